import { z } from 'zod';
import { createFlow, flowActionSchema } from '../../engine/flow.ts';
import type { GameDefinition, LegalAction, Outcome } from '../../engine/types.ts';
import { registerActions } from './actions.ts';
import { registerAgents } from './agents.ts';
import { registerBoosts } from './boosts.ts';
import { registerEndRound } from './endRound.ts';
import { DECISIONS, STEPS, type VrFlow } from './flow.ts';
import { registerLosses } from './losses.ts';
import { registerMaintenance } from './maintenance.ts';
import { registerNecro } from './necro.ts';
import { registerRaid } from './raid.ts';
import { registerRecycle } from './recycle.ts';
import { ranking, registerScoring, vrStandings } from './scoring.ts';
import { registerSetup, setupVr } from './setup.ts';
import { vrStateSchema, type VrState } from './state.ts';
import { registerTitles } from './titles.ts';
import { registerTurnOrder } from './turnOrder.ts';
import { resolveTurn, turnOptions } from './turn.ts';
import { registerVerseBonuses } from './verses/bonuses.ts';
import { registerVerses } from './verses.ts';
import { vrView, type VrView } from './view.ts';
import { vrWords } from './inWords.ts';
import { HELP } from './help.ts';
import { vrSecrets } from './secrets.ts';
import { refusal, unavailableChoices } from './blocked.ts';
import { vrGreedy } from './bot.ts';

/** Every Virtual Revolution move is one choice, named by its key, at the current decision point. */
const actionSchema = flowActionSchema;
export type VrAction = z.infer<typeof actionSchema>;

const optionsSchema = z.object({});

/** The game's one flow: every rules module registers its decisions, steps and free actions on it. */
function buildFlow(): VrFlow {
  const flow: VrFlow = createFlow<VrState>({ decisions: DECISIONS, steps: STEPS, over: (s) => s.over });
  // Free actions are offered in this order after the turn's own choices.
  registerVerses(flow);
  registerAgents(flow);
  registerTitles(flow);
  registerRecycle(flow);
  for (const register of [registerActions, registerBoosts, registerEndRound, registerLosses, registerMaintenance, registerNecro, registerRaid, registerScoring, registerSetup, registerTurnOrder, registerVerseBonuses]) {
    register(flow);
  }
  flow.defineTurn({ seats: (s) => (s.turn ? [s.turn.seat] : []), options: turnOptions, resolve: resolveTurn });
  return flow.seal();
}

const flow = buildFlow();

export const virtualRevolution: GameDefinition<VrState, VrAction, z.infer<typeof optionsSchema>, VrView> = {
  id: 'vr',
  name: 'Virtual Revolution',
  summary: 'Corporations fight for Neo Paris: Influence, Servers, Verses and Agents over 5 Rounds, under Necro attacks.',
  minSeats: 2,
  maxSeats: 4,
  schemaVersion: 1,
  stateSchema: vrStateSchema,
  actionSchema,
  optionsSchema,
  setup: (seats, _o, seed) => flow.start(setupVr(seats, seed)),
  awaiting: (s) => flow.awaiting(s),
  // A turn is a Director's turn of the Round (turnsPlayed counts them; the End of Round comes after the last).
  turnKey: (s) => (s.over ? 'over' : `r${s.round}.${s.turnsPlayed}`),
  legalActions: (s, seat): LegalAction<VrAction>[] => flow.legalActions(s, seat),
  apply: (s, seat, a, listed) => flow.apply(s, seat, a, () => refusal(s, seat, a.k), listed),
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
    return { over: true, scores: totals, winners, summary: [`Ranking: ${line}.`] };
  },
  standings: vrStandings,
  help: HELP,
  computer: { greedy: vrGreedy },
};
