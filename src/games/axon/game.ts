import type { z } from 'zod';
import { remember } from '../../engine/events.ts';
import type { FlowAction } from '../../engine/flow.ts';
import { defineFlowGame, type FlowGame } from '../../engine/flowGame.ts';
import { flowGameBasics } from '../../engine/gameFlow.ts';
import type { Outcome } from '../../engine/types.ts';
import { registerActivation } from './activation.ts';
import { unavailable } from './blocked.ts';
import { axonGreedy } from './bot.ts';
import { registerCorporations } from './corporations.ts';
import { axonStandings, registerEndGame } from './endGame.ts';
import { registerEndRound } from './endRound.ts';
import { type AxonFlow, axonKinds, top } from './flow.ts';
import { HELP } from './help.ts';
import { axonWords } from './inWords.ts';
import { m } from './messages.ts';
import { registerPhishing } from './phishing.ts';
import { registerResources } from './resources.ts';
import { axonSecrets } from './secrets.ts';
import { setupAxon } from './setup.ts';
import { registerSetupFlow } from './setupFlow.ts';
import { registerSoftware, respondTimeLimit } from './software.ts';
import { type AxonState, axonStateSchema, optionsSchema } from './state.ts';
import { registerTurn } from './turn.ts';
import { type AxonView, axonView } from './view.ts';

/** Every Axon Protocol move is one choice, named by its key (and the number typed for an amount). */
export type AxonAction = FlowAction;

export const axon: FlowGame<AxonState, z.infer<typeof optionsSchema>, AxonView> = defineFlowGame({
  id: 'axon',
  name: 'Axon Protocol',
  summary: m('axon.summary'),
  minSeats: 2,
  maxSeats: 6,
  ...flowGameBasics(axonStateSchema, optionsSchema, axonKinds),
  // The board's "what changed" panel keeps the last public lines.
  onEvent: (s, e) => remember(s.recent, e),
  // Each rules module registers its decisions, steps and the turn on the game's one flow (one line each).
  register: [
    registerResources,
    registerSoftware,
    registerSetupFlow,
    registerTurn,
    registerPhishing,
    registerCorporations,
    registerEndRound,
    registerEndGame,
    registerActivation,
  ],
  optionHelp: {
    beginner: m('axon.option.beginner'),
    window: m('axon.option.window'),
  },
  setup: (seats, o, seed) => setupAxon(seats, optionsSchema.parse(o ?? {}), seed),
  // The active player's turn, with the Counter windows and their results inside it; the End of Round is one turn.
  turnKey: (s) => (s.phase === 'turns' ? `r${s.round}.turn.${s.turn?.seat ?? '-'}` : `r${s.round}.${s.phase}`),
  // The 'turn' decision's may-seats are not pushed at every turn; other decisions out of one's own turn are.
  pushPrompt: (s, seat) => {
    const p = top(s);
    // The Counter window reaches everyone asked, the attacker too when it reopens after a Counter.
    return !!p && p.kind !== 'turn' && (p.kind === 'respond' || seat !== s.turn?.seat);
  },
  view: axonView,
  describe: axonWords,
  secrets: axonSecrets,
  // The Counter window closes by itself for a player who has not answered (the table's window option).
  timeLimit: respondTimeLimit,
  outcome(s): Outcome {
    if (!s.over || !s.result) return { over: false };
    return { over: true, scores: s.result.scores, winners: s.result.winners, summary: s.result.lines };
  },
  standings: axonStandings,
  // The story charts each Corporation's VP, Round by Round (round 0 is the setup).
  story: { unit: m('axon.story.unit'), scores: m('axon.story.scores'), round: (s) => s.round },
  // The blocked choices never contradict the offered ones: a kind offered now is not listed.
  unavailableGiven: unavailable,
  help: HELP,
  computer: { greedy: axonGreedy },
});

/** The sealed flow, for tests that run steps (`settle`) on a built state. */
export const axonFlow: AxonFlow = axon.flow;
