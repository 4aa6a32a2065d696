import { describe, expect, it } from 'vitest';

const { playRandomGame } = await import('../../../src/engine/randomPlay.ts');
const { ispy } = await import('../../../src/games/ispy/game.ts');
const { CONTROL_TOKENS, NATIONS, TOKENS_PER_POLITICIAN, TRACK_MAX } = await import(
  '../../../src/games/ispy/data/index.ts'
);
type S = import('../../../src/games/ispy/state.ts').IspyState;

/** ISPY_RANDOM_GAMES games per seat count (300 by default). */
const GAMES = Number(process.env.ISPY_RANDOM_GAMES ?? 300);

/** Control Tokens each seat lost with the tiles Scandalized between `before` and `after` (they leave the game with the tile). */
function lostTo(before: S, after: S): number[] {
  const out = before.spies.map(() => 0);
  for (const d of after.politicianDiscard.slice(before.politicianDiscard.length)) {
    if (d.revealed) continue;
    for (const t of before.spaces.find((x) => x.tile === d.id)?.tokens ?? []) out[t]! += 1;
  }
  return out;
}

function invariants(s: S, seed: string, lost: readonly number[]): void {
  for (const n of NATIONS) {
    for (const [what, v] of [
      ['Influence', s.influence[n]],
      ['Power', s.power[n]],
    ] as const) {
      if (!(v >= 0 && v <= TRACK_MAX)) throw new Error(`${seed}: ${n} ${what} ${v}`);
    }
  }
  for (const [i, p] of s.spies.entries()) {
    if (p.supply < 0) throw new Error(`${seed}: seat ${i} Supply ${p.supply}`);
    if (p.tokens < 0) throw new Error(`${seed}: seat ${i} Control Tokens ${p.tokens}`);
    // Conserved: on the board + in hand + lost to Scandalized tiles = 21.
    const onBoard = s.spaces.reduce((n, sp) => n + sp.tokens.filter((t) => t === i).length, 0);
    if (onBoard + p.tokens + lost[i]! !== CONTROL_TOKENS)
      throw new Error(`${seed}: seat ${i} Control Tokens not conserved`);
  }
  for (const sp of s.spaces)
    if (sp.tokens.length > TOKENS_PER_POLITICIAN)
      throw new Error(`${seed}: ${sp.tokens.length} tokens on a Politician`);
  // One spy per Region at rest (a bumped spy waits on its 'relocate' decision).
  if (!s.stack.some((p) => p.kind === 'relocate')) {
    const at = s.spies.map((p) => p.region).filter((r): r is string => r !== null);
    if (new Set(at).size !== at.length) throw new Error(`${seed}: two spies share a Region: ${at.join(', ')}`);
  }
}

/** Seeded random legal play to the end sequence, with the invariants after every action. */
describe('I, Spy under random legal play', () => {
  for (const players of [2, 3, 4] as const) {
    it(`${GAMES} seeded ${players}-player games reach the end with invariants intact`, () => {
      for (let i = 0; i < GAMES; i++) {
        const seed = `ispy-random-${players}-${i}`;
        const options = { special: i % 2 === 1, finalReport: i % 3 === 0 };
        const lost = Array.from({ length: players }, () => 0);
        const game = playRandomGame(ispy, players, options, seed, {
          maxSteps: 20_000,
          onStep: ({ before, after }) => {
            lostTo(before, after).forEach((n, k) => (lost[k]! += n));
            invariants(after, seed, lost);
          },
        });
        expect(game.outcome.over, seed).toBe(true);
        expect(game.final.round, seed).toBe(14);
      }
    }, 600_000);
  }
});
