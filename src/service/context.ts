/**
 * What the table service needs from the bot it runs in. The service (tables, clocks, vacations,
 * seat changes, computers, lapses, replay, timers, the messages a move owes) never speaks to a
 * chat platform itself: it reaches one through `TableAdapter`, which src/discord implements.
 */
import type { Logger } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { Registry } from '../registry.ts';
import type { TableStore } from '../store/types.ts';
import type { UserActivity } from './activity.ts';
import type { ActOutcome, Tables } from './tables.ts';
import type { Timers } from './timers/types.ts';

/** The platform side of the service: what it cannot do without a chat to speak in. */
export interface TableAdapter {
  /**
   * A move made without an interaction (a computer's, a lapse's): counted, logged, its owed
   * messages delivered and the table's timers planned again, as after a player's own move.
   */
  afterMove(out: ActOutcome): Promise<void>;
  /** Posts a short notice in the channel, naming players without pinging any but `ping`; a refusal is only logged. */
  tell(channelId: string, text: string, ping?: readonly string[]): Promise<void>;
}

export interface ServiceContext {
  readonly tables: Tables;
  readonly registry: Registry;
  readonly store: TableStore;
  readonly log: Logger;
  /** When each user last used a command here (a bounced DM is tried again after it). */
  readonly activity: UserActivity;
  /** Reminders, deadlines and computer moves (src/service/timers). */
  readonly timers: Timers;
  /** The time now: the clocks' only source of time, so tests can set it. */
  readonly now: () => Date;
  readonly adapter: TableAdapter;
  /** This bot's instruments (src/metrics.ts): its own, not the process's. */
  readonly metrics: Metrics;
}
