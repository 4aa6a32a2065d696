import type { z } from 'zod';
import { remember } from '../../engine/events.ts';
import type { FlowAction } from '../../engine/flow.ts';
import { defineFlowGame, type FlowGame } from '../../engine/flowGame.ts';
import { flowGameBasics } from '../../engine/gameFlow.ts';
import type { Outcome } from '../../engine/types.ts';
import { unavailable } from './blocked.ts';
import { naGreedy } from './bot.ts';
import { registerDeal } from './deal.ts';
import { registerDemand } from './demand.ts';
import { naStandings, naStory, registerEndGame } from './endGame.ts';
import { registerEndTurn } from './endTurn.ts';
import { registerEventPhase } from './eventPhase.ts';
import { type NaFlow, naKinds, top } from './flow.ts';
import { HELP } from './help.ts';
import { naWords } from './inWords.ts';
import { m } from './messages.ts';
import { registerProduction } from './production.ts';
import { naSecrets } from './secrets.ts';
import { setupNa } from './setup.ts';
import { type NaState, naStateSchema, optionsSchema } from './state.ts';
import { registerTrade } from './trade.ts';
import { registerTurn } from './turn.ts';
import { type NaView, naView } from './view.ts';

/** Every New Angeles move is one choice, named by its key (and the number typed for an amount). */
export type NaAction = FlowAction;

/** Whether a step closed the secret support vote (the votes were revealed together). */
export const closesVote = (before: NaState, after: NaState): boolean =>
  before.stack.some((p) => p.kind === 'support') && !after.stack.some((p) => p.kind === 'support');

export const newAngeles: FlowGame<NaState, z.infer<typeof optionsSchema>, NaView> = defineFlowGame({
  id: 'na',
  name: 'New Angeles',
  summary: m('na.summary'),
  minSeats: 4,
  maxSeats: 6,
  ...flowGameBasics(naStateSchema, optionsSchema, naKinds),
  // The board's "what changed" panel: the last public lines.
  onEvent: (s, e) => remember(s.recent, e),
  // Every rules module registers its decisions and steps on the game's one flow (one line each).
  register: [
    registerProduction,
    registerEventPhase,
    registerTurn,
    registerDeal,
    registerEndTurn,
    registerDemand,
    registerEndGame,
    registerTrade,
  ],
  setup: (seats, o, seed) => setupNa(seats, optionsSchema.parse(o ?? {}), seed),
  // The active player's turn: their draw, the deal with its counteroffers and votes, their end of turn. Production, Demand and Event are each one turn of the round.
  turnKey: (s) => (s.phase === 'action' ? `r${s.round}.action.${s.active}` : `r${s.round}.${s.phase}`),
  // Trading (rules 71-75) is open to every seat at any time: the engine wires `anytime` from the
  // trade module's free actions; a refusal is the engine's default sentence.
  // Decisions out of one's own turn (a counteroffer chance) and those everyone answers at once (the
  // vote, an investment: the active player too, who may be on no prompt then) are pushed by DM.
  // A trade proposal reaches its partner by DM too (rule 71).
  // (also to the player on their turn: its DM then has the Accept and Decline buttons).
  pushPrompt: (s, seat) => {
    // Named by who proposes what, so each new proposal is pushed, also to a seat already on a pushed decision.
    const calls = s.proposals.flatMap((t, from) =>
      t !== null && t.to === seat ? [`${from}:${JSON.stringify(t)}`] : [],
    );
    if (calls.length > 0) return `trade ${calls.join(' ')}`;
    const p = top(s);
    return !!p && p.seats.includes(seat) && (p.seats.length > 1 || seat !== s.active);
  },
  // Rule 59: the step that closes the support vote reveals every vote; taking it back would let the
  // last voter vote again knowing the others' votes, so it is final.
  finalStep: (before, after) => closesVote(before, after) && m('na.finalStep'),
  view: naView,
  describe: naWords,
  secrets: naSecrets,
  outcome(s): Outcome {
    if (!s.over || !s.result) return { over: false };
    // Nobody may win (threat 25 without a Federalist at 25 capital; every rival unbeaten): winners is then empty and every result 'lost'.
    return {
      over: true,
      scores: [...s.capital],
      winners: s.result.winners,
      summary: s.result.lines,
      results: s.result.results,
    };
  },
  standings: naStandings,
  story: naStory,
  unavailableGiven: unavailable,
  help: HELP,
  computer: { greedy: naGreedy },
});

/** The sealed flow, for tests that run steps (`settle`) on a built state. */
export const naFlow: NaFlow = newAngeles.flow;
