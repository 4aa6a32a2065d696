import { ask, defineDecision, type Opt } from '../flow.ts';
import type { VrState } from '../state.ts';

/**
 * The choices inside Agent abilities (which Borough, which card, which player...) are all one
 * decision kind, 'agentPick', whose data names a pick step; each step offers its buttons and
 * resolves the one chosen. Keeping them in one table keeps each ability's code beside its text.
 */
export type PickData = Record<string, unknown>;

export interface PickStep {
  options(s: VrState, seat: number, data: PickData): Opt[];
  /** Return 'keep' to ask the same seat the same step again (data may have changed). */
  resolve(s: VrState, seat: number, data: PickData, opt: Opt): void | 'keep';
}

const picks = new Map<string, PickStep>();

export function definePick(step: string, h: PickStep): void {
  if (picks.has(step)) throw new Error(`agent pick ${step} defined twice`);
  picks.set(step, h);
}

function pickStep(step: unknown): PickStep {
  const h = picks.get(String(step));
  if (!h) throw new Error(`no agent pick ${String(step)}`);
  return h;
}

/** Asks `seat` one Agent choice. A step that offers nothing is dropped by the flow. */
export function pick(s: VrState, seat: number, step: string, data: PickData = {}): void {
  pickStep(step);
  ask(s, 'agentPick', [seat], { ...data, step });
}

defineDecision('agentPick', {
  options: (s, p, seat) => pickStep(p.data.step).options(s, seat, p.data),
  resolve: (s, p, seat, opt) => pickStep(p.data.step).resolve(s, seat, p.data, opt),
});
