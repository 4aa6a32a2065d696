import type { NaFlow } from './flow.ts';

/** Demand rounds (rules 76-80) and the investment choice. (Placeholder: its work fills it.) */
export function registerDemand(_flow: NaFlow): void {}
