/**
 * The table service (src/service) stands apart from Discord: none of its files imports discord.js
 * (or any @discordjs package) or anything of src/discord, directly or through the modules it
 * imports. The Discord side reaches the service through the interfaces src/service/context.ts defines.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVICE = join(ROOT, 'src/service');
const DISCORD = join(ROOT, 'src/discord');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : /\.(ts|mts|mjs)$/.test(f) ? [p] : [];
  });
}

/** Every module specifier a file names: static imports and re-exports, side-effect imports, dynamic imports. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[2]!);
  return found;
}

const isDiscordPackage = (spec: string): boolean =>
  spec === 'discord.js' || spec.startsWith('discord.js/') || spec.startsWith('@discordjs/');

/** Why `file` reaches Discord, as a chain of imports, or null; following the project's own modules. */
function discordChain(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  if (file.startsWith(`${DISCORD}/`)) return [relative(ROOT, file)];
  for (const spec of specifiersOf(readFileSync(file, 'utf8'))) {
    if (isDiscordPackage(spec)) return [relative(ROOT, file), spec];
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    if (!existsSync(target) || statSync(target).isDirectory()) continue;
    const rest = discordChain(target, seen);
    if (rest) return [relative(ROOT, file), ...rest];
  }
  return null;
}

describe('the table service stands apart from Discord', () => {
  const files = filesUnder(SERVICE);

  it('has its modules', () => {
    expect(files.map((f) => relative(SERVICE, f))).toEqual(
      expect.arrayContaining(['tables.ts', 'step.ts', 'context.ts', 'owed.ts', 'timers/plan.ts']),
    );
  });

  it('imports neither discord.js nor src/discord, directly or through what it imports', () => {
    const chains = files
      .map((f) => discordChain(f))
      .filter((c): c is string[] => c !== null)
      .map((c) => c.join(' -> '));
    expect(chains).toEqual([]);
  });

  it('the scan sees every kind of import', () => {
    expect(
      specifiersOf(
        `import { A } from 'discord.js';\nimport type { B } from "../discord/x.ts";\nexport { C } from './c.ts';\nimport './side.ts';\nawait import('@discordjs/rest');`,
      ),
    ).toEqual(['discord.js', '../discord/x.ts', './c.ts', './side.ts', '@discordjs/rest']);
  });
});
