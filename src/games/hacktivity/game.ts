import type { z } from 'zod';
import type { FlowAction } from '../../engine/flow.ts';
import { defineFlowGame, type FlowGame } from '../../engine/flowGame.ts';
import { flowGameBasics } from '../../engine/gameFlow.ts';
import type { Outcome } from '../../engine/types.ts';
import { unavailable } from './blocked.ts';
import { hackGreedy } from './bot.ts';
import { registerCards } from './cards.ts';
import { type HackFlow, hackKinds } from './flow.ts';
import { HELP } from './help.ts';
import { registerIcons } from './icons.ts';
import { hackWords } from './inWords.ts';
import { m } from './messages.ts';
import { hackSecrets } from './secrets.ts';
import { setupHack } from './setup.ts';
import { type HackState, hackStateSchema, optionsSchema } from './state.ts';
import { hackStory } from './story.ts';
import { hackStandings, registerWave } from './turn.ts';
import type { HackView } from './view.ts';
import { hackView } from './view.ts';

/** Every Hacktivity move is one choice, named by its key (and the number typed for an amount). */
export type HackAction = FlowAction;

/** Each rules module registers here (one line each), in this order. */
function register(flow: HackFlow): void {
  registerIcons(flow);
  registerCards(flow);
  registerWave(flow);
}

export const hacktivity: FlowGame<HackState, z.infer<typeof optionsSchema>, HackView> = defineFlowGame({
  id: 'hack',
  name: 'Hacktivity',
  summary: m('hack.summary'),
  minSeats: 1,
  maxSeats: 4,
  ...flowGameBasics(hackStateSchema, optionsSchema, hackKinds),
  register,
  optionHelp: {
    difficult: m('hack.option.difficult'),
    protocol: m('hack.option.protocol'),
  },
  setup: (seats, o, seed) => setupHack(seats, optionsSchema.parse(o ?? {}), seed),
  // A player's Play turn; the Draw, where every player decides at once, is one turn of the wave.
  turnKey: (s) => (s.phase === 'play' ? `w${s.wave}.play.${s.turn?.seat ?? '-'}` : `w${s.wave}.${s.phase}`),
  view: hackView,
  describe: hackWords,
  secrets: hackSecrets,
  unavailable,
  outcome(s): Outcome {
    if (!s.over || !s.result) return { over: false };
    return { over: true, team: s.result.won ? 'won' : 'lost', summary: [s.result.reason] };
  },
  standings: hackStandings,
  story: hackStory,
  help: HELP,
  computer: { greedy: hackGreedy },
});

/** The sealed flow, for tests that run steps (`settle`) on a built state. */
export const hackFlow: HackFlow = hacktivity.flow;
