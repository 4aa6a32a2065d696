import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured logs. Log lines name channels, seats and actions' kinds, never a view or an event
 * meant for one seat: hidden information stays out of logs.
 */
export function createLogger(level = 'info'): Logger {
  return pino({ level, base: { app: 'neontable' } });
}
