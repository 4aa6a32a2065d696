import { StoreUnavailable } from './errors.ts';

/**
 * Time budgets for store operations. An operation gets a deadline when it starts; each of its
 * steps checks it before talking to the backend, and every write carries it so the backend itself
 * refuses a write that arrives late (a paused Redis executes what it had already received when it
 * resumes). The caller stops waiting a little after the deadline: by then the operation either
 * finished or can no longer change anything.
 */

/** How long the caller keeps waiting after the deadline for a write's reply. */
export const REPLY_GRACE_MS = 1000;

/** Throws StoreUnavailable once the deadline has passed (wall clock; undefined: no deadline). */
export function checkDeadline(deadline: number | undefined, what: string): void {
  if (deadline !== undefined && Date.now() > deadline) throw new StoreUnavailable(`${what} ran out of time`);
}

/**
 * Settles like `work`, or rejects with StoreUnavailable after `waitMs`. The abandoned work's own
 * outcome is swallowed: it must not surface later as an unhandled rejection.
 */
export function withinTime<T>(work: Promise<T>, waitMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StoreUnavailable(`${what} got no answer within ${waitMs} ms`)), waitMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
