import { hacktivity as hack, hackFlow } from '../../../src/games/hacktivity/game.ts';
import { type HackState, optionsSchema } from '../../../src/games/hacktivity/state.ts';
import { choicesFor } from '../../support/choices.ts';

export const { keys, choose, play } = choicesFor(hack);

/** A game past the character choice (seats pick CyberLink, DrPower, BLAAST!!, ArTeMiS in seat order unless `chars` says). */
export function started(
  players: number,
  seed = 'hack-wave',
  chars: string[] = ['cyberlink', 'drpower', 'blaast', 'artemis'],
  options: Record<string, unknown> = {},
): HackState {
  let s = hack.setup(players, optionsSchema.parse(options), seed);
  if (players === 1)
    return play(s, [
      [0, `character:${chars[0]}`],
      [0, `character:${chars[1]}`],
    ]).state;
  for (let i = 0; i < players; i++) s = choose(s, i, `character:${chars[i]}`).state;
  return s;
}

/** Runs queued steps on a hand-built state. */
export const settle = (s: HackState): HackState => {
  hackFlow.record(s, (ctx) => hackFlow.settle(s, ctx));
  return s;
};

export { hack };

/** A fresh game with default options. */
export const fresh = (players: number, seed: string): HackState => hack.setup(players, optionsSchema.parse({}), seed);

import type { Icon } from '../../../src/games/hacktivity/data/index.ts';
import { addAnomaly, addCharacter } from './iconKit.ts';

/**
 * Test cards in the real card tables (no mock): `n` Character cards (ids and names `${tag}${i}`)
 * whose options have the given icons (none by default: playing one asks nothing), or Anomalies of
 * 1 node with no icons. The rules that play them are the real ones.
 */
export function testCharacters(tag: string, n: number, top: Icon[] = [], bottom: Icon[] = []): string[] {
  return Array.from({ length: n }, (_, i) =>
    addCharacter({ id: `${tag}${i}`, character: 'artemis', name: `${tag}${i}`, top, bottom }),
  );
}
export function testAnomalies(tag: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    addAnomaly({ id: `${tag}${i}`, name: `${tag}${i}`, nodes: 1, top: [], bottom: [] }),
  );
}
