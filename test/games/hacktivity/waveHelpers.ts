import { choicesFor } from '../../support/choices.ts';
import { hacktivity as hack, hackFlow } from '../../../src/games/hacktivity/game.ts';
import { optionsSchema, type HackState } from '../../../src/games/hacktivity/state.ts';

export const { keys, choose, play } = choicesFor(hack);

/** A game past the character choice (seats pick CyberLink, DrPower, BLAAST!!, ArTeMiS in seat order unless `chars` says). */
export function started(players: number, seed = 'hack-wave', chars: string[] = ['cyberlink', 'drpower', 'blaast', 'artemis'], options: Record<string, unknown> = {}): HackState {
  let s = hack.setup(players, optionsSchema.parse(options), seed);
  if (players === 1) return play(s, [[0, `character:${chars[0]}`], [0, `character:${chars[1]}`]]).state;
  for (let i = 0; i < players; i++) s = choose(s, i, `character:${chars[i]}`).state;
  return s;
}

/** Runs queued steps on a hand-built state. */
export const settle = (s: HackState): HackState => (hackFlow.settle(s), s);

export { hack };

/** A fresh game with default options. */
export const fresh = (players: number, seed: string): HackState => hack.setup(players, optionsSchema.parse({}), seed);
