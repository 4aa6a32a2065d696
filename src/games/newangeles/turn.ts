import type { NaFlow } from './flow.ts';

/** A turn (rules 46-49, 64): refresh, the deal's order of steps, passing the active-player token; the round's phases in order. (Placeholder: its work fills it.) */
export function registerTurn(_flow: NaFlow): void {}
