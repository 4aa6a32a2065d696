import type { NaFlow } from './flow.ts';

/** The Production phase (rule 50): the 'production' step. (Placeholder: its work fills it.) */
export function registerProduction(_flow: NaFlow): void {}
