import { matchesLegal } from './amount.ts';
import { m } from './engine.messages.ts';
import type { ApplyResult, GameDefinition, LegalAction, Seat } from './types.ts';
import { canAct } from './waiting.ts';

/** Canonical JSON (sorted keys) so two equal actions compare equal whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/**
 * Whether two plain JSON values are equal as JSON: objects compared key by key whatever their key
 * order (as `canonical` would), an `undefined` property counting as absent. No strings are built,
 * so comparing two views or two actions costs a walk over them.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN and the infinities are all null in JSON.
    return typeof a === 'number' && typeof b === 'number' && !Number.isFinite(a) && !Number.isFinite(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k of Object.keys(x)) {
    if (x[k] === undefined) continue;
    n++;
    if (!Object.hasOwn(y, k) || !sameJson(x[k], y[k])) return false;
  }
  for (const k of Object.keys(y)) if (y[k] !== undefined) n--;
  return n === 0;
}

/**
 * A deep copy of plain JSON (game states and actions are plain JSON by contract), with what a JSON
 * round trip gives: an `undefined` property is left out and an `undefined` array item becomes null.
 * A walk over the values copies a state about three times faster than JSON.parse(JSON.stringify())
 * and four times faster than structuredClone; it is the one copy of the state a move makes.
 */
export function cloneJson<T>(value: T): T {
  return (typeof value === 'object' && value !== null ? copyJson(value) : value) as T;
}

function copyJson(v: object): unknown {
  if (Array.isArray(v)) {
    const n = v.length;
    const out: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      out[i] = typeof x === 'object' ? (x === null ? null : copyJson(x)) : x === undefined ? null : x;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const x = o[k];
    if (x === undefined) continue;
    const y = typeof x === 'object' && x !== null ? copyJson(x) : x;
    // JSON.parse makes "__proto__" an own property; a plain assignment would set the prototype.
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: y, enumerable: true, configurable: true, writable: true });
    else out[k] = y;
  }
  return out;
}

export const INTERNAL_ERROR = m('engine.play.internal');

/**
 * Is `action` one of `legal`? Equal to a listed action (as JSON, whatever the key order), or, for a
 * listed action taking an amount, that action with `amount: n` added where min <= n <= max.
 * `key`: the key of the listed action the caller chose from; that one is checked first, so a
 * move is checked against one action rather than the whole list.
 */
export function checkLegal(
  legal: readonly LegalAction[],
  action: unknown,
  key?: string,
): { ok: true; legal: LegalAction } | { ok: false; error: string } {
  if (key !== undefined) {
    const keyed = legal.find((a) => a.key === key);
    if (keyed && matchesLegal(keyed, action)) return { ok: true, legal: keyed };
  }
  const found = legal.find((a) => matchesLegal(a, action));
  if (found) return { ok: true, legal: found };
  // A number outside an offered range: say which numbers are allowed.
  if (action && typeof action === 'object' && !Array.isArray(action) && 'amount' in action) {
    const { amount: _n, ...rest } = action as Record<string, unknown>;
    const numbered = legal.find((a) => a.amount && sameJson(a.action, rest));
    if (numbered?.amount)
      return {
        ok: false,
        error: m('engine.play.amount', {
          prompt: numbered.amount.prompt,
          min: String(numbered.amount.min),
          max: String(numbered.amount.max),
        }),
      };
  }
  return { ok: false, error: m('engine.play.notAllowed') };
}

/**
 * The one way the platform applies a move. It never throws and never changes `state`:
 * the game over, a seat that may not act, a malformed or illegal action all come back as a
 * sentence, and only a legal action reaches the game's `apply`. `legal`: the seat's legal actions
 * in `state` when the caller has already computed them (they are not computed again); `key`: the
 * key of the one among them the action was made from (checked first). The state is copied once,
 * for `apply` to update in place.
 */
export function applyAction<S>(
  def: GameDefinition<S>,
  state: S,
  seat: Seat,
  action: unknown,
  legal?: readonly LegalAction[],
  key?: string,
): ApplyResult<S> & { internal?: unknown } {
  try {
    if (def.outcome(state).over) return { ok: false, error: m('engine.play.over') };
    if (!canAct(def, state, seat)) return { ok: false, error: m('engine.play.notWaiting') };
    const parsed = def.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, error: m('engine.play.notUnderstood') };
    const allowed = checkLegal(legal ?? def.legalActions(state, seat), parsed.data, key);
    if (!allowed.ok) return allowed;
    return def.apply(cloneJson(state), seat, cloneJson(parsed.data), allowed.legal);
  } catch (internal) {
    return { ok: false, error: INTERNAL_ERROR, internal };
  }
}

/** Upgrade a stored state to the current schema version, then check it against the schema. */
export function loadState<S>(
  def: GameDefinition<S>,
  raw: unknown,
  storedVersion: number,
): { ok: true; state: S } | { ok: false; error: string } {
  try {
    const upgraded = storedVersion < def.schemaVersion && def.migrate ? def.migrate(raw, storedVersion) : raw;
    if (storedVersion > def.schemaVersion) {
      return { ok: false, error: m('engine.load.newer', { version: String(storedVersion) }) };
    }
    const parsed = def.stateSchema.safeParse(upgraded);
    if (!parsed.success) return { ok: false, error: m('engine.load.schema', { game: def.name }) };
    return { ok: true, state: parsed.data };
  } catch {
    return { ok: false, error: m('engine.load.upgrade', { game: def.name }) };
  }
}

/** Replace {seat:N} placeholders in event text with names (or any other label). */
export function fillSeats(text: string, name: (seat: Seat) => string): string {
  return text.replace(/\{seat:(\d+)\}/g, (_m, n: string) => name(Number(n)));
}
