import { z } from 'zod';
import { localeSchema } from '../engine/messages.ts';

/** A seated player: Discord user id and the display name shown on boards and messages. */
export const seatSchema = z.object({
  userId: z.string().min(1),
  name: z.string().min(1),
  /**
   * A computer player sits here (see src/engine/computer.ts): which one. Set for a computer seat
   * from the start (`/game new bots=2`, `/game bot add`), or when a seat is handed to a computer
   * for good (a player left, or too many expired deadlines). Absent: a person plays it.
   */
  computer: z.enum(['random', 'greedy']).optional(),
});
export type SeatRecord = z.infer<typeof seatSchema>;

/**
 * The user id a computer seat is stored under: never a Discord id (those are digits), so no
 * index, mention, DM or permission check can mistake it for a person.
 */
export const computerUserId = (seat: number): string => `computer-${seat + 1}`;
export const isComputerUser = (userId: string): boolean => userId.startsWith('computer-');

export const visibilitySchema = z.union([z.literal('public'), z.array(z.number().int().min(0))]);

/**
 * Events kept in the hot record: enough for /hand catch-up (a seat's last few) and a turn
 * message's events; few enough that a move's store work does not depend on how long the game has
 * run (they fill within the first dozen moves). Everything is in the history.
 */
export const RECENT_EVENTS_KEPT = 20;

/** An event as kept: text with {seat:N} placeholders, who may see it, and when its action was applied. */
export const eventRecordSchema = z.object({ text: z.string(), to: visibilitySchema, at: z.string() });
export type EventRecord = z.infer<typeof eventRecordSchema>;

/**
 * One applied action and the events it told, as kept in the game's append-only history (a Redis
 * list, or a file beside the record): a game replays exactly from its seed and these actions.
 *
 * An undo is an entry too (the history is never rewritten): `undoes` is the index (from 0) of the
 * history entry it takes back, `seat` who took it back, `action` null, and `events` the public
 * notice the channel saw ("↩️ {seat:0} took back: ..."). For example
 * `{ seat: 0, action: null, at: "2026-11-30T14:00:00.000Z", events: [{ text: "↩️ {seat:0} took back their last step.", to: "public", at: "..." }], undoes: 12 }`.
 * Readers take the history through `effectiveEntries` / `effectiveActions` (src/store/effective.ts),
 * which drop undone steps: replay, export, /game log and the turn message all see the game as it stands.
 */
export const historyEntrySchema = z.object({
  seat: z.number().int().min(0),
  action: z.unknown(),
  at: z.string(),
  events: z.array(eventRecordSchema),
  /** Set on an undo marker only: the index of the entry it takes back (always an action entry, the newest one standing). */
  undoes: z.number().int().min(0).optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One DM a move owes a seat: its text, and whether the seat's choices (buttons) go with it. */
export const outboxDmSchema = z.object({
  seat: z.number().int().min(0),
  userId: z.string().min(1),
  text: z.string(),
  prompt: z.boolean(),
  /** A secret asker: never named in the channel, even when its DM fails. */
  hidden: z.boolean(),
});

/**
 * What one saved move owes, as plain data. `nonce` is sent with each message (Discord's
 * enforce_nonce), so a delivery repeated after a crash gets the message posted the first time
 * instead of a second one.
 */
export const outboxEntrySchema = z.object({
  nonce: z.string().min(1).max(20),
  /** The version the move wrote. */
  version: z.number().int().min(0),
  /** The move's time (a new turn message lists the public events from then on). */
  at: z.string(),
  dms: z.array(outboxDmSchema),
  /** The channel's part: whether to announce, the move's public event lines, whom to mention. */
  channel: z.object({
    changed: z.boolean(),
    over: z.boolean(),
    /** Seats the public sees awaited after the move; and those newly awaited (a secret asker left out). */
    awaited: z.array(z.number().int().min(0)),
    newlyAwaited: z.array(z.number().int().min(0)),
    /** Seats mentioned in a new post (newly awaited, their buttons maybe by DM). */
    mention: z.array(z.number().int().min(0)),
    /** The move's public events. */
    events: z.array(eventRecordSchema),
    /** Lines said with the move, e.g. why a computer player chose for a person (absent: none). */
    notes: z.array(z.string()).optional(),
    /** The turn the move led into (GameDefinition.turnKey): the same turn edits its message, a new one posts. Absent: the game has no turns to tell, or an older entry. */
    turn: z.string().max(200).optional(),
  }),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** 24 hours: the default time a decision may take. */
export const DEFAULT_CLOCK_MS = 24 * 60 * 60 * 1000;

/**
 * A table's clock settings, chosen at /game new and changed with /game settings.
 * `reminders`: when, before a decision's deadline, the awaited players are pinged, each either a
 * share of the clock elapsed ("50%") or a time left ("1h"), as the player typed it.
 */
export const tableSettingsSchema = z.object({
  /** Time each decision may take (ms); null: no clock (no deadlines, reminders or expiry). */
  clockMs: z.number().int().positive().nullable(),
  reminders: z.array(z.string().min(1).max(12)).max(6),
  /** When a deadline passes: ping again each clock period, or a computer takes that one decision. */
  expiry: z.enum(['wait', 'bot']),
  /** Expiries of one player's deadlines before `afterStrikes` applies. */
  strikeLimit: z.number().int().min(1).max(99),
  /** Then: a computer takes the seat for good, or the other players vote to end with the current standings. */
  afterStrikes: z.enum(['bot', 'vote']),
  /** Vacation days (/away) each player may take per month in this game. */
  vacationDays: z.number().int().min(0).max(31),
  /**
   * The language of the table's public posts and boards (docs/i18n.md): chosen at /game new (by
   * default the server's), changed with /game settings. Absent in older records: English.
   */
  locale: localeSchema.optional(),
});
export type TableSettings = z.infer<typeof tableSettingsSchema>;

export const DEFAULT_SETTINGS: TableSettings = Object.freeze({
  clockMs: DEFAULT_CLOCK_MS,
  reminders: ['50%', '1h'],
  expiry: 'wait',
  strikeLimit: 3,
  afterStrikes: 'vote',
  vacationDays: 7,
}) as TableSettings;

export const seatClockSchema = z.object({
  since: z.string(),
  strikes: z.number().int().min(0),
  /**
   * What the timers have done for the seat's decision at `stamp` (its TableRecord.stamps): how many
   * of its reminders were sent (reminder n counts as sent once `reminders > n`) and how many of its
   * deadlines have expired (expiry n, with `wait` one per clock period). Claimed in a store write
   * before the message goes out, so two processes or a restart never send one twice. Another
   * stamp: nothing done yet for the current decision.
   */
  done: z
    .object({ stamp: z.number().int().min(0), reminders: z.number().int().min(0), expiries: z.number().int().min(0) })
    .optional(),
});
export type SeatClock = z.infer<typeof seatClockSchema>;

const tableFields = {
  channelId: z.string().min(1),
  guildId: z.string().nullable(),
  gameId: z.string().min(1),
  status: z.enum(['lobby', 'playing', 'finished', 'aborted']),
  hostId: z.string().min(1),
  options: z.record(z.string(), z.unknown()),
  seed: z.string(),
  seats: z.array(seatSchema),
  /** The game's schemaVersion when `state` was saved, for migrations. */
  stateVersion: z.number().int().min(0),
  /** The game state (checked by the game's own schema when loaded); null in the lobby. */
  state: z.unknown(),
  /** Per seat: the record version at which that seat's legal choices last changed. Buttons carry it. */
  stamps: z.array(z.number().int().min(0)),
  /**
   * Per seat, the fingerprint of its choices in `state` (service/step.ts), written with the move
   * that made the state; `version` is the record version it was written for. The next move compares
   * against it instead of working every seat's choices out again; any other write leaves it stale
   * (its version no longer the record's), and it is then worked out. Absent in older records.
   */
  choices: z.object({ version: z.number().int().min(0), seats: z.array(z.string()) }).optional(),
  /** Bumped by the store on every write; compare-and-set guards it. */
  version: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The public lobby messages of this table (ids in its channel), closed when the game starts or ends. */
  lobbyMessages: z.array(z.string()).optional(),
  /**
   * The channel message showing the current turn: edited while the same players' decisions go on,
   * replaced by a new one when someone else must decide. `since` is when it was posted (its first
   * move's time, so it lists the public events from then on); `awaited` the seats it was posted for.
   * `turn` is the turn it shows (GameDefinition.turnKey): while the game stays in it, the message
   * is edited (posted anew at the foot when something else was posted below it). Absent in older
   * records and before the first move is announced (`turn` also for a game without turn keys).
   */
  turnMessage: z
    .object({
      id: z.string().min(1),
      since: z.string(),
      awaited: z.array(z.number().int().min(0)),
      turn: z.string().max(200).optional(),
    })
    .optional(),
  /**
   * Messages the saved moves still owe (the channel's announcement, DMs to other seats), saved in
   * the same write as the move and removed once delivered: a crash in between delays them, never
   * drops them. Plain data; images and buttons are drawn again at delivery. See src/discord/outbox.ts.
   */
  outbox: z.array(outboxEntrySchema).optional(),
  // --- issue 9: clocks (settings, deadlines, expiries) ---
  /** The table's clock, reminders and expiry policy; absent in older records (the defaults apply). */
  settings: tableSettingsSchema.optional(),
  /**
   * Per seat: when its current decision began (ISO time; a seat's clock runs from here while it is
   * awaited) and how many of its deadlines have expired in this game. Absent in older records.
   */
  clocks: z.array(seatClockSchema).optional(),
  /**
   * An open vote (after a player's strikes, with afterStrikes 'vote') among the other human players
   * on ending the game now with the current standings. `v` is the record version that opened it
   * (its buttons carry it), `seat` the player whose deadlines expired; `yes` and `no` the voters.
   */
  vote: z
    .object({
      v: z.number().int().min(0),
      seat: z.number().int().min(0),
      yes: z.array(z.number().int().min(0)),
      no: z.array(z.number().int().min(0)),
    })
    .optional(),
  /**
   * A game ended before its rules ended it (status 'finished'): by the players' vote, with the
   * game's standings of that moment (GameDefinition.standings: public scores per seat, null where
   * none is public; the winners; a co-operative table's result; the lines shown). Absent otherwise.
   * Records from before the standings have numbers only, and no team or summary.
   */
  ended: z
    .object({
      by: z.literal('vote'),
      scores: z.array(z.number().nullable()),
      winners: z.array(z.number().int().min(0)),
      team: z.enum(['won', 'lost']).optional(),
      summary: z.array(z.string()).optional(),
    })
    .optional(),
  // --- issue 9: undo ---
  /**
   * The table's last applied action (written by every move, removed by an undo): whose it was, the
   * version it wrote (its Undo button carries it), its index in the history, and either why it is
   * final (`final`) or what an undo restores (`before`: the exact state, its schema version, the
   * recent events and the clocks as they were before it). Another player's move replaces it, so
   * "nobody has acted since" is "this is still the record's `undo`". See src/discord/undo.ts.
   */
  undo: z
    .object({
      seat: z.number().int().min(0),
      version: z.number().int().min(0),
      entry: z.number().int().min(0),
      at: z.string(),
      /** The step's public events (texts with {seat:N}), for the public notice: they were public already. */
      said: z.array(z.string()),
      /** The actor decided in secret (a hidden asker): the public notice names nobody and says nothing of it. */
      secret: z.boolean().optional(),
      final: z.enum(['drew', 'revealed', 'over', 'game']).optional(),
      /** What the final step did, for its player's refusal (src/engine/undo.ts `Final.why`, seats as {seat:N}); absent in older notes. */
      why: z.string().max(300).optional(),
      before: z
        .object({
          state: z.unknown(),
          stateVersion: z.number().int().min(0),
          events: z.array(eventRecordSchema),
          clocks: z.array(seatClockSchema).optional(),
        })
        .optional(),
    })
    .optional(),
  // --- issue 9: seats and index ---
  /**
   * Vacation days (/away) charged at this table, per person (user id) and calendar month
   * ("2026-12", UTC): the table's settings.vacationDays limits each month's count. An away period
   * is charged when set and charged again for what it really took when its person comes back early.
   */
  vacationUsed: z
    .record(z.string().min(1), z.record(z.string().regex(/^\d{4}-\d{2}$/), z.number().int().min(0).max(31)))
    .optional(),
  /**
   * Who held a seat before it changed hands mid-game (/game replace, /game leave, the strike rule),
   * oldest change first: `name` held `seat` until `until` (ISO time). Events older than a change
   * name that holder, so the log and replays credit each move to whoever made it.
   */
  formerHolders: z
    .array(z.object({ seat: z.number().int().min(0), name: z.string().min(1), until: z.string() }))
    .max(200)
    .optional(),
};

/**
 * One channel's table as stored: its lobby, its game and the newest events (the hot record, checked
 * on every load). Its size does not grow with the game: the actions and the full event history
 * are in the game's append-only history (TableStore.readHistory).
 */
export const tableRecordSchema = z.object({
  schema: z.literal(2),
  ...tableFields,
  /** Actions applied so far (the length of the history); kept by the store. */
  actions: z.number().int().min(0),
  /** The newest events (a bounded tail) for /hand catch-up and the turn message. */
  events: z.array(eventRecordSchema),
});
export type TableRecord = z.infer<typeof tableRecordSchema>;

/** The older format, with the whole action log and the events inside; migrated when loaded. */
export const legacyTableRecordSchema = z.object({
  schema: z.literal(1),
  ...tableFields,
  log: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown(), at: z.string() })),
  events: z.array(eventRecordSchema),
});
export type LegacyTableRecord = z.infer<typeof legacyTableRecordSchema>;

/** Per-user preferences, shared by all tables. */
export const userPrefsSchema = z.object({
  /** Push private news by DM (the /hand button always works). */
  dms: z.boolean().default(true),
  /** Set when a DM to this user bounced (closed DMs); cleared when one gets through. */
  dmClosed: z.boolean().default(false),
  /** When the last DM bounced (ISO time; null when unknown, as in records older than this field). */
  dmClosedAt: z.string().nullable().default(null),
  /** `/away`: the player's clocks are paused in all their games from `from` until `until` (ISO times). */
  away: z.object({ from: z.string(), until: z.string() }).nullable().default(null),
  /**
   * `/rank hide:true`: left out of the leaderboards that span every server (src/ratings). Absent
   * means false (shown): optional rather than defaulted so older prefs read back unchanged.
   */
  hideFromLeaderboards: z.boolean().optional(),
  /**
   * The language the player's Discord last showed (interaction.locale, as our locale): DMs sent
   * later (the outbox, timers) are written in it. Absent: English. Written only when it changes.
   */
  locale: localeSchema.optional(),
});
export type UserPrefs = z.infer<typeof userPrefsSchema>;
/** What setPrefs takes: fields with a default may be left out. */
export type UserPrefsInput = z.input<typeof userPrefsSchema>;
