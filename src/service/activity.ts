/**
 * When each user last used a command or button in this process. A player whose DMs bounced is
 * tried again after they next use the bot (they may have reopened their DMs meanwhile). Kept in
 * memory: with several bot processes, another process may not know, and then the daily retry
 * applies.
 */
export class UserActivity {
  readonly #seen = new Map<string, number>();
  /** Bounded: the oldest entries go first (a Map keeps insertion order). */
  constructor(private readonly max = 50_000) {}

  note(userId: string, at = Date.now()): void {
    this.#seen.delete(userId);
    this.#seen.set(userId, at);
    if (this.#seen.size > this.max) this.#seen.delete(this.#seen.keys().next().value!);
  }

  lastSeen(userId: string): number | undefined {
    return this.#seen.get(userId);
  }
}
