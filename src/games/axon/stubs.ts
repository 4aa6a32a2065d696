import { DECISIONS, STEPS, type AxonFlow } from './flow.ts';

/**
 * Foundation only: a do-nothing handler for every decision and step no rules module has
 * registered yet, and a turn that only ends, so the flow seals while the modules are written.
 * Deleted (with its lines in game.ts) once every module has landed.
 */
export function recording(flow: AxonFlow): { flow: AxonFlow; stub: () => void } {
  const decisions = new Set<string>();
  const steps = new Set<string>();
  let turn = false;
  const rec: AxonFlow = {
    ...flow,
    defineDecision: (k, d) => (decisions.add(k), flow.defineDecision(k, d)),
    defineStep: (k, r) => (steps.add(k), flow.defineStep(k, r)),
    defineTurn: (t) => ((turn = true), flow.defineTurn(t)),
  };
  const stub = () => {
    for (const d of DECISIONS) if (!decisions.has(d)) flow.defineDecision(d, { options: () => [], resolve: () => undefined });
    for (const k of STEPS) if (!steps.has(k)) flow.defineStep(k, () => undefined);
    if (!turn) flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });
  };
  return { flow: rec, stub };
}
