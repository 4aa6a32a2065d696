import type { NaState } from './state.ts';

/** Placeholder signatures (the end-game work fills them): the end at threat 25 (rule 82) and the normal end (rule 84). */
export function endByThreat(s: NaState): void {
  s.over = true;
  s.phase = 'over';
}

export function endNormally(s: NaState): void {
  s.over = true;
  s.phase = 'over';
}

/** The 'finish' step and anything else the end needs. (Placeholder.) */
export function registerEndGame(_flow: import('./flow.ts').NaFlow): void {}
