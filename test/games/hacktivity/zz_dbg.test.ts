import { it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import { hacktivity as hack } from '../../../src/games/hacktivity/game.ts';
import type { HackState } from '../../../src/games/hacktivity/state.ts';
const cards = (s: HackState): string[] => [
  ...s.p.flatMap((p) => [...p.deck, ...p.hand, ...p.drawn, ...p.top, ...p.bottom]),
  ...s.blocks.flatMap((b) => (b.card ? [b.card] : [])),
  ...s.enemyDiscard, ...s.anomalyDeck, ...s.alertDeck,
];
it('dbg', () => {
  let prev: string[] | null = null;
  try {
  playRandomGame(hack, 2, {}, 'hack-random-2-0', { maxSteps: 20000, onStep: ({ after, before, action, events }) => {
    const c = cards(after);
    if (prev && c.length !== prev.length) {
      const lost = prev.filter((x) => !c.includes(x)); const gained = c.filter((x) => !prev!.includes(x));
      console.log('CHANGE', JSON.stringify(action), 'lost', lost, 'gained', gained, events.map((e: any) => e.text ?? JSON.stringify(e)).join('\n'));
      throw new Error('stop');
    }
    if (after.phase !== 'setup') prev = c; else console.log('setup', c.length, JSON.stringify(action));
  } });
  } catch (e) { console.log(String(e)); }
});
