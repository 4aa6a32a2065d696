import { type Logger, pino } from 'pino';

export type { Logger };

/**
 * Structured logs. Log lines name channels, seats and actions' kinds, never a view or an event
 * meant for one seat: hidden information stays out of logs.
 */
export function createLogger(level = 'info'): Logger {
  // Written at once, in order with the program's own console lines ("bot ready" before "Offline
  // table ready"), and nothing lost when the process exits right after a line.
  return pino({ level, base: { app: 'neontable' } }, pino.destination({ dest: 1, sync: true }));
}

/** An error's message for a log line (what was thrown may be anything). */
export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
