import { DEFAULT_LOCALE, type Locale, localize } from '../engine/messages.ts';
import { fillSeats } from '../engine/play.ts';
import type { GameEvent, Seat } from '../engine/types.ts';
import { FINAL_WHY, type Final, stepFinality } from '../engine/undo.ts';
import { hiddenAskers, publicWaiting } from '../engine/waiting.ts';
import type { GameEntry } from '../registry.ts';
import {
  type EventRecord,
  type HistoryEntry,
  type OutboxEntry,
  RECENT_EVENTS_KEPT,
  type TableRecord,
} from '../store/record.ts';
import type { ServiceContext } from './context.ts';
import { service } from './messages.ts';
import { choiceFingerprint, expiredText, NO_TABLE, OUTBOX_KEPT, type Result, type Table } from './tables.ts';
import { clip } from './text.ts';
import { seatName, tableLocale } from './words.ts';

/**
 * Undo: a player takes back their own last step while it revealed nothing, drew nothing and
 * nobody has acted since. Each move records in the hot record (`undo`, src/store/record.ts)
 * whether it may be taken back (decided then, by src/engine/undo.ts) and, if so, the exact state
 * before it; an undo restores that state in a new version (stamps move on, so the step's buttons
 * and the actor's older ones are stale), appends an undo marker to the history (never rewritten)
 * and tells the channel what was taken back, from the step's public events only.
 */

export type UndoNote = NonNullable<TableRecord['undo']>;

/**
 * What a move records for undo (Tables.act): `r` the record before the move, `version` the one
 * it writes. The previous state is kept only when the step may be taken back.
 */
export function undoNote(
  entry: GameEntry,
  r: TableRecord,
  before: unknown,
  after: unknown,
  seat: Seat,
  version: number,
  at: string,
  events: readonly GameEvent[],
): UndoNote {
  const said = events.filter((e) => e.to === 'public').map((e) => e.text);
  // A secret asker's step: the public may not learn who decided, so its notice names nobody.
  const secret = hiddenAskers(entry.game, before).includes(seat);
  const note = { seat, version, entry: r.actions, at, said: secret ? [] : said, ...(secret ? { secret } : {}) };
  // A computer never takes a step back: its note only marks that it acted (the check is skipped).
  if (r.seats[seat]?.computer) return note;
  const final = finality(entry, r.seats.length, before, after, seat, events);
  // A game's own sentence is clipped to what the record keeps (src/store/record.ts).
  if (final) return { ...note, final: final.reason, why: clip(final.why, 300) };
  return {
    ...note,
    before: {
      state: before,
      stateVersion: r.stateVersion,
      events: r.events,
      ...(r.clocks ? { clocks: r.clocks } : {}),
    },
  };
}

/** The check, never in the way of the move: a game function that throws makes the step final instead. */
function finality(
  entry: GameEntry,
  seats: number,
  before: unknown,
  after: unknown,
  seat: Seat,
  events: readonly GameEvent[],
): Final | null {
  try {
    return stepFinality(entry.game, seats, before, after, seat, events);
  } catch {
    return { reason: 'game', why: FINAL_WHY.game };
  }
}

/**
 * The actor's refusal for a final step (private to them): what the step did, by its public events
 * (public already, and none for a secret asker's step) and the clause the check found.
 */
export function finalText(r: TableRecord, u: UndoNote, locale: Locale = DEFAULT_LOCALE): string {
  // Cut once in words: a cut token would show garbage.
  const did = u.said.length
    ? ` (${clip(
        fillSeats(localize(u.said.join(' '), locale), (s) => seatName(r, s)),
        200,
      )})`
    : '';
  const why = fillSeats(u.why ?? FINAL_WHY[u.final ?? 'game'], (s) => seatName(r, s));
  const tail = u.final === 'over' || u.final === 'game' ? '.' : service('service.undo.finalTail');
  return service('service.undo.final', { did, why, tail });
}

/** The public notice: who took back what, from the step's public events (public already), never its label. */
export function undoNotice(u: UndoNote, locale: Locale = DEFAULT_LOCALE): string {
  if (u.secret) return service('service.undo.secret');
  // The events in the table's words, cut once in words (a cut token would show garbage).
  const what = u.said.length ? ` (${clip(localize(u.said.join(' '), locale), 300)})` : '';
  return service('service.undo.notice', { who: `{seat:${u.seat}}`, what });
}

export interface Undone {
  readonly table: Table;
  readonly seat: Seat;
}

/**
 * Takes back the caller's last step. `version`: the version the step wrote, from its Undo button
 * (that exact step, and no later one of theirs); absent for /game undo (their last step, whichever).
 */
export async function takeBack(
  ctx: Pick<ServiceContext, 'now' | 'store' | 'tables'>,
  channelId: string,
  userId: string,
  version?: number,
  /** The caller's language, for a refusal that quotes the step's events (cut in words). */
  locale: Locale = DEFAULT_LOCALE,
): Promise<Result<Undone>> {
  const at = ctx.now().toISOString();
  const res = await ctx.store.update<Result<{ seat: Seat }>>(channelId, (r, expired) => {
    const refuse = (error: string) => ({ result: { ok: false as const, error } });
    if (!r || r.status === 'aborted') return refuse(expired ? expiredText(expired) : NO_TABLE);
    if (r.status === 'lobby') return refuse(service('service.undo.notStarted'));
    if (r.status === 'finished') return refuse(service('service.undo.over'));
    const seat = r.seats.findIndex((s) => s.userId === userId);
    if (seat < 0) return refuse(service('service.t.notSeated'));
    const u = r.undo;
    if (!u) {
      // An Undo button whose step was taken back already (or a seat changed hands since).
      if (version !== undefined) return refuse(service('service.undo.staleButton'));
      return refuse(service('service.undo.nothing'));
    }
    const who = seatName(r, u.seat);
    if (version !== undefined && u.version !== version) {
      return refuse(u.seat === seat ? service('service.undo.actedSince') : service('service.undo.otherActed', { who }));
    }
    if (u.seat !== seat) return refuse(service('service.undo.notYours', { who }));
    if (!u.before) return refuse(finalText(r, u, locale));
    const t = ctx.tables.table(r);
    if (!t.ok) return refuse(t.error);
    const restored = ctx.tables.table({ ...r, state: u.before.state, stateVersion: u.before.stateVersion });
    if (!restored.ok) return refuse(restored.error);
    const written = r.version + 1;
    const { entry } = t.value;
    // Stamps only move forward: the undoer's, those the step set, and any whose choices differ now.
    const stamps = r.seats.map((_s, i) =>
      i === seat ||
      (r.stamps[i] ?? 0) === u.version ||
      choiceFingerprint(entry, t.value.state, i) !== choiceFingerprint(entry, restored.value.state, i)
        ? written
        : (r.stamps[i] ?? 0),
    );
    const notice: EventRecord = { text: undoNotice(u, tableLocale(r)), to: 'public', at };
    const marker: HistoryEntry = { seat, action: null, at, events: [notice], undoes: u.entry };
    const owed = undoOwed(restored.value, t.value, seat, written, at, notice);
    const { undo: _taken, ...rest } = r;
    const write: TableRecord = {
      ...rest,
      state: u.before.state,
      stateVersion: u.before.stateVersion,
      stamps,
      events: [...u.before.events, notice].slice(-RECENT_EVENTS_KEPT),
      ...(u.before.clocks ? { clocks: u.before.clocks } : {}),
      outbox: [...(r.outbox ?? []), owed].slice(-OUTBOX_KEPT),
    };
    return { write, append: [marker], result: { ok: true as const, value: { seat } } };
  });
  if (!res.ok) return { ok: false, error: ctx.tables.storeError(res) };
  if (!res.result.ok) return res.result;
  const t = ctx.tables.table(res.record!);
  return t.ok ? { ok: true, value: { table: t.value, seat: res.result.value.seat } } : t;
}

/**
 * What an undo owes the channel (outbox.ts delivers it like a move's): the notice and the board
 * as it is again, posted anew or as an edit of the turn's message by the same rule as a move.
 * Nobody is pinged: the undoer knows, and anyone whose decision went away sees the notice.
 */
function undoOwed(t: Table, was: Table, seat: Seat, version: number, at: string, notice: EventRecord): OutboxEntry {
  const game = t.entry.game;
  const hidden = hiddenAskers(game, t.state);
  const current = game.awaiting(was.state);
  const newlyAwaited = game.awaiting(t.state).filter((s) => s !== seat && !current.includes(s) && !hidden.includes(s));
  return {
    nonce: `${version.toString(36)}.${Date.parse(was.record.createdAt).toString(36)}`,
    version,
    at,
    dms: [],
    channel: {
      changed: true,
      over: false,
      awaited: [...publicWaiting(game, t.state).seats],
      newlyAwaited,
      mention: [],
      events: [notice],
    },
  };
}
