import { z } from 'zod';
import type { FlowAction } from '../../engine/flow.ts';
import { defineFlowGame, type FlowGame } from '../../engine/flowGame.ts';
import { flowGameBasics } from '../../engine/gameFlow.ts';
import type { Outcome } from '../../engine/types.ts';
import { registerActions } from './actions.ts';
import { registerAgents } from './agents.ts';
import { refusal, unavailableChoices } from './blocked.ts';
import { registerBoosts } from './boosts.ts';
import { vrGreedy } from './bot.ts';
import { registerEndRound } from './endRound.ts';
import { type VrFlow, vrKinds } from './flow.ts';
import { HELP } from './help.ts';
import { vrWords } from './inWords.ts';
import { registerLosses } from './losses.ts';
import { registerMaintenance } from './maintenance.ts';
import { m } from './messages.ts';
import { registerNecro } from './necro.ts';
import { registerRaid } from './raid.ts';
import { registerRecycle } from './recycle.ts';
import { ranking, registerScoring, vrStandings } from './scoring.ts';
import { vrSecrets } from './secrets.ts';
import { registerSetup, setupVr } from './setup.ts';
import { type VrState, vrStateSchema } from './state.ts';
import { registerTitles } from './titles.ts';
import { resolveTurn, turnOptions } from './turn.ts';
import { registerTurnOrder } from './turnOrder.ts';
import { registerVerseBonuses } from './verses/bonuses.ts';
import { registerVerses } from './verses.ts';
import { type VrView, vrView } from './view.ts';

/** Every Virtual Revolution move is one choice, named by its key, at the current decision point. */
export type VrAction = FlowAction;

const optionsSchema = z.object({});

/** Every rules module registers its decisions, steps and free actions; free actions are offered in this order after the turn's own choices. */
function register(flow: VrFlow): void {
  registerVerses(flow);
  registerAgents(flow);
  registerTitles(flow);
  registerRecycle(flow);
  for (const r of [
    registerActions,
    registerBoosts,
    registerEndRound,
    registerLosses,
    registerMaintenance,
    registerNecro,
    registerRaid,
    registerScoring,
    registerSetup,
    registerTurnOrder,
    registerVerseBonuses,
  ]) {
    r(flow);
  }
  flow.defineTurn({
    seats: (s) => (s.turn ? [s.turn.seat] : []),
    options: turnOptions,
    resolve: (s, seat, c, _n, ctx) => resolveTurn(s, ctx, seat, c),
  });
}

export const virtualRevolution: FlowGame<VrState, z.infer<typeof optionsSchema>, VrView> = defineFlowGame({
  id: 'vr',
  name: 'Virtual Revolution',
  summary: m('vr.game.summary'),
  minSeats: 2,
  maxSeats: 4,
  ...flowGameBasics(vrStateSchema, optionsSchema, vrKinds),
  register,
  setup: (seats, _o, seed) => setupVr(seats, seed),
  // A turn is a Director's turn of the Round (turnsPlayed counts them; the End of Round comes after the last).
  turnKey: (s) => (s.over ? 'over' : `r${s.round}.${s.turnsPlayed}`),
  refusal,
  view: vrView,
  describe: vrWords,
  secrets: vrSecrets,
  unavailable: unavailableChoices,
  // Raids, Necro Immunity, Dark Kingdom, Quartier Latin, the turn order and the final choices:
  // every decision that is not the current player's own turn reaches its player by DM.
  pushPrompt: (s, seat) => !(s.stack.length === 0 && s.turn?.seat === seat),
  outcome(s): Outcome {
    if (!s.over || !s.scores) return { over: false };
    const totals = s.scores.map((x) => x.total ?? 0);
    // The ranking only: each seat's breakdown is the public tally just above (scoring.ts) and on the board.
    const { winners, line } = ranking(s, totals);
    return { over: true, scores: totals, winners, summary: [m('vr.game.ranking', { line })] };
  },
  standings: vrStandings,
  // The story charts each Corporation's public VP, Round by Round (5 Rounds).
  story: { unit: m('vr.story.unit'), scores: m('vr.story.scores'), round: (s) => s.round },
  help: HELP,
  computer: { greedy: vrGreedy },
});

/** The sealed flow, for tests that run steps (`settle`) on a built state. */
export const vrFlow: VrFlow = virtualRevolution.flow;
