/**
 * The server's pino logger: JSON lines on stdout. Lines are batched and written every `flushMs` (20 ms) or
 * at 64 KB, so a request's log line costs an array push instead of a write(2) (once per event-loop turn
 * was still about one write per request on a lightly loaded server); whatever is pending is written
 * synchronously when the process exits.
 */
import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config.js';

/** A pino destination that joins the lines of `flushMs` into a single `stdout.write`. */
export class BatchedStdout {
  /** The pending lines, joined as they come (a rope: appending copies nothing until the write). */
  private pending = '';
  private scheduled = false;
  private readonly out: NodeJS.WritableStream;
  private readonly maxBatch: number;
  private readonly flushMs: number;

  constructor(out: NodeJS.WritableStream = process.stdout, maxBatch = 64 * 1024, flushMs = 20) {
    this.out = out;
    this.maxBatch = maxBatch;
    this.flushMs = flushMs;
  }

  write(line: string): boolean {
    this.pending += line;
    if (this.pending.length >= this.maxBatch) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      // Unref'd: it never keeps the process alive; 'exit' writes what is left (createLogger).
      setTimeout(() => this.flush(), this.flushMs).unref();
    }
    return true;
  }

  /** Writes pending lines now (stdout to a file or pipe is synchronous on Linux). */
  flush(): void {
    this.scheduled = false;
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.out.write(text);
  }
}

export function createLogger(level: LogLevel, out?: NodeJS.WritableStream): Logger {
  const destination = new BatchedStdout(out);
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
  process.once('exit', () => destination.flush());
  return logger;
}
