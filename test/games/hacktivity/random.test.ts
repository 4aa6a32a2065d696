import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import { hacktivity as hack } from '../../../src/games/hacktivity/game.ts';
import type { HackState } from '../../../src/games/hacktivity/state.ts';

const GAMES = Number(process.env.HACK_RANDOM_GAMES ?? 300);

/** Every card on the table: decks, hands, drawn, discard piles, blocks, the Enemy Discard, the Anomaly and Alert decks. */
const cards = (s: HackState): string[] => [
  ...s.p.flatMap((p) => [...p.deck, ...p.hand, ...p.drawn, ...p.top, ...p.bottom]),
  ...s.blocks.flatMap((b) => (b.card ? [b.card] : [])),
  ...s.enemyDiscard,
  ...s.anomalyDeck,
  ...s.alertDeck,
];

function invariants(s: HackState, total: number | null, seed: string): void {
  // One orange cube per column at most (a row 1-7 or none); a removed column stays empty.
  s.alert.forEach((r, c) => {
    expect(r === null || (r >= 1 && r <= 7), seed).toBe(true);
    if (s.removed[c]) expect(r, seed).toBeNull();
  });
  for (const b of s.blocks) {
    expect(b.nodes >= 0 && b.nodes <= 9, seed).toBe(true);
    if (b.card === null) expect(b.nodes, seed).toBe(0);
    if (b.forbidden) expect(b.card, seed).toBeNull();
  }
  // The Firewall card stops at 4 (Fortify and Protocol A alike).
  for (const p of s.p) expect(p.firewall >= 0 && p.firewall <= 4, seed).toBe(true);
  // One program per turn, DrPower's only; a turn held open after the cards is DrPower's.
  if (s.turn?.program) expect(s.p[s.turn.seat]!.characters, seed).toContain('drpower');
  const all = cards(s);
  expect(new Set(all).size, `${seed}: a card in two places`).toBe(all.length);
  if (total !== null) expect(all.length, `${seed}: cards conserved`).toBe(total);
}

describe('Hacktivity under random legal play', () => {
  for (const players of [1, 2, 3, 4]) {
    it(`${GAMES} seeded ${players}-player games end in a win or a loss, invariants after every action`, () => {
      let won = 0;
      // How many games met the last turn's group hand-out, and DrPower's turn held open after the cards.
      let handOuts = 0;
      let heldOpen = 0;
      for (let i = 0; i < GAMES; i++) {
        let handOut = false;
        let held = false;
        const seed = `hack-random-${players}-${i}`;
        let total: number | null = null;
        const game = playRandomGame(hack, players, {}, seed, {
          maxSteps: 20_000,
          onStep: ({ after }) => {
            if (total === null && after.phase !== 'setup') total = cards(after).length;
            invariants(after, total, seed);
            if (after.stack.at(-1)?.kind === 'lastDraw') handOut = true;
            const t = after.turn;
            if (
              t &&
              after.stack.length === 0 &&
              after.queue.length === 0 &&
              (t.played >= 2 || after.p[t.seat]!.hand.length === 0)
            )
              held = true;
          },
        });
        expect(game.outcome.over, seed).toBe(true);
        expect(game.final.result, seed).not.toBeNull();
        if (game.final.result!.won) won++;
        if (handOut) handOuts++;
        if (held) heldOpen++;
      }
      // Random tables rarely live to the last turn (wave.test.ts and bot.test.ts cover the hand-out); counted here.
      if (GAMES >= 100) expect(heldOpen, "DrPower's turn is held open in some games").toBeGreaterThan(0);
      console.log(
        `hacktivity random play, ${players} player(s): ${won}/${GAMES} won (${((100 * won) / GAMES).toFixed(1)}%); last-turn hand-outs in ${handOuts}, DrPower's turn held open in ${heldOpen}`,
      );
    }, 600_000);
  }
});
