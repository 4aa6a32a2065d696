import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ComputerLevel } from '../engine/computer.ts';
import { localize } from '../engine/messages.ts';
import { optionProblems } from '../engine/options.ts';
import { loadState, sameJson } from '../engine/play.ts';
import type { GameEvent, LegalAction, Seat } from '../engine/types.ts';
import { publicWaiting, turnKeyOf } from '../engine/waiting.ts';
import type { GameEntry, Registry } from '../registry.ts';
import {
  computerUserId,
  DEFAULT_SETTINGS,
  type HistoryEntry,
  isComputerUser,
  type OutboxEntry,
  type SeatRecord,
  type TableRecord,
  type TableSettings,
  tableSettingsSchema,
} from '../store/record.ts';
import type { ExpiredGame, Mutation, TableStore, UpdateResult } from '../store/types.ts';
import { settingsOf } from './clock.ts';
import { service } from './messages.ts';
import { moveStep } from './step.ts';
import { tableLocale } from './words.ts';

export { choiceFingerprint, OUTBOX_KEPT, waitingNames } from './step.ts';

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** Lobby messages remembered per table: /game new, each /game join or /game status in the lobby. */
const LOBBY_MESSAGES_KEPT = 10;

export interface Table {
  readonly record: TableRecord;
  readonly entry: GameEntry;
  /** The game state, checked against the game's schema; null in the lobby. */
  readonly state: unknown;
}

export interface ActContext extends Table {
  readonly seat: Seat;
  readonly legal: readonly LegalAction[];
}

/** Picks the action a player meant, or explains why there is none. */
export type Chooser = (ctx: ActContext) => Result<LegalAction>;

/** What a move owes (outbox.ts owedMessages), computed inside its write. */
export type Owes = (out: ActOutcome, version: number) => OutboxEntry | undefined;

export interface ActOutcome extends Table {
  readonly seat: Seat;
  readonly chosen: LegalAction;
  readonly events: readonly GameEvent[];
  /** Seats awaited after this action whose choices are new (not the actor). */
  readonly newlyAwaited: readonly Seat[];
  /**
   * Seats not awaited that may act and whose prompt the game pushes (pushPrompt) after this action,
   * and were not both before it (not the actor): a window to respond just opened to them, or
   * something addressed to a seat already free to act arrived (a trade proposal); and awaited seats
   * the game newly pushes (a trade proposal to the player on their turn). See newlyPushed.
   */
  readonly newlyPushedMay: readonly Seat[];
  /** Whether the public board changed (the spectator view), or whom the table waits for. */
  readonly publicChanged: boolean;
  readonly finished: boolean;
  /** When the action was applied (its history entry's and events' time). */
  readonly at: string;
  /** The turn before and after the move (GameDefinition.turnKey); absent for a game without turn keys. */
  readonly turn?: { readonly before: string; readonly after: string };
}

export const STALE = service('service.t.stale');

export const NO_TABLE = service('service.t.noTable');

/** What a table is told when its game expired idle. */
export function expiredText(e: ExpiredGame): string {
  return service('service.t.expired', { days: e.idleDays });
}

/** An unreadable record: nothing in it can be trusted, not even who hosts it. */
export const CORRUPT = service('service.t.corrupt');

/** A write that lost its race with another one. */
export const CHANGED = service('service.t.changed');

/** A lobby or a game in progress (finished and aborted tables only remain to be shown). */
function activeGame(r: TableRecord | null): r is TableRecord {
  return !!r && (r.status === 'lobby' || r.status === 'playing');
}

/**
 * Parses "rounds=3, mode=fast" into an object. With `valid` (the game's option names), an unknown
 * or repeated name is refused with the list of valid ones; the game's zod schema checks the values.
 */
export function parseOptionText(
  text: string | null | undefined,
  valid?: readonly string[],
): Result<Record<string, string>> {
  const out: Record<string, string> = {};
  const names = valid
    ? valid.length
      ? service('service.t.valid', { list: valid.join(', ') })
      : service('service.t.noOptions')
    : '';
  for (const part of (text ?? '').split(/[,;\s]+/).filter(Boolean)) {
    const m = /^([a-zA-Z][\w-]{0,30})=(.{1,50})$/.exec(part);
    if (!m) return fail(service('service.t.optionForm', { part: part.slice(0, 40) }));
    const name = m[1]!;
    if (valid && !valid.includes(name)) return fail(service('service.t.unknownOption', { name, names }));
    if (Object.hasOwn(out, name)) return fail(service('service.t.twice', { name }));
    out[name] = m[2]!;
  }
  return { ok: true, value: out };
}

/** The option names a game accepts: its options schema's keys (or, for another kind of schema, its documented options). */
export function optionNames(entry: GameEntry): readonly string[] | undefined {
  const schema = entry.game.optionsSchema;
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return entry.game.optionHelp ? Object.keys(entry.game.optionHelp) : undefined;
}

/**
 * The table operations behind every command and button: lobby, start, moves and abort, each one
 * atomic read-modify-write of the channel's record. Discord-free, so tests can drive it directly.
 */
export class Tables {
  constructor(
    readonly store: TableStore,
    readonly registry: Registry,
    private readonly now: () => Date = () => new Date(),
    private readonly newSeed: () => string = randomUUID,
  ) {}

  /** What players read; the parse details of a corrupt record are logged by the store, never shown. */
  storeError(r: Extract<UpdateResult<unknown>, { ok: false }>): string {
    return r.reason === 'corrupt' ? CORRUPT : CHANGED;
  }

  /** A game's options from `name=value` text, checked against its option names and schema. */
  parseOptions(entry: GameEntry, optionText: string | null | undefined): Result<Record<string, unknown>> {
    const opts = parseOptionText(optionText, optionNames(entry));
    if (!opts.ok) return opts;
    const parsed = entry.game.optionsSchema.safeParse(opts.value);
    if (!parsed.success) {
      const issues = optionProblems(
        entry.game.optionsSchema,
        parsed.error.issues,
        opts.value,
        entry.game.optionHelp,
      ).join('; ');
      return fail(service('service.t.badOptions', { game: entry.game.name, issues }));
    }
    return { ok: true, value: parsed.data as Record<string, unknown> };
  }

  /** Loads a channel's table, with its state checked against the game's schema. */
  async load(channelId: string): Promise<Result<Table>> {
    const loaded = await this.store.load(channelId);
    if (loaded.kind === 'none') return fail(NO_TABLE);
    if (loaded.kind === 'expired') return fail(expiredText(loaded.expired));
    if (loaded.kind === 'corrupt') return fail(this.storeError({ ok: false, reason: 'corrupt', error: loaded.error }));
    return this.table(loaded.record);
  }

  table(record: TableRecord): Result<Table> {
    const entry = this.registry.get(record.gameId);
    if (!entry) return fail(service('service.t.notOfferedHere', { id: record.gameId }));
    if (record.state === null || record.state === undefined) return { ok: true, value: { record, entry, state: null } };
    const st = loadState(entry.game, record.state, record.stateVersion);
    if (!st.ok) return fail(service('service.t.badState', { error: st.error }));
    return { ok: true, value: { record, entry, state: st.state } };
  }

  /**
   * Runs `fn` inside one atomic update; `fn` returns a result and, when it succeeds, the record to
   * write, with what goes to the game's history (`append`) or whether a new history starts.
   */
  private async mutate<T>(
    channelId: string,
    fn: (
      current: TableRecord | null,
      expired?: ExpiredGame,
    ) =>
      | Result<{ write: TableRecord | null; value: T; append?: readonly HistoryEntry[]; newHistory?: boolean }>
      | Result<{ write?: undefined; value: T }>,
  ): Promise<Result<T & { record: TableRecord | null }>> {
    const res = await this.store.update(channelId, (current, expired): Mutation<Result<T>> => {
      const r = fn(current, expired);
      if (!r.ok) return { result: r };
      if (r.value.write === undefined) return { result: { ok: true, value: r.value.value } };
      const { write, value } = r.value;
      const { append, newHistory } = r.value as { append?: readonly HistoryEntry[]; newHistory?: boolean };
      return {
        write,
        result: { ok: true, value },
        ...(append ? { append } : {}),
        ...(newHistory ? { newHistory } : {}),
      };
    });
    if (!res.ok) return fail(this.storeError(res));
    if (!res.result.ok) return res.result;
    return { ok: true, value: { ...res.result.value, record: res.record } };
  }

  /** Opens a lobby; `settings` (the clock chosen at /game new) default to DEFAULT_SETTINGS. */
  create(
    channelId: string,
    guildId: string | null,
    gameId: string,
    host: SeatRecord,
    optionText?: string | null,
    settings: TableSettings = DEFAULT_SETTINGS,
  ) {
    const entry = this.registry.get(gameId);
    if (!entry) return Promise.resolve(fail(service('service.t.noGame', { id: gameId })));
    const parsed = this.parseOptions(entry, optionText);
    if (!parsed.ok) return Promise.resolve(parsed);
    return this.mutate(channelId, (current) => {
      // Read before the check: the type guard narrows `current` to null when no game is active.
      const version = current?.version ?? 0;
      if (activeGame(current)) {
        const other = this.registry.get(current.gameId)?.game.name ?? current.gameId;
        return fail(service('service.t.alreadyOpen', { other }));
      }
      const at = this.now().toISOString();
      const record: TableRecord = {
        schema: 2,
        channelId,
        guildId,
        gameId,
        status: 'lobby',
        hostId: host.userId,
        options: parsed.value,
        seed: '',
        seats: [host],
        stateVersion: entry.game.schemaVersion,
        state: null,
        stamps: [],
        actions: 0,
        events: [],
        version,
        createdAt: at,
        updatedAt: at,
        finishedAt: null,
        settings: { ...settings },
      };
      return { ok: true, value: { write: record, value: { entry }, newHistory: true } };
    });
  }

  join(channelId: string, seat: SeatRecord) {
    return this.mutate(channelId, (r, expired) => {
      if (!activeGame(r)) return fail(expired ? expiredText(expired) : NO_TABLE);
      const entry = this.registry.get(r.gameId);
      if (!entry) return fail(service('service.t.notOffered', { id: r.gameId }));
      if (r.status !== 'lobby') return fail(service('service.t.seatsClosed'));
      if (r.seats.some((s) => s.userId === seat.userId)) return fail(service('service.t.alreadySeated'));
      if (r.seats.length >= entry.game.maxSeats) return fail(service('service.t.full', { n: entry.game.maxSeats }));
      return { ok: true, value: { write: { ...r, seats: [...r.seats, seat] }, value: { entry } } };
    });
  }

  leave(channelId: string, userId: string) {
    return this.mutate(channelId, (r, expired) => {
      if (!activeGame(r)) return fail(expired ? expiredText(expired) : NO_TABLE);
      if (r.status !== 'lobby') return fail(service('service.t.seatsFixed'));
      if (!r.seats.some((s) => s.userId === userId)) return fail(service('service.t.noSeatHere'));
      const seats = r.seats.filter((s) => s.userId !== userId);
      // The lobby closes when its last person leaves (computers do not keep it open); otherwise
      // the next seated person hosts.
      const people = seats.filter((s) => !isComputerUser(s.userId));
      if (people.length === 0)
        return {
          ok: true,
          value: {
            write: { ...r, seats, status: 'aborted', finishedAt: this.now().toISOString() },
            value: { closed: true },
          },
        };
      const hostId = r.hostId === userId ? people[0]!.userId : r.hostId;
      return { ok: true, value: { write: { ...r, seats, hostId }, value: { closed: false } } };
    });
  }

  /**
   * Seats `count` computer players of `level` in the lobby (host only, before the start). Each is
   * stored under a free `computer-N` id and named "Computer N (level)".
   */
  addComputers(channelId: string, userId: string, level: ComputerLevel, count = 1) {
    return this.mutate(channelId, (r, expired) => {
      if (!activeGame(r)) return fail(expired ? expiredText(expired) : NO_TABLE);
      const entry = this.registry.get(r.gameId);
      if (!entry) return fail(service('service.t.notOffered', { id: r.gameId }));
      if (r.status !== 'lobby') return fail(service('service.t.botsSeatLobby'));
      if (r.hostId !== userId) return fail(service('service.t.botsSeatHost', { host: `<@${r.hostId}>` }));
      const free = entry.game.maxSeats - r.seats.length;
      if (count > free)
        return fail(
          free === 0
            ? service('service.t.full', { n: entry.game.maxSeats })
            : service('service.t.free', { free, game: entry.game.name, max: entry.game.maxSeats }),
        );
      const seats = [...r.seats];
      const names: string[] = [];
      for (let k = 0; k < count; k++) {
        let n = 0;
        while (seats.some((s) => s.userId === computerUserId(n))) n++;
        const name = localize(service('service.t.computer', { n: n + 1, level }), tableLocale(r));
        seats.push({ userId: computerUserId(n), name, computer: level });
        names.push(name);
      }
      return { ok: true, value: { write: { ...r, seats }, value: { names } } };
    });
  }

  /** Removes the last computer player seated in the lobby (host only, before the start). */
  removeComputer(channelId: string, userId: string) {
    return this.mutate(channelId, (r, expired) => {
      if (!activeGame(r)) return fail(expired ? expiredText(expired) : NO_TABLE);
      if (r.status !== 'lobby') return fail(service('service.t.botsRemoveLobby'));
      if (r.hostId !== userId) return fail(service('service.t.botsRemoveHost', { host: `<@${r.hostId}>` }));
      const last = r.seats.findLastIndex((s) => isComputerUser(s.userId));
      if (last < 0) return fail(service('service.t.noBots'));
      return {
        ok: true,
        value: { write: { ...r, seats: r.seats.filter((_s, i) => i !== last) }, value: { name: r.seats[last]!.name } },
      };
    });
  }

  start(channelId: string, userId: string, seed: string = this.newSeed()) {
    return this.mutate(channelId, (r, expired) => {
      if (!activeGame(r)) return fail(expired ? expiredText(expired) : NO_TABLE);
      const entry = this.registry.get(r.gameId);
      if (!entry) return fail(service('service.t.notOffered', { id: r.gameId }));
      if (r.status !== 'lobby') return fail(service('service.t.started'));
      if (r.hostId !== userId) return fail(service('service.t.startHost', { host: `<@${r.hostId}>` }));
      if (r.seats.length < entry.game.minSeats)
        return fail(service('service.t.needs', { game: entry.game.name, min: entry.game.minSeats, n: r.seats.length }));
      const state = entry.game.setup(r.seats.length, entry.game.optionsSchema.parse(r.options), seed);
      const stamps = r.seats.map(() => r.version + 1);
      // Every seat's first decision (or wait) begins now: its clock runs from here while awaited.
      const since = this.now().toISOString();
      const clocks = r.seats.map(() => ({ since, strikes: 0 }));
      // In a game a computer seat is stored under its seat's id (computerUserId(seat)), as a seat
      // handed to a computer later is: lobby ids may have shifted as seats came and went.
      const seats = r.seats.map((s, i) => (isComputerUser(s.userId) ? { ...s, userId: computerUserId(i) } : s));
      const record: TableRecord = {
        ...r,
        seats,
        status: 'playing',
        seed,
        state,
        stateVersion: entry.game.schemaVersion,
        stamps,
        clocks,
      };
      return { ok: true, value: { write: record, value: { entry, state } } };
    });
  }

  /**
   * `/game status` posted the board anew during a turn: it becomes the turn's message, so the
   * turn's further steps edit the board at the foot of the channel, not one posted far above it.
   * Only when nothing happened since the board was read (`version`) and nothing is owed.
   */
  noteStatusBoard(channelId: string, messageId: string, version: number) {
    return this.mutate(channelId, (r) => {
      if (r?.status !== 'playing' || r.version !== version || !r.turnMessage || r.outbox?.length)
        return { ok: true, value: { value: undefined } };
      return {
        ok: true,
        value: { write: { ...r, turnMessage: { ...r.turnMessage, id: messageId } }, value: undefined },
      };
    });
  }

  /**
   * The start's board becomes the first turn's message (for a game that tells its turns), so the
   * first turn's moves edit it rather than post again. Only when nothing happened since the start
   * (`version`) and nothing is owed.
   */
  noteStartMessage(channelId: string, messageId: string, version: number, since: string) {
    return this.mutate(channelId, (r) => {
      if (r?.status !== 'playing' || r.version !== version || r.turnMessage || r.outbox?.length)
        return { ok: true, value: { value: undefined } };
      const t = this.table(r);
      const turn = t.ok ? turnKeyOf(t.value.entry.game, t.value.state) : undefined;
      if (!t.ok || turn === undefined) return { ok: true, value: { value: undefined } };
      const awaited = [...publicWaiting(t.value.entry.game, t.value.state).seats];
      return {
        ok: true,
        value: { write: { ...r, turnMessage: { id: messageId, since, awaited, turn } }, value: undefined },
      };
    });
  }

  /** Remembers a public lobby message of an open lobby (the newest few), so its buttons can be closed later. */
  noteLobbyMessage(channelId: string, messageId: string) {
    return this.mutate(channelId, (r) => {
      const known = r?.lobbyMessages ?? [];
      if (r?.status !== 'lobby' || known.includes(messageId)) return { ok: true, value: { value: undefined } };
      return {
        ok: true,
        value: { write: { ...r, lobbyMessages: [...known, messageId].slice(-LOBBY_MESSAGES_KEPT) }, value: undefined },
      };
    });
  }

  /**
   * `/game settings`: the host or a member with Manage Channels changes the table's settings (the
   * values already checked). A new clock counts from the start of each decision under way; an
   * awaited seat whose deadline would then be past already gets the new clock's full time from
   * now, so nobody runs out the moment the clock changes.
   */
  changeSettings(channelId: string, userId: string, canManage: boolean, change: Partial<TableSettings>) {
    return this.mutate(channelId, (r, expired) => {
      if (!activeGame(r)) return fail(expired ? expiredText(expired) : NO_TABLE);
      if (r.hostId !== userId && !canManage) return fail(service('service.t.settingsHost', { host: `<@${r.hostId}>` }));
      const before = settingsOf(r);
      const parsed = tableSettingsSchema.safeParse({ ...before, ...change });
      if (!parsed.success)
        return fail(
          service('service.t.badSettings', {
            issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          }),
        );
      const after = parsed.data;
      const changed = (Object.keys(after) as (keyof TableSettings)[]).filter((k) => !sameJson(after[k], before[k]));
      if (changed.length === 0) return { ok: true, value: { value: { before, after, changed } } };
      let clocks = r.clocks;
      const t = r.status === 'playing' ? this.table(r) : undefined;
      if (changed.includes('clockMs') && after.clockMs !== null && clocks && t?.ok && t.value.state !== null) {
        const now = this.now();
        const awaited = t.value.entry.game.awaiting(t.value.state);
        const newClock = after.clockMs;
        clocks = clocks.map((c, i) =>
          awaited.includes(i) && Date.parse(c.since) + newClock <= now.getTime()
            ? { ...c, since: now.toISOString() }
            : c,
        );
      }
      const record: TableRecord = { ...r, settings: after, ...(clocks ? { clocks } : {}) };
      return { ok: true, value: { write: record, value: { before, after, changed } } };
    });
  }

  /** Ends a lobby or game early (kept, marked aborted), or clears a record that cannot be read. */
  async abort(
    channelId: string,
    userId: string,
    canManage: boolean,
    version: number,
  ): Promise<Result<{ cleared: boolean; record?: TableRecord | null }>> {
    const loaded = await this.store.load(channelId);
    if (loaded.kind === 'corrupt') {
      if (!canManage) return fail(service('service.t.clearManage'));
      await this.store.quarantine(channelId);
      return { ok: true, value: { cleared: true } };
    }
    const res = await this.mutate(channelId, (r, expired) => {
      if (!activeGame(r)) return fail(expired ? expiredText(expired) : NO_TABLE);
      if (r.hostId !== userId && !canManage) return fail(service('service.t.endHost'));
      if (r.version !== version) return fail(service('service.t.abortStale'));
      return {
        ok: true,
        value: { write: { ...r, status: 'aborted', finishedAt: this.now().toISOString() }, value: { cleared: false } },
      };
    });
    return res.ok ? { ok: true, value: { cleared: res.value.cleared, record: res.value.record } } : res;
  }

  /**
   * One move: finds the caller's seat, lets `choose` pick a legal action, applies it, records it.
   * `prompt` is what a button carries (the seat and its stamp): checked first, so an old or
   * borrowed button is named as such whatever the table is doing now.
   */
  act(
    channelId: string,
    userId: string,
    choose: Chooser,
    prompt?: { seat: Seat; stamp: number },
    owes?: Owes,
  ): Promise<Result<ActOutcome>> {
    return this.#act(
      channelId,
      (r) => {
        const seat = r.seats.findIndex((s) => s.userId === userId);
        if (seat < 0) return fail(service('service.t.notSeated'));
        if (prompt && prompt.seat !== seat) return fail(service('service.t.notYours'));
        if (prompt && (r.stamps[seat] ?? 0) !== prompt.stamp) return fail(STALE);
        return { ok: true, value: seat };
      },
      choose,
      owes,
    );
  }

  /**
   * One move for seat index `seat` rather than a user: a computer player's, or the one decision a
   * computer takes for a person whose time ran out. `stamp` is the seat's decision stamp when the
   * move was planned: a decision already taken (the stamp moved on) is refused as STALE.
   */
  actForSeat(channelId: string, seat: Seat, stamp: number, choose: Chooser, owes?: Owes): Promise<Result<ActOutcome>> {
    return this.#act(
      channelId,
      (r) => {
        if (!r.seats[seat]) return fail(service('service.seats.noSeat', { n: seat + 1 }));
        if ((r.stamps[seat] ?? 0) !== stamp) return fail(STALE);
        return { ok: true, value: seat };
      },
      choose,
      owes,
    );
  }

  #act(
    channelId: string,
    seatOf: (r: TableRecord) => Result<Seat>,
    choose: Chooser,
    owes?: Owes,
  ): Promise<Result<ActOutcome>> {
    return this.mutate<ActOutcome>(channelId, (r, expired) => {
      if (!r) return fail(expired ? expiredText(expired) : NO_TABLE);
      if (r.status === 'aborted') return fail(NO_TABLE);
      if (r.status === 'lobby') return fail(service('service.t.notStarted'));
      if (r.status === 'finished') return fail(service('service.t.over'));
      const found = seatOf(r);
      if (!found.ok) return found;
      const seat = found.value;
      const t = this.table(r);
      if (!t.ok) return t;
      const step = moveStep({ table: t.value, seat, choose, at: this.now().toISOString(), ...(owes ? { owes } : {}) });
      if (!step.ok) return step;
      return { ok: true, value: { write: step.value.record, append: step.value.append, value: step.value.outcome } };
    }) as Promise<Result<ActOutcome>>;
  }
}
