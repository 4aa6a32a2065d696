import type { NaFlow } from './flow.ts';

/** The Event phase (rules 51-52): the 'event' step. (Placeholder: its work fills it.) */
export function registerEventPhase(_flow: NaFlow): void {}
