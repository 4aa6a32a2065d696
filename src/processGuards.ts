import type { Logger } from './log.ts';

function describe(err: unknown): { message: string; stack?: string | undefined } {
  return err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) };
}

/**
 * Last-resort handlers for a long-running bot: a promise rejection nobody handled, or an exception
 * thrown outside any handler, is logged and the bot keeps serving. This is safe here because no
 * state lives in memory between interactions (every table is in the store, every write is atomic),
 * so a failed interaction leaves nothing half-done to corrupt the next one. Installed only once
 * the program is up: a failure while starting ends it (src/startupErrors.ts). Returns a function
 * that removes the handlers.
 */
export function installProcessGuards(log: Logger): () => void {
  const onRejection = (reason: unknown) =>
    log.error({ err: describe(reason) }, 'unhandled promise rejection (kept running)');
  const onException = (err: Error, origin: string) =>
    log.error({ err: describe(err), origin }, 'uncaught exception (kept running)');
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
