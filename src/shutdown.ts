import type { Logger } from './log.ts';
import { errorText } from './log.ts';

/**
 * Stops the program once on SIGINT or SIGTERM: logs the signal, runs `close` (what was started,
 * in reverse order), then exits 0, or 1 when closing failed. A second signal while closing is ignored.
 */
export function stopOnSignals(log: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err: errorText(err) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
