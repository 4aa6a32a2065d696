import type { ActionType, Component, Cond, Effect, Moving, Scope } from './types.ts';

/**
 * Short builders for the card tables' conditions and effects: each gives the literal the schemas
 * parse (a scope only when one is given), so a table row fits on one line.
 */

export const has = (what: Component): Cond => ({ has: what });
export const lacks = (what: Component): Cond => ({ lacks: what });
/** A district's unrest stage ('unrest': protest or strike; 'working': stable or protest). */
export const stage = (unrest: Extract<Cond, { unrest: unknown }>['unrest']): Cond => ({ unrest });
export const notRoot: Cond = { notRoot: true };

const scoped = <E extends Effect>(e: E, scope: Scope | undefined): E => (scope ? { ...e, scope } : e);
export const place = (what: Component, scope?: Scope): Effect => scoped({ op: 'place', what }, scope);
export const remove = (what: Component, scope?: Scope): Effect => scoped({ op: 'remove', what }, scope);
export const moveOut = (what: Moving, scope?: Scope): Effect => scoped({ op: 'moveOut', what }, scope);
export const unrest = (by: number, scope?: Scope): Effect => scoped({ op: 'unrest', by }, scope);
export const exploit: Effect = { op: 'exploit' };
export const threat = (by: number): Effect => ({ op: 'threat', by });
export const draw = (deck: ActionType | 'general', n: number): Effect => ({ op: 'draw', deck, n });
