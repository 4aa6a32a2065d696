import { ask, type Handler, type Opt, type VrFlow } from '../flow.ts';
import type { VrState } from '../state.ts';

/**
 * The choices inside Agent abilities (which Borough, which card, which player...) are all one
 * decision kind, 'agentPick', whose data names a pick step; each step offers its buttons and
 * resolves the one chosen. Keeping them in one table keeps each ability's code beside its text.
 */
export type PickData = Record<string, unknown>;

/** Every pick step (the modules' tables together must define each one). */
export type PickName =
  | 'token'
  | 'hassanAgain' | 'viscount' | 'takeVerse' | 'corto' | 'ivan' | 'morel' | 'dinaCard' | 'dinaTo' | 'stilsonNew' | 'stilsonOld'
  | 'pixel' | 'hassanOnline' | 'clarisseWho' | 'clarisseTake' | 'clarisseGive' | 'discardTwo';

export interface PickStep {
  options(s: VrState, seat: number, data: PickData): Opt[];
  /** Return 'keep' to ask the same seat the same step again (data may have changed). */
  resolve(s: VrState, seat: number, data: PickData, opt: Opt): void | 'keep';
}

export type PickTable = Record<PickName, PickStep>;

/** Asks `seat` one Agent choice. A step that offers nothing is dropped by the flow. */
export function pick(s: VrState, seat: number, step: PickName, data: PickData = {}): void {
  ask(s, 'agentPick', [seat], { ...data, step });
}

/** Registers the 'agentPick' decision, answering with the pick steps of `picks`. */
export function registerAgentPick(flow: VrFlow, picks: PickTable): void {
  const pickStep = (step: unknown): PickStep => {
    const h = Object.hasOwn(picks, String(step)) ? picks[String(step) as PickName] : undefined;
    if (!h) throw new Error(`no agent pick ${String(step)}`);
    return h;
  };
  const agentPickDecision: Handler<'agentPick'> = {
    options: (s, p, seat) => pickStep(p.data.step).options(s, seat, p.data),
    resolve: (s, p, seat, opt) => pickStep(p.data.step).resolve(s, seat, p.data, opt),
  };
  flow.defineDecision('agentPick', agentPickDecision);
}
