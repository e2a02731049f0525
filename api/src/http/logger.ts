/**
 * The server's pino logger: JSON lines on stdout, written through an asynchronous buffer so logging does
 * not cost a write(2) per request. `flush` runs at shutdown; fatal paths use `pino.final` semantics via
 * the synchronous flush below.
 */
import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config.js';

export function createLogger(level: LogLevel): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const logger = pino(
    {
      level,
      // The token is a credential; Fastify's request serializer logs no headers, this covers custom logs.
      redact: {
        paths: ['req.headers["x-auth-token"]', 'headers["x-auth-token"]', 'password'],
        censor: '[ukryte]',
      },
    },
    destination,
  );
  // Whatever is buffered still reaches stdout when the process exits (normally or through process.exit).
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // stdout already closed
    }
  });
  return logger;
}
