import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/engine/rng.ts';
import { CHARACTER_LIST, SOFTWARE_DECK_SIZE } from '../../../src/games/axon/data/index.ts';
import { axon } from '../../../src/games/axon/game.ts';
import { softwareChoices } from '../../../src/games/axon/software.ts';
import type { AxonState } from '../../../src/games/axon/state.ts';
import { answer, play, put, table, turnOn } from './softwareKit.ts';

/** Every Software card is somewhere: deck, discard pile, a hand, a Desktop, or being played (a decision's data). */
function cardsEverywhere(s: AxonState): number {
  let n = s.deck.length + s.discard.length;
  for (const p of s.p) n += p.hand.length + p.desktop.length;
  for (const p of s.stack) {
    if (p.kind === 'software') n++;
    if (p.kind === 'respond') n += (p.data.chain as unknown[]).length;
  }
  return n;
}

describe('random Software play', () => {
  it('200 seeded tables: random cards and answers never break, every card is accounted for, Stress never goes down', () => {
    for (let g = 0; g < 200; g++) {
      const rng = seedRng(`sw-random-${g}`);
      let s = table(2 + (g % 5), `sw-random-${g}`);
      const ids = CHARACTER_LIST.map((c) => c.id);
      for (let i = 0; i < 6; i++) {
        const id = ids[nextInt(rng, ids.length)]!;
        if (!s.chars.some((c) => c.id === id))
          put(
            s,
            id,
            1 + nextInt(rng, 16),
            { augments: nextInt(rng, 2), scandal: nextInt(rng, 2) },
            nextInt(rng, 2) as 0 | 1,
          );
      }
      for (const p of s.p) p.hand.push(...s.deck.splice(0, 5));
      s.areas[7]!.boxes[0]!.activated = true;
      let stress = s.stress;
      for (let move = 0; move < 40; move++) {
        if (s.stack.length === 0) {
          turnOn(s, nextInt(rng, s.players));
          const seat = nextInt(rng, s.players);
          const offers = softwareChoices(s, seat);
          if (offers.length === 0) {
            s.stack = [];
            continue;
          }
          const card = (offers[nextInt(rng, offers.length)]!.value as { card: string }).card;
          play(s, seat, card);
        } else {
          const seat = axon.awaiting(s)[0]!;
          const legal = axon.legalActions(s, seat);
          expect(legal.length, JSON.stringify(s.stack.at(-1))).toBeGreaterThan(0);
          s = answer(s, [[seat, legal[nextInt(rng, legal.length)]!.key]]).state;
        }
        s.stack = s.stack.filter((p) => p.kind !== 'turn');
        expect(cardsEverywhere(s)).toBe(SOFTWARE_DECK_SIZE);
        expect(s.stress).toBeGreaterThanOrEqual(stress);
        stress = s.stress;
      }
    }
  });
});
