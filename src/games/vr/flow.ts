import type { Pending, Step, VrState } from './state.ts';

/**
 * The decision machinery. A state holds a stack of pending decisions (top = last) and a queue of
 * automatic steps. The seats of the top decision are awaited; when no decision is pending the
 * queue runs; when both are empty the current player's turn offers its choices.
 */

/** One choice at a decision point; `key` is unique within one seat's list. */
export interface Opt {
  readonly key: string;
  readonly kind: string;
  readonly label: string;
  readonly detail?: string;
  readonly style?: 'primary' | 'secondary' | 'success' | 'danger';
  /** Anything the resolver needs (kept out of the key). */
  readonly value?: unknown;
}

/** A decision kind: the options it offers a seat, and what choosing one does. */
export interface Handler {
  options(s: VrState, p: Pending, seat: number): Opt[];
  /** Return 'keep' to leave this seat awaited on the same decision (multi-step decisions). */
  resolve(s: VrState, p: Pending, seat: number, opt: Opt): void | 'keep';
}

/** Free actions available during one's own turn (Agents, Titles, Verses, Recycle, extra Actions). */
export interface FreeActions {
  readonly prefix: string;
  options(s: VrState, seat: number): Opt[];
  resolve(s: VrState, seat: number, opt: Opt): void;
}

const handlers = new Map<string, Handler>();
const steps = new Map<string, (s: VrState, step: Step) => void>();
const free: FreeActions[] = [];

export function defineDecision(kind: string, h: Handler): void {
  if (handlers.has(kind)) throw new Error(`decision ${kind} defined twice`);
  handlers.set(kind, h);
}

export function defineStep(k: string, fn: (s: VrState, step: Step) => void): void {
  if (steps.has(k)) throw new Error(`step ${k} defined twice`);
  steps.set(k, fn);
}

export function defineFreeActions(f: FreeActions): void {
  free.push(f);
}

export function freeActions(): readonly FreeActions[] {
  return free;
}

export function handler(kind: string): Handler {
  const h = handlers.get(kind);
  if (!h) throw new Error(`no handler for decision ${kind}`);
  return h;
}

/** Asks `seats` a decision of `kind`; it is answered before anything below it. */
export function ask(s: VrState, kind: string, seats: readonly number[], data: Record<string, unknown> = {}): void {
  if (seats.length === 0) return;
  handler(kind);
  s.stack.push({ kind, seats: [...seats], data });
}

/** Queues automatic steps to run in order (before those already queued when `first`). */
export function queue(s: VrState, list: readonly Step[], first = false): void {
  if (first) s.queue.unshift(...list);
  else s.queue.push(...list);
}

/** Runs queued steps while no decision is pending. */
export function settle(s: VrState): void {
  let guard = 0;
  while (s.stack.length === 0 && s.queue.length > 0) {
    if (++guard > 10_000) throw new Error('flow does not settle');
    const step = s.queue.shift()!;
    const fn = steps.get(step.k);
    if (!fn) throw new Error(`no step ${step.k}`);
    fn(s, step);
  }
  // A decision whose seats have all answered, or that offers nobody anything, is dropped.
  while (s.stack.length > 0) {
    const top = s.stack[s.stack.length - 1]!;
    top.seats = top.seats.filter((seat) => handler(top.kind).options(s, top, seat).length > 0);
    if (top.seats.length > 0) break;
    s.stack.pop();
    if (s.stack.length === 0) return settle(s);
  }
}

export function top(s: VrState): Pending | undefined {
  return s.stack[s.stack.length - 1];
}

/** Answers `seat`'s part of decision `p` with `opt`. */
export function answer(s: VrState, p: Pending, seat: number, opt: Opt): void {
  const keep = handler(p.kind).resolve(s, p, seat, opt);
  if (keep !== 'keep') {
    p.seats = p.seats.filter((x) => x !== seat);
    if (p.seats.length === 0) {
      const i = s.stack.indexOf(p);
      if (i >= 0) s.stack.splice(i, 1);
    }
  }
}
