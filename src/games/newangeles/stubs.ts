import type { NaFlow } from './flow.ts';
import { DECISIONS, STEPS } from './flow.ts';

/**
 * TEMPORARY (foundation only; deleted once every rules module has landed): lets the flow seal
 * while some decisions and steps have no handler yet. A stubbed decision offers nothing (it is
 * dropped); a stubbed step does nothing.
 */
export function recording(flow: NaFlow): { flow: NaFlow; stubRest: () => void } {
  const done = new Set<string>();
  let turn = false;
  const rec: NaFlow = {
    ...flow,
    defineDecision: (k, d) => { done.add(`d:${k}`); flow.defineDecision(k, d); },
    defineStep: (k, r) => { done.add(`s:${k}`); flow.defineStep(k, r); },
    defineTurn: (t) => { turn = true; flow.defineTurn(t); },
  };
  return {
    flow: rec,
    stubRest: () => {
      for (const k of DECISIONS) if (!done.has(`d:${k}`)) flow.defineDecision(k, { options: () => [], resolve: () => undefined });
      for (const k of STEPS) if (!done.has(`s:${k}`)) flow.defineStep(k, () => undefined);
      if (!turn) flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });
    },
  };
}
