import { storeWords } from './store.messages.ts';

/**
 * The store could not be reached in time (Redis down, paused, or refusing connections). Raised
 * instead of waiting: the operation did nothing that will be applied later, so the player can be
 * told that nothing changed and to try again.
 */
export class StoreUnavailable extends Error {
  override readonly name = 'StoreUnavailable';
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`The table store is unavailable: ${detail}`, options);
  }
}

export const isStoreUnavailable = (err: unknown): err is StoreUnavailable => err instanceof StoreUnavailable;

/** What players read when the store is unavailable. */
export const STORE_UNAVAILABLE_MESSAGE = storeWords('store.unavailable');

/** Redis could not be reached when the store opened (at start-up): the bot does not start without its store. */
export class RedisUnreachable extends Error {
  override readonly name = 'RedisUnreachable';
  /** What went wrong, in words, when it was no network error (a refused password, say). */
  readonly detail: string;
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot reach Redis for the table store: ${detail}`, { cause });
    this.detail = detail;
  }
}
