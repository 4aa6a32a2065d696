import type { GameDefinition, PublicWaiting, Seat } from './types.ts';

/**
 * Who may act and whom the public sees awaited. The game answers `awaiting` (must act), and
 * optionally `mayAct` (may respond, not waited for), `anytime` (choices open at any moment, such
 * as trading: may act, never awaited nor prompted) and `publicAwaiting` (what the public may know
 * when an asker must stay secret); these helpers apply the contract's defaults.
 */

/** Seats that may act now without being awaited (an awaited seat is never listed here). */
export function mayActSeats(def: GameDefinition, state: unknown): readonly Seat[] {
  if (!def.mayAct) return [];
  const awaited = def.awaiting(state);
  return def.mayAct(state).filter((s) => !awaited.includes(s));
}

/**
 * Whether `seat` is awaited or free to respond (`mayAct`): the seats a decision is in front of,
 * those random and computer players move and a game's own time limit applies to. A seat with
 * only anytime choices is not.
 */
export function awaitedOrMay(def: GameDefinition, state: unknown, seat: Seat): boolean {
  return def.awaiting(state).includes(seat) || (def.mayAct?.(state).includes(seat) ?? false);
}

/** Whether `seat` may choose now: awaited, free to respond in an open window, or with choices open at any time. */
export function canAct(def: GameDefinition, state: unknown, seat: Seat): boolean {
  return awaitedOrMay(def, state, seat) || (def.anytime?.(state, seat) ?? false);
}

/**
 * Seats not awaited that may act now and whose prompt the game pushes (`pushPrompt`, default
 * true): each is DMed its buttons once, when it joins this list.
 */
export function pushedMaySeats(def: GameDefinition, state: unknown): readonly Seat[] {
  const may = mayActSeats(def, state);
  return def.pushPrompt ? may.filter((s) => def.pushPrompt!(state, s)) : may;
}

/** Whom the public may see awaited: the game's answer, or every awaited seat by name. */
export function publicWaiting(def: GameDefinition, state: unknown): PublicWaiting {
  return def.publicAwaiting ? def.publicAwaiting(state) : { seats: def.awaiting(state) };
}

/** Awaited seats the public must not know of (secret askers): reached privately only. */
export function hiddenAskers(def: GameDefinition, state: unknown): readonly Seat[] {
  if (!def.publicAwaiting) return [];
  const shown = def.publicAwaiting(state).seats;
  return def.awaiting(state).filter((s) => !shown.includes(s));
}

/** The turn the state is in (GameDefinition.turnKey), or undefined for a game that does not say. */
export function turnKeyOf(def: GameDefinition, state: unknown): string | undefined {
  return def.turnKey?.(state);
}

/** What the game pushes `seat` for: pushPrompt's string ('' for true), null when not pushed. */
function pushMark(def: GameDefinition, state: unknown, seat: Seat, byDefault: boolean): string | null {
  const v = def.pushPrompt ? def.pushPrompt(state, seat) : byDefault;
  return v === false ? null : v === true ? '' : v;
}

/** A push the seat has not had: pushed now, and before not at all or for something else (not merely something gone). */
const newCall = (before: string | null, after: string | null): boolean =>
  after !== null && after !== before && (before === null || after !== '');

/**
 * Seats (not `actor`) whose prompt is pushed by DM after a move from `before` to `after`, beside
 * the newly awaited ones: those that may act and whose prompt the game pushes now but not before
 * (a window opened to them), and awaited seats still on their decision that something addressed
 * to them made the game push (a trade proposal to the player whose turn it is); also seats already
 * pushed that the game now pushes for something new (pushPrompt's string changed: a trade proposal
 * to a player on a secret vote).
 */
export function newlyPushed(
  def: GameDefinition,
  before: unknown,
  after: unknown,
  actor: Seat,
  newlyAwaited: readonly Seat[],
): Seat[] {
  const pushedBefore = pushedMaySeats(def, before);
  // The seats awaited after the move, asked once (pushedMaySeats would ask again).
  const awaitedAfter = def.awaiting(after);
  const mayAfter = def.mayAct ? def.mayAct(after).filter((s) => !awaitedAfter.includes(s)) : [];
  const pushedAfter = def.pushPrompt ? mayAfter.filter((s) => def.pushPrompt!(after, s)) : mayAfter;
  const may = pushedAfter.filter(
    (s) =>
      s !== actor &&
      (!pushedBefore.includes(s) || newCall(pushMark(def, before, s, true), pushMark(def, after, s, true))),
  );
  const awaited = awaitedAfter.filter(
    (s) =>
      s !== actor &&
      !newlyAwaited.includes(s) &&
      !may.includes(s) &&
      newCall(pushMark(def, before, s, false), pushMark(def, after, s, false)),
  );
  return [...may, ...awaited];
}
