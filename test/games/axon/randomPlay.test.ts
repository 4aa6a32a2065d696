import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import { CHARACTER_CARDS, RESOURCES, SOFTWARE_DECK_SIZE, TOKENS_PER_RESOURCE } from '../../../src/games/axon/data/index.ts';
import { axon } from '../../../src/games/axon/game.ts';
import { boardTokens, pool } from '../../../src/games/axon/resources.ts';
import { axonStateSchema, type AxonState } from '../../../src/games/axon/state.ts';
import { started } from './tableKit.ts';

/**
 * Seeded random games for 2-6 seats, checking the invariants after every step: each Resource's
 * tokens in play + pool + Scoreboard tokens = 10 (the pool never negative), counters = tokens on
 * Characters and Areas, Stress never decreases, at most one Violence token per Action Box (the
 * state schema), each reward claimed at most once (never unclaimed), no Character or Software
 * card lost.
 */
const GAMES = 20;

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
      const cards = Array.isArray(v) ? v : ((v as { cards: string[]; kept: string[] }).cards.filter((c) => !(v as { kept: string[] }).kept.includes(c)));
      n += cards.length;
    }
  }
  return n;
}

function check(before: AxonState, after: AxonState, where: string): void {
  // One Violence token per Action Box at most: a box holds it as a flag (the whole state is schema-checked at the end).
  for (const a of after.areas) for (const b of a.boxes) expect(typeof b.violence, `${where}: box`).toBe('boolean');
  for (const r of RESOURCES) {
    expect(inPlay(after, r), `${where}: ${r} counter`).toBe(after.counter[r]);
    expect(pool(after, r), `${where}: ${r} pool`).toBeGreaterThanOrEqual(0);
    expect(inPlay(after, r) + pool(after, r) + boardTokens(after, r), `${where}: ${r} total`).toBe(TOKENS_PER_RESOURCE);
    before.claimed[r].forEach((was, i) => { if (was) expect(after.claimed[r][i], `${where}: ${r} reward ${i}`).toBe(true); });
  }
  expect(after.stress, `${where}: Stress`).toBeGreaterThanOrEqual(before.stress);
  const characters = after.chars.length + after.charStack.length + after.charDiscard.length + heldCharacters(after);
  if (!after.options.beginner) expect(characters, `${where}: Characters`).toBe(CHARACTER_CARDS);
  // A card being played is held by its decision (its targets, or the Counter window's chain).
  const playing = after.stack.reduce((n, p) => n + (p.kind === 'software' ? 1 : p.kind === 'respond' ? (p.data.chain as unknown[]).length : 0), 0);
  const software = after.deck.length + after.discard.length + playing + after.p.reduce((n, p) => n + p.hand.length + p.desktop.length, 0);
  expect(software, `${where}: Software`).toBe(SOFTWARE_DECK_SIZE);
}

describe('random legal play', () => {
  it.each([2, 3, 4, 5, 6])('%i seats: seeded games reach the end with the invariants after every step', (n) => {
    for (let g = 0; g < GAMES; g++) {
      const seed = `axon-random-${n}-${g}`;
      let i = 0;
      const game = playRandomGame(axon, n, {}, seed, { onStep: ({ before, after }) => check(before, after, `${seed} step ${i++}`) });
      expect(() => axonStateSchema.parse(game.final), seed).not.toThrow();
      expect(game.outcome.over).toBe(true);
      expect(game.final.result!.scores).toHaveLength(n);
      expect(game.final.result!.winners.length).toBeGreaterThan(0);
    }
  });
});
