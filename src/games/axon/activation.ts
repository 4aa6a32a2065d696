import type { Seat } from '../../engine/types.ts';
import type { AxonFlow, Opt } from './flow.ts';
import type { AxonState } from './state.ts';

/**
 * FOUNDATION PLACEHOLDER (helper A replaces this file): activating Characters.
 *
 * - `activationChoices(s, seat)`: the turn's Activate Character choices, kind 'activate' (Routine:
 *   label names the Character and the Routine step that will fire) and kind 'hack' (costs 1
 *   Software card, paid by the turn module before `startActivation`), value { char, mode }.
 * - `startActivation(s, seat, char, mode)`: runs the overdose check, then the Routine or the hack
 *   (asking 'choose' where a step leaves a choice), then the optional Area Action, the Activation
 *   Token, the Prison's section/release; finally sets s.turn.acted (s.turn.acting while it runs).
 * - `hackWith(s, seat, char, skills?)`: a hack that does not activate its target (the HACK Skill, a
 *   Corporation ability): one of its Skills (limited to `skills`) or nothing; no Area Action.
 */
export function activationChoices(_s: AxonState, _seat: Seat): Opt[] {
  return [];
}
export function startActivation(_s: AxonState, _seat: Seat, _char: string, _mode: 'routine' | 'hack'): void {}
export function hackWith(_s: AxonState, _seat: Seat, _char: string, _skills?: readonly string[]): void {}
export function registerActivation(_flow: AxonFlow): void {}
