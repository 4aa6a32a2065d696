import type { NaFlow } from './flow.ts';

/** Trading (rules 71-75). (Placeholder: its work fills it.) */
export function registerTrade(_flow: NaFlow): void {}
