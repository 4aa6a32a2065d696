import type { NaFlow } from './flow.ts';

/** End of turn (rules 66-69): End of Turn, Exhaust and Discard assets. (Placeholder: its work fills it.) */
export function registerEndTurn(_flow: NaFlow): void {}
