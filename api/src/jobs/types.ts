import type { Job } from 'agenda';
import type { Store } from '../storage/index.js';

/** The pino subset jobs log through: `(obj, msg?)` or `(msg)`. */
export interface JobsLogger {
  info(objOrMsg: unknown, msg?: string): void;
  warn(objOrMsg: unknown, msg?: string): void;
  error(objOrMsg: unknown, msg?: string): void;
}

/** Retry policy: exponential backoff, `delayMs * factor^(n-1)` before retry n, capped. */
export interface JobRetryOptions {
  /** Total runs including the first (default 5). 1 disables retries. */
  attempts?: number;
  /** Delay before the first retry in ms (default 30 s). */
  delayMs?: number;
  /** Growth factor per retry (default 2). */
  factor?: number;
  /** Upper bound on a single delay in ms (default 1 h). */
  maxDelayMs?: number;
  /** 0..1, randomises each delay by up to this fraction (default 0). */
  jitter?: number;
}

export interface JobOptions extends JobRetryOptions {
  /** Runs of this job at once per worker (Agenda default 5). */
  concurrency?: number;
  /** Locks of this job one worker may hold at once (0 = no limit). */
  lockLimit?: number;
  /**
   * How long a lock is trusted (default 10 min). A worker that dies while holding one leaves the
   * job to others after this time; a run that takes longer must call `ctx.job.touch()`.
   */
  lockLifetime?: number;
  /** Higher runs first among due jobs. */
  priority?: number;
}

export interface JobContext {
  readonly store: Store;
  /** Logger with `job`, `jobId` and `attempt` bound. */
  readonly logger: JobsLogger;
  /** The Agenda job (for `touch()` on long runs, `attrs`). */
  readonly job: Job<unknown>;
  /** 1 for the first run, n for the (n-1)-th retry. */
  readonly attempt: number;
  /** Environment the job reads its settings from (`process.env` unless `createJobs` got one). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * One job, one file. `run` must be idempotent: running it twice, or on two workers after a lock
 * expired, changes nothing the second time.
 */
export interface JobDefinition<DATA = unknown> {
  readonly name: string;
  readonly description: string;
  /** Recurrence passed to Agenda's `every()`: a human interval ('1 day') or a cron expression. */
  readonly schedule?: string;
  /** IANA time zone for a cron `schedule` (default: the process's). */
  readonly timezone?: string;
  readonly options?: JobOptions;
  run(ctx: JobContext, data: DATA): Promise<void>;
}
