/**
 * `npm run bench -- --before [commit]`: what one posted board costs now against before issue 21's
 * redesign (bundled fonts, 8 px text at 550 px wide, static layers), measured side by side in this
 * run. The older commit is checked out in a temporary git worktree; for every registered game,
 * child processes of the two checkouts (bench/boardChild.ts) take turns, each drawing the same
 * seeded sample board, and the ratio of their CPU per board is printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameEntry } from '../src/registry.ts';
import { percentile } from './stats.ts';

/** main just before issue 21's work began (its boards: system fonts, 2-5 px text at 550 px). */
export const BEFORE_REDESIGN = '892d0504f1c7b15c41aaa1bbe12069446537a23e';
const ROUNDS = 7;
const RENDERS = 15;

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const child = join(here, 'bench', 'boardChild.ts');
const git = (...args: string[]) => execFileSync('git', ['-C', here, ...args], { encoding: 'utf8' }).trim();

interface Side {
  cpuMs: number;
  wallMs: number;
  bytes: number;
}
const run = (root: string, game: string): Side =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', child, root, game, String(RENDERS)], {
      cwd: here,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()!,
  ) as Side;

export function printBoardBeforeAfter(games: readonly GameEntry[], commit = BEFORE_REDESIGN): void {
  const dir = mkdtempSync(join(tmpdir(), 'nt-before-'));
  const root = join(dir, 'tree');
  git('worktree', 'add', '--detach', '--quiet', root, commit);
  try {
    symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'));
    console.log(
      `== one board, before (${commit.slice(0, 10)}) and now, side by side: ${ROUNDS} rounds of ${RENDERS} renders each, alternating ==`,
    );
    for (const entry of games) {
      const id = entry.game.id;
      const before: Side[] = [];
      const now: Side[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        // Alternating which side goes first, so a burst of load on the machine falls on both.
        if (r % 2 === 0) {
          before.push(run(root, id));
          now.push(run(here, id));
        } else {
          now.push(run(here, id));
          before.push(run(root, id));
        }
      }
      const p = (s: Side[], k: keyof Side) =>
        percentile(
          s.map((x) => x[k]),
          50,
        );
      console.log(
        `  ${entry.game.name.padEnd(20)} CPU per board p50: before ${p(before, 'cpuMs').toFixed(1)} ms, now ${p(now, 'cpuMs').toFixed(1)} ms` +
          `  ratio now/before ${(p(now, 'cpuMs') / p(before, 'cpuMs')).toFixed(2)}× (target ≤ 1.0×)` +
          `  · wall ${p(before, 'wallMs').toFixed(1)} → ${p(now, 'wallMs').toFixed(1)} ms · PNG ${(p(before, 'bytes') / 1024).toFixed(0)} → ${(p(now, 'bytes') / 1024).toFixed(0)} KiB`,
      );
    }
  } finally {
    git('worktree', 'remove', '--force', root);
    rmSync(dir, { recursive: true, force: true });
  }
}
