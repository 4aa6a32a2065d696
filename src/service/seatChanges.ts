import { type Locale, localize } from '../engine/messages.ts';
import type { Seat } from '../engine/types.ts';
import { computerUserId, isComputerUser, type SeatRecord, type TableRecord } from '../store/record.ts';
import type { Mutation } from '../store/types.ts';
import type { ServiceContext } from './context.ts';
import { service } from './messages.ts';
import { CHANGED, CORRUPT, expiredText, NO_TABLE, type Result, type Table } from './tables.ts';
import { planTimers } from './timers/plan.ts';
import { tableLocale } from './words.ts';

/**
 * A seat changing hands mid-game: to a computer player (a player left, or too many expired
 * deadlines) or to another person (/game replace). Either way the seat's stamp moves on, so the
 * previous holder's buttons are stale, and the previous holder leaves the seat (and the user index,
 * in the same write) so /hand and moves refuse them.
 */

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

export const isHuman = (s: SeatRecord): boolean => !s.computer && !isComputerUser(s.userId);

/** The next person after `seat` (in seat order, wrapping round) in these seats; undefined when none is left. */
export function nextHuman(seats: readonly SeatRecord[], seat: Seat): string | undefined {
  for (let k = 1; k <= seats.length; k++) {
    const s = seats[(seat + k) % seats.length];
    if (s && isHuman(s)) return s.userId;
  }
  return undefined;
}

/** What a seat change did: the new record, whom it took the seat from, and whether hosting moved. */
export interface SeatChange {
  readonly record: TableRecord;
  readonly previous: SeatRecord;
  /** The new host when the previous holder hosted; undefined when hosting did not move. */
  readonly newHost?: string | undefined;
  /** No person is left at the table: the game ends (aborted) rather than computers playing alone. */
  readonly ended: boolean;
}

/**
 * The record with `seat` given to `next` at the record's next version: the seat's stamp moves on
 * (old buttons stale), its clock starts afresh, private news still owed to the previous holder
 * is dropped (they no longer hold the seat), and nobody can take back the step before the change.
 */
function withSeat(r: TableRecord, seat: Seat, next: SeatRecord, now: string): TableRecord {
  const version = r.version + 1;
  const seats = r.seats.map((s, i) => (i === seat ? next : s));
  const stamps = r.seats.map((_s, i) => (i === seat ? version : (r.stamps[i] ?? 0)));
  const clocks = r.clocks?.map((c, i) => (i === seat ? { since: now, strikes: 0 } : c));
  const outbox = r.outbox?.map((e) => ({ ...e, dms: e.dms.filter((d) => d.seat !== seat) }));
  // The previous holder's last step is not the new holder's to take back.
  const { undo: _undo, ...rest } = r;
  // Earlier events keep naming the previous holder (present.ts eventLine).
  const formerHolders = [...(r.formerHolders ?? []), { seat, name: r.seats[seat]!.name, until: now }].slice(-200);
  return { ...rest, seats, stamps, formerHolders, ...(clocks ? { clocks } : {}), ...(outbox ? { outbox } : {}) };
}

/** Checks common to both changes: a game in progress with that seat. */
function playingSeat(r: TableRecord | null, seat: Seat, expiredNote?: string): Result<SeatRecord> {
  if (!r || r.status === 'aborted') return fail(expiredNote ?? NO_TABLE);
  if (r.status === 'lobby') return fail(service('service.seats.notStarted'));
  if (r.status === 'finished') return fail(service('service.seats.over'));
  const held = r.seats[seat];
  return held ? { ok: true, value: held } : fail(service('service.seats.noSeat', { n: seat + 1 }));
}

/** The seat played by a greedy computer from now on (`userId`, when given, must still hold it). */
export function toComputer(
  r: TableRecord | null,
  seat: Seat,
  now: string,
  userId?: string,
  expiredNote?: string,
): Result<SeatChange> {
  const held = playingSeat(r, seat, expiredNote);
  if (!held.ok) return held;
  const previous = held.value;
  if (userId !== undefined && previous.userId !== userId) return fail(service('service.seats.noLonger'));
  if (!isHuman(previous)) return fail(service('service.seats.already', { n: seat + 1 }));
  const base = r!;
  const name = localize(service('service.seats.computerName', { name: previous.name.slice(0, 20) }), tableLocale(base));
  const record = withSeat(base, seat, { userId: computerUserId(seat), name, computer: 'greedy' }, now);
  const after = nextHuman(record.seats, seat);
  // Computers alone would play on for nobody: the last person leaving ends the game.
  if (after === undefined)
    return { ok: true, value: { record: { ...record, status: 'aborted', finishedAt: now }, previous, ended: true } };
  const newHost = base.hostId === previous.userId ? after : undefined;
  return {
    ok: true,
    value: { record: newHost ? { ...record, hostId: newHost } : record, previous, newHost, ended: false },
  };
}

/** The seat taken over by another person, who must not sit at the table already; hosting goes with the seat. */
export function toPerson(
  r: TableRecord | null,
  seat: Seat,
  next: SeatRecord,
  now: string,
  expiredNote?: string,
): Result<SeatChange> {
  const held = playingSeat(r, seat, expiredNote);
  if (!held.ok) return held;
  const previous = held.value;
  if (r!.seats.some((s) => s.userId === next.userId)) return fail(service('service.seats.sits', { name: next.name }));
  const record = withSeat(r!, seat, { userId: next.userId, name: next.name }, now);
  const newHost = r!.hostId === previous.userId ? next.userId : undefined;
  return {
    ok: true,
    value: { record: newHost ? { ...record, hostId: newHost } : record, previous, newHost, ended: false },
  };
}

/** Runs a seat change as one atomic write of the channel's record; the table as it is after. */
export async function changeSeat(
  ctx: ServiceContext,
  channelId: string,
  change: (r: TableRecord | null, expiredNote?: string) => Result<SeatChange>,
): Promise<Result<SeatChange & { table: Table }>> {
  const res = await ctx.store.update(channelId, (r, expired): Mutation<Result<SeatChange>> => {
    const c = change(r, expired ? expiredText(expired) : undefined);
    return c.ok ? { write: c.value.record, result: c } : { result: c };
  });
  if (!res.ok) return fail(res.reason === 'corrupt' ? CORRUPT : CHANGED);
  if (!res.result.ok) return res.result;
  const record = res.record ?? res.result.value.record;
  const t = ctx.tables.table(record);
  if (!t.ok) return t;
  return { ok: true, value: { ...res.result.value, record, table: t.value } };
}

/** Posts a short notice in the channel in `locale` (the table's), naming players without pinging them; a refusal is only logged. */
export function tellTable(
  ctx: Pick<ServiceContext, 'adapter'>,
  channelId: string,
  text: string,
  locale: Locale,
  ping: readonly string[] = [],
): Promise<void> {
  return ctx.adapter.tell(channelId, localize(text, locale), ping);
}

/** Lines after a seat change: who hosts now, or that the game ended for want of players. */
export function afterwordsOf(c: SeatChange): string[] {
  if (c.ended) return [service('service.seats.nobodyLeft')];
  const host = c.newHost ? c.record.seats.find((s) => s.userId === c.newHost)?.name : undefined;
  return host ? [service('service.seats.newHost', { host })] : [];
}

/**
 * The seat goes to a greedy computer player for good (its person left, or too many deadlines
 * expired): announced in the channel with `why`, the timers planned again (the computer moves
 * when the seat is awaited). The game ends when no person is left.
 */
export function handToComputer(
  ctx: ServiceContext,
  channelId: string,
  seat: Seat,
  why: string,
): Promise<Result<Table>> {
  return handSeatToComputer(ctx, channelId, seat, why);
}

/** What a player's own leave must still hold when it is written: they hold the seat, and the table is as they confirmed it. */
export interface LeaveGuard {
  readonly userId: string;
  /** The record version the confirmation was asked at. */
  readonly version: number;
}

/** A leave confirmed at another version of the table: asked again rather than applied. */
export const LEAVE_STALE = service('service.seats.leaveStale');

/** handToComputer, refusing when `guard` (given) no longer holds. */
export async function handSeatToComputer(
  ctx: ServiceContext,
  channelId: string,
  seat: Seat,
  why: string | ((ended: boolean) => string),
  guard?: LeaveGuard,
): Promise<Result<Table>> {
  const now = ctx.now().toISOString();
  const res = await changeSeat(ctx, channelId, (r, note) => {
    // Checked inside the write: an older (or forged) confirmation never hands the seat over.
    if (guard && r && (r.status === 'playing' || r.status === 'finished') && r.version !== guard.version)
      return fail(LEAVE_STALE);
    return toComputer(r, seat, now, guard?.userId, note);
  });
  if (!res.ok) return res;
  ctx.log.info({ channelId, seat, ended: res.value.ended }, 'seat handed to a computer');
  await tellTable(
    ctx,
    channelId,
    [typeof why === 'function' ? why(res.value.ended) : why, ...afterwordsOf(res.value)].join(' '),
    tableLocale(res.value.record),
  );
  if (!res.value.ended) await planTimers(ctx, res.value.table);
  return { ok: true, value: res.value.table };
}
