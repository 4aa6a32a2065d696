import { matchesLegal } from './amount.ts';
import type { ApplyResult, GameDefinition, LegalAction, Seat } from './types.ts';
import { canAct } from './waiting.ts';

export { canAct };

/** Canonical JSON (sorted keys) so two equal actions compare equal whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Game states and actions are plain JSON by contract; a JSON round trip copies them several times faster than structuredClone. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export const INTERNAL_ERROR = 'Something went wrong with that move, so nothing changed. Please tell the bot owner.';

export function isAwaited(def: GameDefinition, state: unknown, seat: Seat): boolean {
  return def.awaiting(state).includes(seat);
}

/**
 * Is `action` one of `legal`? Equal to a listed action (canonical JSON), or, for a listed action
 * taking an amount, that action with `amount: n` added where min <= n <= max.
 */
export function checkLegal(legal: readonly LegalAction[], action: unknown): { ok: true; legal: LegalAction } | { ok: false; error: string } {
  const found = legal.find((a) => matchesLegal(a, action));
  if (found) return { ok: true, legal: found };
  // A number outside an offered range: say which numbers are allowed.
  if (action && typeof action === 'object' && !Array.isArray(action) && 'amount' in action) {
    const { amount: _n, ...rest } = action as Record<string, unknown>;
    const numbered = legal.find((a) => a.amount && canonical(a.action) === canonical(rest));
    if (numbered?.amount) return { ok: false, error: `${numbered.amount.prompt}: give a whole number from ${numbered.amount.min} to ${numbered.amount.max}.` };
  }
  return { ok: false, error: 'That move is not allowed at this point.' };
}

/**
 * The one way the platform applies a move. It never throws and never changes `state`:
 * the game over, a seat that may not act, a malformed or illegal action all come back as a
 * sentence, and only a legal action reaches the game's `apply`. `legal`: the seat's legal actions
 * in `state` when the caller has already computed them (they are not computed again).
 */
export function applyAction<S>(
  def: GameDefinition<S>,
  state: S,
  seat: Seat,
  action: unknown,
  legal?: readonly LegalAction[],
): ApplyResult<S> & { internal?: unknown } {
  try {
    if (def.outcome(state).over) return { ok: false, error: 'This game is over.' };
    if (!canAct(def, state, seat)) return { ok: false, error: 'The table is not waiting for you right now.' };
    const parsed = def.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, error: 'That move is not one this game understands.' };
    const allowed = checkLegal(legal ?? def.legalActions(state, seat), parsed.data);
    if (!allowed.ok) return allowed;
    return def.apply(cloneJson(state), seat, cloneJson(parsed.data));
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
      return { ok: false, error: `This game was saved by a newer version of the bot (state v${storedVersion}).` };
    }
    const parsed = def.stateSchema.safeParse(upgraded);
    if (!parsed.success) return { ok: false, error: `The saved ${def.name} game does not match its schema.` };
    return { ok: true, state: parsed.data };
  } catch {
    return { ok: false, error: `The saved ${def.name} game could not be upgraded.` };
  }
}

/** Replace {seat:N} placeholders in event text with names (or any other label). */
export function fillSeats(text: string, name: (seat: Seat) => string): string {
  return text.replace(/\{seat:(\d+)\}/g, (_m, n: string) => name(Number(n)));
}
