/**
 * One move as a pure step: the table (its record and parsed state), the seat and its choice in;
 * the new record (stamps, clocks, recent events, the undo note and the messages the move owes),
 * the history entry and the move's outcome out. No store, no clock, no I/O: Tables.act runs it
 * inside the store's atomic update (and again on a retry), with the time of the move given.
 */
import { createHash } from 'node:crypto';
import { memoGame } from '../engine/memo.ts';
import { applyAction, sameJson } from '../engine/play.ts';
import type { LegalAction, Seat } from '../engine/types.ts';
import { canAct, newlyPushed, publicWaiting, turnKeyOf } from '../engine/waiting.ts';
import type { GameEntry } from '../registry.ts';
import {
  type HistoryEntry,
  type OutboxEntry,
  RECENT_EVENTS_KEPT,
  type SeatClock,
  type TableRecord,
} from '../store/record.ts';
import { clockOf } from './clock.ts';
import { service } from './messages.ts';
import type { ActOutcome, Chooser, Owes, Result, Table } from './tables.ts';
import { undoNote } from './undo.ts';

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/**
 * Undelivered moves' messages kept at most: delivery runs right after each save, so only a
 * channel that keeps failing in some unforeseen way (not a refusal: that counts as delivered)
 * piles them up; the oldest then give way.
 */
export const OUTBOX_KEPT = 20;

/**
 * A seat's decision as one string (its choices' keys in order): when it changes, that seat's old
 * buttons go stale. Choices open at any time are left out: a trade offer arriving changes no
 * deadline or button.
 */
const keysOf = (legal: readonly LegalAction[]): string =>
  createHash('sha1')
    .update(JSON.stringify(legal.filter((a) => !a.anytime).map((a) => a.key)))
    .digest('base64url');

/**
 * Per seat, a fingerprint of its legal choices (awaited or free to respond); '' for a seat that
 * cannot act, whose choices are then not worked out at all.
 */
export function choiceFingerprint(entry: GameEntry, state: unknown, seat: Seat): string {
  if (!canAct(entry.game, state, seat)) return '';
  return keysOf(entry.game.legalActions(state, seat));
}

/**
 * Did a move change anything the public sees: whom the public sees awaited (checked first, it is
 * cheap), or the spectator view? The two views are compared value by value, without building strings.
 */
function publicChange(entry: GameEntry, before: unknown, after: unknown): boolean {
  const g = entry.game;
  return (
    !sameJson(publicWaiting(g, before), publicWaiting(g, after)) ||
    !sameJson(g.view(before, 'spectator'), g.view(after, 'spectator'))
  );
}

/** "Ann, Bo", or the game's words for a secret decision: whom the table waits for as the public may know it. */
export function waitingNames(entry: GameEntry, r: TableRecord, state: unknown): string {
  const shown = publicWaiting(entry.game, state);
  return [...shown.seats.map((s) => r.seats[s]?.name ?? `Seat ${s + 1}`), ...(shown.text ? [shown.text] : [])].join(
    ', ',
  );
}

/** "the table is waiting for Ann, Bo" (a secret asker unnamed). */
function publicWaitingWords(entry: GameEntry, r: TableRecord, state: unknown): string {
  const who = waitingNames(entry, r, state);
  return who ? service('service.step.waitingFor', { who }) : service('service.step.nothingAsked');
}

/**
 * Per seat, when its current decision began: a seat facing a new decision after this move
 * (`restarted`) starts afresh at `at`; the others keep theirs (records older than the clocks count
 * from their last write). Expired deadlines (`strikes`) are kept. A seat whose stamp moved on
 * without a new decision (a trade it made while its decision waits) keeps what the timers did for
 * that decision (`done`), carried to the new stamp, so no reminder goes out twice.
 */
function clocksAfter(
  r: TableRecord,
  stamps: readonly number[],
  restarted: readonly boolean[],
  at: string,
): SeatClock[] {
  return r.seats.map((_s, i) => {
    const old = clockOf(r, i);
    if (restarted[i]) return { since: at, strikes: old.strikes };
    const stamp = stamps[i] ?? 0;
    if (old.done && old.done.stamp === (r.stamps[i] ?? 0) && stamp !== old.done.stamp)
      return { ...old, done: { ...old.done, stamp } };
    return old;
  });
}

export interface MoveIn {
  /** The table as read inside the write: the record and its state, checked against the game's schema. */
  readonly table: Table;
  readonly seat: Seat;
  /** Picks the action the player meant among the seat's legal ones, or explains why there is none. */
  readonly choose: Chooser;
  /** When the move is made (its history entry's, events' and clocks' time). */
  readonly at: string;
  /** What the move owes (owed.ts owedMessages); nothing is owed when absent. */
  readonly owes?: Owes;
}

export interface MoveOut {
  /** The record to write: its version is still the old one, the store sets the new one (record.version + 1). */
  readonly record: TableRecord;
  /** What goes to the game's history. */
  readonly append: readonly HistoryEntry[];
  readonly outcome: ActOutcome;
  /** The messages the move owes, also the last entry of `record.outbox`; absent when it owes nothing. */
  readonly owed?: OutboxEntry;
}

/**
 * The move of `seat` at `table`: refused (nothing changes) when the seat may not act, the chooser
 * finds nothing or the game refuses the action; otherwise the new record and what it owes.
 */
export function moveStep({ table, seat, choose, at, owes }: MoveIn): Result<MoveOut> {
  // Every question below is asked of two states only, before and after: each answered once.
  const entry = { ...table.entry, game: memoGame(table.entry.game) };
  const t = { ...table, entry };
  const { record: r, state } = t;
  if (!canAct(entry.game, state, seat))
    return fail(service('service.step.notYourMove', { waiting: publicWaitingWords(entry, r, state) }));
  const legal = entry.game.legalActions(state, seat);
  const chosen = choose({ ...t, seat, legal });
  if (!chosen.ok) return chosen;
  // Checked against the list the choice was made from, by its key: the seat's choices are worked out once.
  const applied = applyAction(entry.game, state, seat, chosen.value.action, legal, chosen.value.key);
  if (!applied.ok) return fail(applied.error);
  const version = r.version + 1;
  // The mover's choices before the move are `legal`, already computed.
  // The others' were saved with the move that made `state`, unless the record was written since.
  const saved = r.choices?.version === r.version ? r.choices.seats : undefined;
  const before = (i: Seat) => (i === seat ? keysOf(legal) : (saved?.[i] ?? choiceFingerprint(entry, state, i)));
  const fingerprints = r.seats.map((_s, i) => choiceFingerprint(entry, applied.state, i));
  const changed = r.seats.map((_s, i) => before(i) !== fingerprints[i]);
  // The mover's stamp always moves on, whatever its next choices look like: a second press of
  // a button, or an older prompt of theirs, is then stale rather than applied again, and a
  // computer's next decision is a new timer job. Other seats' buttons stay good while their
  // decision is the same one.
  const stamps = r.seats.map((_s, i) => (i === seat || changed[i] ? version : (r.stamps[i] ?? 0)));
  // A new decision starts a seat's clock afresh: its choices changed, or it took its decision
  // (a choice open at any time, a trade, is not one: it neither spends nor restarts the clock).
  const restarted = changed.map((c, i) => c || (i === seat && !chosen.value.anytime));
  const after = entry.game.awaiting(applied.state);
  const clocks = clocksAfter(r, stamps, restarted, at);
  const newlyAwaited = after.filter((s) => s !== seat && stamps[s] === version);
  // Told once, when their window opens (or the game starts pushing it); not again at each move while it stays so.
  const newlyPushedMay = newlyPushed(entry.game, state, applied.state, seat, newlyAwaited);
  const finished = entry.game.outcome(applied.state).over;
  const events = applied.events.map((e) => ({
    text: e.text,
    to: e.to === 'public' ? ('public' as const) : [...e.to],
    at,
  }));
  const record: TableRecord = {
    ...r,
    state: applied.state,
    stamps,
    choices: { version, seats: fingerprints },
    clocks,
    status: finished ? 'finished' : 'playing',
    finishedAt: finished ? at : null,
    // The store counts it when it appends the history entry below.
    actions: r.actions + 1,
    events: [...r.events, ...events].slice(-RECENT_EVENTS_KEPT),
    // Whether this step may be taken back (/game undo), and what that restores.
    undo: undoNote(entry, r, state, applied.state, seat, version, at, applied.events),
  };
  const append: HistoryEntry[] = [{ seat, action: chosen.value.action, at, events }];
  const turnBefore = turnKeyOf(entry.game, state);
  const turnAfter = turnKeyOf(entry.game, applied.state);
  const turn =
    turnBefore !== undefined && turnAfter !== undefined ? { turn: { before: turnBefore, after: turnAfter } } : {};
  const outcome: ActOutcome = {
    record,
    entry: table.entry,
    state: applied.state,
    seat,
    chosen: chosen.value,
    events: applied.events,
    newlyAwaited,
    newlyPushedMay,
    publicChanged: publicChange(entry, state, applied.state),
    finished,
    at,
    ...turn,
  };
  const entryOwed = owes?.(outcome, version);
  if (!entryOwed) return { ok: true, value: { record, append, outcome } };
  // The messages the move owes are saved with it (same write), then delivered and removed.
  const owed: TableRecord = { ...record, outbox: [...(r.outbox ?? []), entryOwed].slice(-OUTBOX_KEPT) };
  return { ok: true, value: { record: owed, append, outcome: { ...outcome, record: owed }, owed: entryOwed } };
}
