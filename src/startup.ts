/**
 * What every entry point does first (`npm start`, `npm run register`): read `.env` into the
 * environment, then the configuration, ending the process with one line per wrong value.
 */
import { existsSync } from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type Config, readConfig } from './config.ts';

/**
 * Reads `.env` from the working directory, when there is one. A variable already set in the
 * environment wins over the file (Node's rule, as with `node --env-file`).
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The configuration from the environment and `.env`; or "config: ..." lines on stderr and exit 1. */
export function configOrExit(): Config {
  loadDotEnv();
  const cfg = readConfig();
  if (cfg.ok) return cfg.config;
  for (const p of cfg.problems) console.error(`config: ${p}`);
  process.exit(1);
}

type ArgOptions = NonNullable<ParseArgsConfig['options']>;

/** The command line's flags (no positionals); a wrong one ends the process with its message and the usage line. */
export function argsOrExit<O extends ArgOptions>(
  options: O,
  usage: string,
): ReturnType<typeof parseArgs<{ options: O; strict: true; allowPositionals: false }>>['values'] {
  try {
    return parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(1);
  }
}
