import type { NaFlow } from './flow.ts';

/** The deal (rules 53-63): reveal, main offer, targets, counteroffers, support, resolve, claim, discard. (Placeholder: its work fills it.) */
export function registerDeal(_flow: NaFlow): void {}
