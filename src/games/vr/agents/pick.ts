import type { FlowContext } from '../../../engine/events.ts';
import type { Choice, DataOf } from '../../../engine/flow.ts';
import { ask, type Handler, type Opt, type PickDataOf, type PickName, type VrFlow } from '../flow.ts';
import type { VrState } from '../state.ts';

/**
 * The choices inside Agent abilities (which Borough, which card, which player...) are all one
 * decision kind, 'agentPick', whose data names a pick step; each step offers its buttons and
 * resolves the one chosen. Keeping them in one table keeps each ability's code beside its text.
 * Each step's data has its schema in flow.ts (PICK_DATA).
 */
export type { PickName };
/** What a pick step is asked with (its data without the step's name). */
export type PickArgs<N extends PickName> = Omit<PickDataOf<N>, 'step'>;

export interface PickStep<N extends PickName = PickName> {
  options(s: VrState, seat: number, data: PickDataOf<N>): Opt[];
  /** Return 'keep' to ask the same seat the same step again (data may have changed). */
  // biome-ignore lint/suspicious/noConfusingVoidType: the steps' resolve methods that never keep are inferred `void`, which `undefined` would reject
  resolve(s: VrState, ctx: FlowContext, seat: number, data: PickDataOf<N>, opt: Choice): void | 'keep';
}

export type PickTable = { [N in PickName]: PickStep<N> };

/** Asks `seat` one Agent choice. A step that offers nothing is dropped by the flow. */
export function pick<N extends PickName>(
  s: VrState,
  seat: number,
  step: N,
  ...[data = {} as PickArgs<N>]: Record<string, never> extends PickArgs<N> ? [data?: PickArgs<N>] : [data: PickArgs<N>]
): void {
  // TS cannot join a generic Omit and its step back into the union of pick data; PICK_DATA checks it on load.
  ask(s, 'agentPick', [seat], { ...data, step } as unknown as DataOf<VrState, 'agentPick'>);
}

/** Registers the 'agentPick' decision, answering with the pick steps of `picks`. */
export function registerAgentPick(flow: VrFlow, picks: PickTable): void {
  // The table holds each step's handler under its own name, so the entry fits the data it is handed.
  const pickStep = (step: PickName): PickStep => {
    const h = Object.hasOwn(picks, step) ? (picks[step] as unknown as PickStep) : undefined;
    if (!h) throw new Error(`no agent pick ${step}`);
    return h;
  };
  const agentPickDecision: Handler<'agentPick'> = {
    options: (s, p, seat) => pickStep(p.data.step).options(s, seat, p.data),
    resolve: (s, p, seat, opt, _n, ctx) => pickStep(p.data.step).resolve(s, ctx, seat, p.data, opt),
  };
  flow.defineDecision('agentPick', agentPickDecision);
}
