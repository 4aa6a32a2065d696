import { matchesLegal } from './amount.ts';
import type { ApplyResult, GameDefinition, Seat } from './types.ts';
import { canAct } from './waiting.ts';

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
 * The one way the platform applies a move. It never throws and never changes `state`:
 * the game over, a seat not awaited, a malformed or illegal action all come back as a sentence.
 */
export function applyAction<S>(
  def: GameDefinition<S>,
  state: S,
  seat: Seat,
  action: unknown,
): ApplyResult<S> & { internal?: unknown } {
  try {
    if (def.outcome(state).over) return { ok: false, error: 'This game is over.' };
    if (!canAct(def, state, seat)) return { ok: false, error: 'The table is not waiting for you right now.' };
    const parsed = def.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, error: 'That move is not one this game understands.' };
    const legal = def.legalActions(state, seat).some((a) => matchesLegal(a, parsed.data));
    const result = def.apply(cloneJson(state), seat, cloneJson(parsed.data));
    if (!result.ok) return result;
    if (!legal) return { ok: false, error: 'That move is not allowed at this point.' };
    return result;
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
