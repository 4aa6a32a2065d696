/**
 * Discord's per-route rate limit as a fixed window per key (here: message creation per channel):
 * the first request opens a window of `windowMs`; beyond `limit` requests in it the answer is 429
 * with the time left. A request sent again before that time has passed ignores retry_after.
 */
export interface Admission {
  ok: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetAfterMs: number;
  /** True when this request came before the retry_after of an earlier 429 had passed. */
  ignoredRetryAfter: boolean;
}

interface Window {
  resetAt: number;
  count: number;
  /** Set by a 429: requests before this time ignored its retry_after. */
  blockedUntil: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  take(key: string, now = Date.now()): Admission {
    let w = this.windows.get(key);
    const ignoredRetryAfter = w !== undefined && now < w.blockedUntil;
    if (!w || now >= w.resetAt) {
      w = { resetAt: now + this.windowMs, count: 0, blockedUntil: 0 };
      this.windows.set(key, w);
    }
    const resetAfterMs = w.resetAt - now;
    if (w.count >= this.limit) {
      w.blockedUntil = w.resetAt;
      return { ok: false, limit: this.limit, remaining: 0, resetAfterMs, ignoredRetryAfter };
    }
    w.count++;
    return { ok: true, limit: this.limit, remaining: this.limit - w.count, resetAfterMs, ignoredRetryAfter };
  }

  /** Uses up the key's current window, as another process of the same bot posting would (tests). */
  fill(key: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (!w || now >= w.resetAt)
      this.windows.set(key, { resetAt: now + this.windowMs, count: this.limit, blockedUntil: 0 });
    else w.count = this.limit;
  }
}

/** The X-RateLimit headers Discord sends, which discord.js reads to queue requests before a 429. */
export function rateLimitHeaders(a: Admission, bucket: string, now = Date.now()): Record<string, string> {
  return {
    'x-ratelimit-limit': String(a.limit),
    'x-ratelimit-remaining': String(a.remaining),
    'x-ratelimit-reset': ((now + a.resetAfterMs) / 1000).toFixed(3),
    'x-ratelimit-reset-after': (a.resetAfterMs / 1000).toFixed(3),
    'x-ratelimit-bucket': bucket,
  };
}
