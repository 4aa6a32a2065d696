/**
 * Now against an older commit, measured side by side in this run. The older commit is checked out
 * in a temporary git worktree; for every registered game, child processes of the two checkouts take
 * turns, and the ratio of their CPU is printed.
 * - `npm run bench -- --before [commit]`: one posted board (bench/boardChild.ts, the same seeded
 *   sample board), against before issue 21's redesign (bundled fonts, 8 px text, static layers).
 * - `npm run bench -- --moves-before [commit]`: one move through `Tables.act` (bench/moveChild.ts,
 *   the same seeded random moves), against main before issue 23's per-move memo.
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
/** main before a move asked each question once (13 awaiting() and 8 mayAct per move). */
export const BEFORE_MEMO = '41c1bcf';
const ROUNDS = 7;

/** What one side measures: the child script, how many of its units a run times, and their name. */
export interface Measure {
  readonly child: string;
  readonly units: number;
  readonly name: string;
  readonly commit: string;
}
export const BOARD: Measure = { child: 'boardChild.ts', units: 15, name: 'board', commit: BEFORE_REDESIGN };
export const MOVE: Measure = { child: 'moveChild.ts', units: 60, name: 'move', commit: BEFORE_MEMO };

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args: string[]) => execFileSync('git', ['-C', here, ...args], { encoding: 'utf8' }).trim();

interface Side {
  cpuMs: number;
  wallMs: number;
  bytes?: number;
}
const run = (m: Measure, root: string, game: string): Side =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', join(here, 'bench', m.child), root, game, String(m.units)], {
      cwd: here,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()!,
  ) as Side;

export function printBeforeAfter(m: Measure, games: readonly GameEntry[], commit = m.commit): void {
  const dir = mkdtempSync(join(tmpdir(), 'nt-before-'));
  const root = join(dir, 'tree');
  git('worktree', 'add', '--detach', '--quiet', root, commit);
  try {
    symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'));
    console.log(
      `== one ${m.name}, before (${commit.slice(0, 10)}) and now, side by side: ${ROUNDS} rounds of ${m.units} each, alternating ==`,
    );
    for (const entry of games) {
      const id = entry.game.id;
      const before: Side[] = [];
      const now: Side[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        // Alternating which side goes first, so a burst of load on the machine falls on both.
        if (r % 2 === 0) {
          before.push(run(m, root, id));
          now.push(run(m, here, id));
        } else {
          now.push(run(m, here, id));
          before.push(run(m, root, id));
        }
      }
      const p = (s: Side[], k: keyof Side) =>
        percentile(
          s.map((x) => x[k] ?? 0),
          50,
        );
      const png =
        m === BOARD
          ? ` · PNG ${(p(before, 'bytes') / 1024).toFixed(0)} → ${(p(now, 'bytes') / 1024).toFixed(0)} KiB`
          : '';
      console.log(
        `  ${entry.game.name.padEnd(20)} CPU per ${m.name} p50: before ${p(before, 'cpuMs').toFixed(2)} ms, now ${p(now, 'cpuMs').toFixed(2)} ms` +
          `  ratio now/before ${(p(now, 'cpuMs') / p(before, 'cpuMs')).toFixed(2)}× (target ≤ 1.0×)` +
          `  · wall ${p(before, 'wallMs').toFixed(1)} → ${p(now, 'wallMs').toFixed(1)} ms${png}`,
      );
    }
  } finally {
    git('worktree', 'remove', '--force', root);
    rmSync(dir, { recursive: true, force: true });
  }
}
