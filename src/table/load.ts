/**
 * `npm run table -- --load file.json`: puts an exported game record (src/engine/gameRecord.ts) into
 * a channel of the offline world, reproduced exactly: the game replayed from its seed and actions,
 * written through the store as a table whose state is the replayed one and whose history is every
 * step with the events it told. A finished game can be replayed and exported again; one in
 * progress (an aborted game's record, say) goes on from where it stopped.
 */

import { type GameRecord, replayRecord } from '../engine/gameRecord.ts';
import { localize } from '../engine/messages.ts';
import type { Registry } from '../registry.ts';
import {
  computerUserId,
  type EventRecord,
  type HistoryEntry,
  RECENT_EVENTS_KEPT,
  type SeatRecord,
  type TableRecord,
} from '../store/record.ts';
import type { TableStore } from '../store/types.ts';
import type { WorldIdentity } from './world.ts';

/** A record that cannot be loaded; the message says why, in a sentence. */
export class RecordLoadError extends Error {
  /** Said on the terminal, in English: the engine's sentences in it are message tokens. */
  constructor(message: string) {
    super(localize(message, 'en'));
  }
}

export interface LoadedGame {
  readonly gameName: string;
  readonly channelId: string;
  readonly channelName: string;
  readonly steps: number;
  readonly over: boolean;
  /** Per seat: the name in the record, and who holds it now (an offline user's name, or "computer"). */
  readonly seats: readonly { readonly recorded: string; readonly heldBy: string }[];
}

export interface LoadRecordOptions {
  readonly store: TableStore;
  readonly registry: Registry;
  readonly identity: WorldIdentity;
  readonly guildId: string;
  /** The channel's name in the offline world (default: the first channel, #tabletop). */
  readonly channel?: string | undefined;
  readonly record: GameRecord;
  readonly now: Date;
}

/**
 * Replays the record and writes it into the channel. A person's seat goes to the offline users in
 * order (ann, bo, ...), who play it under their own names; a computer's seat stays a computer's
 * (unless every seat is a computer's: then people take them all).
 * Refused when the channel holds a lobby or a game in progress (finished ones give way, as to
 * /game new), or when the record does not replay with this bot's games.
 */
export async function loadGameRecord(opts: LoadRecordOptions): Promise<LoadedGame> {
  const { record, identity } = opts;
  const entry = opts.registry.get(record.game);
  if (!entry)
    throw new RecordLoadError(
      `this bot does not offer the game "${record.game}" (offered: ${
        opts.registry
          .all()
          .map((e) => e.game.id)
          .join(', ') || 'none'
      }).`,
    );
  const channel =
    opts.channel === undefined
      ? identity.channels[0]!
      : identity.channels.find((c) => c.name === opts.channel!.replace(/^#/, ''));
  if (!channel)
    throw new RecordLoadError(
      `there is no channel #${opts.channel} in the offline world (channels: ${identity.channels.map((c) => `#${c.name}`).join(', ')}).`,
    );
  // A record whose every seat ended with a computer (its people left) is played on by people:
  // computers alone would play for nobody, as a table whose last person leaves ends.
  const keepComputers = record.seats.some((s) => !s.computer);
  const isComputer = (s: (typeof record.seats)[number]) => keepComputers && s.computer !== undefined;
  const people = record.seats.filter((s) => !isComputer(s)).length;
  if (people > identity.users.length)
    throw new RecordLoadError(
      `the record has ${people} players and the offline world ${identity.users.length} members.`,
    );

  const replayed = replayRecord(entry.game, record);
  if (!replayed.ok) throw new RecordLoadError(`the record does not replay: ${replayed.error}`);

  let person = 0;
  const seats: SeatRecord[] = record.seats.map((s, i) => {
    if (isComputer(s)) return { userId: computerUserId(i), name: s.name, computer: s.computer };
    const user = identity.users[person++]!;
    return { userId: user.id, name: user.username };
  });
  const at = opts.now.toISOString();
  const history: HistoryEntry[] = record.actions.map((a, k) => ({
    seat: a.seat,
    action: a.action,
    at,
    events: replayed.events[k]!.map(
      (e): EventRecord => ({ text: e.text, to: e.to === 'public' ? 'public' : [...e.to], at }),
    ),
  }));
  const over = entry.game.outcome(replayed.state).over;
  // Stored as /game new stores them: as the game's options schema reads them (the replay just did).
  const options = entry.game.optionsSchema.parse(record.options) as Record<string, unknown>;
  const host = seats.find((s) => !s.computer)?.userId ?? identity.users[0]!.id;

  const res = await opts.store.update(channel.id, (current) => {
    if (current && (current.status === 'lobby' || current.status === 'playing')) {
      return {
        result: `#${channel.name} already has a game open; end it with /game abort, or load into another channel with --channel.`,
      };
    }
    const version = current?.version ?? 0;
    const table: TableRecord = {
      schema: 2,
      channelId: channel.id,
      guildId: opts.guildId,
      gameId: entry.game.id,
      status: over ? 'finished' : 'playing',
      hostId: host,
      options,
      seed: record.seed,
      seats,
      stateVersion: entry.game.schemaVersion,
      state: replayed.state,
      // Every seat's choices are new to this table: buttons from before (none) are stale.
      stamps: seats.map(() => version + 1),
      actions: history.length,
      events: history.flatMap((h) => h.events).slice(-RECENT_EVENTS_KEPT),
      version,
      createdAt: at,
      updatedAt: at,
      finishedAt: over ? at : null,
      // The exported table's clock and policies; an older record without them gets the defaults.
      ...(record.settings ? { settings: { ...record.settings } } : {}),
    };
    return { write: table, append: history, newHistory: true, result: null };
  });
  if (!res.ok)
    throw new RecordLoadError(
      res.reason === 'corrupt'
        ? `#${channel.name} holds a damaged game: clear it with /game abort first.`
        : `#${channel.name} was busy; try again.`,
    );
  if (res.result !== null) throw new RecordLoadError(res.result);
  return {
    gameName: entry.game.name,
    channelId: channel.id,
    channelName: channel.name,
    steps: history.length,
    over,
    seats: record.seats.map((s, i) => ({
      recorded: s.name,
      heldBy: seats[i]!.computer ? `a ${seats[i]!.computer} computer` : seats[i]!.name,
    })),
  };
}
