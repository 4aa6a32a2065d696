import type { z } from 'zod';
import type { FlowAction } from '../../engine/flow.ts';
import { defineFlowGame, type FlowGame } from '../../engine/flowGame.ts';
import { flowGameBasics } from '../../engine/gameFlow.ts';
import type { Outcome } from '../../engine/types.ts';
import { registerAssets } from './assets.ts';
import { unavailable } from './blocked.ts';
import { ispyGreedy } from './bot.ts';
import { registerCards } from './cards.ts';
import { registerCoerce } from './coerce.ts';
import { ispyStandings, ispyStory, registerEnd } from './endGame.ts';
import { type IspyFlow, ispyKinds } from './flow.ts';
import { HELP } from './help.ts';
import { registerIcons } from './icons.ts';
import { ispyWords } from './inWords.ts';
import { m } from './messages.ts';
import { registerMovement } from './movement.ts';
import { registerPoliticians } from './politicians.ts';
import { registerScoring } from './scoring.ts';
import { ispySecrets } from './secrets.ts';
import { setupIspy } from './setup.ts';
import { type IspyState, ispyStateSchema, optionsSchema } from './state.ts';
import { registerTurn } from './turn.ts';
import { type IspyView, ispyView } from './view.ts';

/** Every I, Spy move is one choice, named by its key, at the current decision point. */
export type IspyAction = FlowAction;

export const ispy: FlowGame<IspyState, z.infer<typeof optionsSchema>, IspyView> = defineFlowGame({
  id: 'spy',
  name: 'I, Spy',
  summary: m('spy.summary'),
  minSeats: 2,
  maxSeats: 4,
  ...flowGameBasics(ispyStateSchema, optionsSchema, ispyKinds),
  // Every rules module registers its decisions, steps, free actions and the turn (one line each; free actions in this order).
  register: [
    registerMovement,
    registerCards,
    registerIcons,
    registerCoerce,
    registerTurn,
    registerAssets,
    registerPoliticians,
    registerScoring,
    registerEnd,
  ],
  optionHelp: {
    special: m('spy.option.special'),
    finalReport: m('spy.option.finalReport'),
  },
  setup: (seats, o, seed) => setupIspy(seats, optionsSchema.parse(o ?? {}), seed),
  // A turn is a spy's turn of the round; the Scoring Phase and Clean-up come after the last (turnsPlayed = players).
  turnKey: (s) => (s.over ? 'over' : `r${s.round}.${s.turnsPlayed}`),
  view: ispyView,
  describe: ispyWords,
  secrets: ispySecrets,
  unavailable,
  pushPrompt: (s, seat) => !(s.stack.length === 0 && s.turn?.seat === seat),
  outcome(s): Outcome {
    if (!s.over || !s.result) return { over: false };
    // Each seat scores its Alignment's Power; the summary reveals every Alignment.
    return {
      over: true,
      scores: s.spies.map((p) => s.power[p.alignment]),
      winners: s.result.winners,
      summary: s.result.lines,
    };
  },
  standings: ispyStandings,
  story: ispyStory,
  help: HELP,
  computer: { greedy: ispyGreedy },
});

/** The sealed flow, for tests that run steps (`settle`) on a built state. */
export const ispyFlow: IspyFlow = ispy.flow;
