/**
 * A per-key async mutex: a small promise chain per key. Callers with the same key run one after
 * another in arrival order; different keys never wait for each other. A key's entry is dropped
 * as soon as its queue empties, so the map only holds keys that are busy right now.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    // `previous` never rejects: every link is a `mine`, which only ever resolves.
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** How many keys have a holder or waiters (for tests). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
