import { DECISIONS, STEPS, type IspyFlow } from './flow.ts';

/**
 * Foundation only: a do-nothing handler for every decision and step no rules module has
 * registered yet, and a turn that only ends, so the flow seals while the modules are written.
 * Deleted (with its line in game.ts) once every module has landed.
 */
export function registerStubs(flow: IspyFlow, have: { decisions: readonly string[]; steps: readonly string[]; turn: boolean } = { decisions: ['relocate'], steps: [], turn: false }): void {
  for (const d of DECISIONS) if (!have.decisions.includes(d)) flow.defineDecision(d, { options: () => [], resolve: () => undefined });
  for (const k of STEPS) if (!have.steps.includes(k)) flow.defineStep(k, () => undefined);
  if (!have.turn) flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });
}
