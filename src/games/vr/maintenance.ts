import type { FlowContext } from '../../engine/events.ts';
import { DIRECTORS } from './data/index.ts';
import { gainMoney } from './econ.ts';
import { queue, type StepRun, type VrFlow } from './flow.ts';
import { m } from './messages.ts';
import { revealAgents } from './setup.ts';
import type { VrState } from './state.ts';

/**
 * Income and Maintenance, the last steps of Rounds 1-4; then the next Round starts.
 */

const runIncome: StepRun<'income'> = (s, _step, ctx) => {
  for (const seat of s.order) {
    gainMoney(s, ctx, seat, s.p[seat]!.income, 'Income');
  }
};

/** Verse row: the rightmost card goes under the deck, the others slide right, a new card fills the leftmost space. */
export function slideVerses(s: VrState): void {
  const gone = s.verseDisplay[4];
  if (gone) s.verseDeck.push(gone);
  s.verseDisplay = [s.verseDeck.shift() ?? null, ...s.verseDisplay.slice(0, 4)];
}

/** Agents not recruited are discarded; new ones are revealed (only 4 for Round 5: the deck runs out). */
export function renewAgents(s: VrState, ctx: FlowContext): void {
  for (const sp of s.agentSpaces) if (sp.agent) s.agentDiscard.push(sp.agent);
  s.agentSpaces = s.agentSpaces.map(() => ({ agent: null, borough: null }));
  revealAgents(s, ctx, s.loc);
}

const runMaintenance: StepRun<'maintenance'> = (s, _step, ctx) => {
  slideVerses(s);
  renewAgents(s, ctx);
  s.directors = [];
  for (const p of s.p) {
    p.directorsLeft = DIRECTORS;
    p.directorDistricts = [];
    for (const a of p.onDuty) a.turned = false;
    // Necro markers last for the Round they name: those of the Round just played go.
    p.modifiers = p.modifiers.filter((m) => m.round > s.round);
  }
  s.titlesTurned = [];
  const shown = s.agentSpaces.filter((a) => a.agent).length;
  ctx.event(m('vr.ev.maintenance', { n: shown }));
  s.round += 1;
  queue(s, [{ k: 'startRound' }]);
};

/** Registers this module's steps on the game's flow. */
export function registerMaintenance(flow: VrFlow): void {
  flow.defineStep('income', runIncome);
  flow.defineStep('maintenance', runMaintenance);
}
