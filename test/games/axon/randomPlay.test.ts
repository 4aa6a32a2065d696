import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import {
  CHARACTER_CARDS,
  CHARACTER_LIST,
  RESOURCES,
  SOFTWARE_DECK_SIZE,
  TOKENS_PER_RESOURCE,
} from '../../../src/games/axon/data/index.ts';
import { axon } from '../../../src/games/axon/game.ts';
import { boardTokens, pool } from '../../../src/games/axon/resources.ts';
import { type AxonState, axonStateSchema } from '../../../src/games/axon/state.ts';

/**
 * Seeded random games for 2-6 seats, checking the invariants after every step: each Resource's
 * tokens in play + pool + Scoreboard tokens = 10 (the pool never negative), counters = tokens on
 * Characters and Areas, Stress never decreases, at most one Violence token per Action Box (the
 * state schema), each reward claimed at most once (never unclaimed), no Character or Software
 * card lost.
 */
/** AXON_RANDOM_GAMES games per seat count (300 by default). */
const GAMES = Number(process.env.AXON_RANDOM_GAMES ?? 300);

function inPlay(s: AxonState, r: (typeof RESOURCES)[number]): number {
  if (r === 'data') return s.areas.reduce((n, a) => n + a.data, 0);
  const boxes = r === 'violence' ? s.areas.reduce((n, a) => n + a.boxes.filter((b) => b.violence).length, 0) : 0;
  return boxes + s.chars.reduce((n, c) => n + c.tokens[r], 0);
}

/** Character cards held as a pending secret (Phishing's 5, the Two Player draft's 5). */
function heldCharacters(s: AxonState): number {
  let n = 0;
  for (const p of s.stack) {
    if (p.kind !== 'phish' && p.kind !== 'draft') continue;
    for (const v of Object.values(p.secret ?? {})) {
      const cards = Array.isArray(v)
        ? v
        : (v as { cards: string[]; kept: string[] }).cards.filter((c) => !(v as { kept: string[] }).kept.includes(c));
      n += cards.length;
    }
  }
  return n;
}

/** Character cards at beginner level: the advanced ones stay in the box. */
const BEGINNER_CARDS = CHARACTER_LIST.filter((c) => !c.advanced).length;

/** Every invariant broken by the step from `before` to `after` (plain checks: this runs at every step of 1,500 games). */
function broken(before: AxonState, after: AxonState): string[] {
  const out: string[] = [];
  for (const a of after.areas) for (const b of a.boxes) if (typeof b.violence !== 'boolean') out.push(`box ${a.id}`);
  for (const r of RESOURCES) {
    const here = inPlay(after, r);
    const left = pool(after, r);
    if (here !== after.counter[r]) out.push(`${r} counter ${after.counter[r]} for ${here} tokens in play`);
    if (left < 0) out.push(`${r} pool ${left}`);
    if (here + left + boardTokens(after, r) !== TOKENS_PER_RESOURCE) out.push(`${r} total`);
    before.claimed[r].forEach((was, i) => {
      if (was && !after.claimed[r][i]) out.push(`${r} reward ${i} unclaimed again`);
    });
  }
  if (after.stress < before.stress) out.push(`Stress down from ${before.stress} to ${after.stress}`);
  const characters = after.chars.length + after.charStack.length + after.charDiscard.length + heldCharacters(after);
  if (characters !== (after.options.beginner ? BEGINNER_CARDS : CHARACTER_CARDS)) out.push(`${characters} Characters`);
  // A card being played is held by its decision (its targets, or the Counter window's chain).
  const playing = after.stack.reduce(
    (n, p) => n + (p.kind === 'software' ? 1 : p.kind === 'respond' ? (p.data.chain as unknown[]).length : 0),
    0,
  );
  const software =
    after.deck.length +
    after.discard.length +
    playing +
    after.p.reduce((n, p) => n + p.hand.length + p.desktop.length, 0);
  if (software !== SOFTWARE_DECK_SIZE) out.push(`${software} Software cards`);
  return out;
}

describe('random legal play', () => {
  it.each([2, 3, 4, 5, 6])(
    `%i seats: ${GAMES} seeded games reach the end with the invariants after every step`,
    (n) => {
      for (let g = 0; g < GAMES; g++) {
        const seed = `axon-random-${n}-${g}`;
        let i = 0;
        // Every other game at beginner level (no advanced Characters), every third with the window off.
        const options = { beginner: g % 2 === 1, window: g % 3 === 0 ? 0 : 60 };
        const game = playRandomGame(axon, n, options, seed, {
          onStep: ({ before, after }) => {
            const bad = broken(before, after);
            if (bad.length > 0) expect(bad, `${seed} step ${i}`).toEqual([]);
            i++;
          },
        });
        expect(() => axonStateSchema.parse(game.final), seed).not.toThrow();
        expect(game.outcome.over).toBe(true);
        expect(game.final.result!.scores).toHaveLength(n);
        expect(game.final.result!.winners.length).toBeGreaterThan(0);
      }
    },
    600_000,
  );
});
