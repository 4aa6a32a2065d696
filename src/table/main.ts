/**
 * `npm run table`: the offline table, whether or not a DISCORD_TOKEN is set.
 * `npm run table -- --load game.json [--channel back-room]` first puts an exported game record
 * (/game export) into a channel (default #tabletop), reproduced exactly.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseGameRecord } from '../engine/gameRecord.ts';
import { localize } from '../engine/messages.ts';
import { GAMES } from '../games/index.ts';
import { Registry } from '../registry.ts';
import { argsOrExit, configOrExit } from '../startup.ts';
import { type OfflineTableRun, runOfflineTable } from './run.ts';

const USAGE = 'usage: npm run table [-- --load game.json [--channel name]]';

/** The command line: nothing, or a record to load; a problem ends the program with one line. */
function readArgs(): OfflineTableRun {
  const values = argsOrExit({ load: { type: 'string' }, channel: { type: 'string' } }, USAGE);
  if (values.load === undefined) {
    if (values.channel !== undefined) {
      console.error(`--channel goes with --load\n${USAGE}`);
      process.exit(1);
    }
    return {};
  }
  let text: string;
  try {
    // npm runs scripts from the package's folder; INIT_CWD is where the command was typed.
    text = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), values.load), 'utf8');
  } catch (err) {
    console.error(
      `--load ${values.load}: cannot read it (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}).`,
    );
    process.exit(1);
  }
  const record = parseGameRecord(text);
  if (!record.ok) {
    console.error(`--load ${values.load}: ${localize(record.error, 'en')}`);
    process.exit(1);
  }
  return { load: { record: record.value, file: values.load, channel: values.channel } };
}

const run = readArgs();
await runOfflineTable(configOrExit(), new Registry(GAMES), run);
