/**
 * Graceful shutdown: stop accepting connections and let in-flight requests finish (Fastify `close`), stop
 * the job worker, then close the store (which flushes the embedded journal). A second signal or the
 * timeout forces the exit (close-with-grace).
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownParts {
  app: FastifyInstance;
  jobs?: { stop(): Promise<void> } | undefined;
  store?: { close(): Promise<void> } | undefined;
  log: FastifyBaseLogger;
}

/** The shutdown sequence; calling it again returns the same promise. */
export function createShutdown(parts: ShutdownParts): () => Promise<void> {
  let running: Promise<void> | undefined;
  const step = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (error) {
      parts.log.error({ err: error }, `shutdown: ${name} failed`);
    }
  };
  return () => {
    running ??= (async () => {
      await step('http', () => parts.app.close());
      if (parts.jobs) await step('jobs', () => parts.jobs!.stop());
      if (parts.store) await step('store', () => parts.store!.close());
      parts.log.info('shutdown complete');
    })();
    return running;
  };
}

export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** SIGINT/SIGTERM (and uncaught errors) run `shutdown`, then exit 0 (1 after an error or the timeout). */
export function installGracefulShutdown(
  shutdown: () => Promise<void>,
  log: FastifyBaseLogger,
  delay = SHUTDOWN_TIMEOUT_MS,
): { uninstall(): void } {
  return closeWithGrace(
    {
      delay,
      logger: { error: (message: unknown) => log.error(message) },
      onSecondSignal: (signal) => log.error({ signal }, 'second signal, exiting now'),
      onTimeout: (ms) => log.error(`shutdown did not finish in ${ms} ms, exiting`),
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'uncaught error, shutting down');
      else log.info({ signal }, 'shutting down: finishing in-flight requests');
      await shutdown();
    },
  );
}
