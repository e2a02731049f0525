/**
 * Background and scheduled work on Agenda 6.
 *
 * - `MONGODB_URI` set (the store is MongoDB): `@agendajs/mongo-backend` on the same database, so
 *   any number of API and worker processes share one queue; locks live in the job documents.
 * - otherwise: `EmbeddedBackend`, the same repository contract over the embedded store.
 *
 * Nothing here holds an in-memory lock: which worker runs a job is decided only by the store's
 * atomic `findOneAndUpdate` on `lockedAt`. Jobs are idempotent, so a job whose worker died is
 * simply run again by another worker once its lock expires (`lockLifetime`).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, type AgendaBackend, type BackoffStrategy, exponential, type Job } from 'agenda';
import { Db } from 'mongodb';
import type { Store } from '../storage/index.js';
import { DEFAULT_JOBS_COLLECTION, EmbeddedBackend } from './embedded-backend/index.js';
import { LeaseTrackingRepository } from './lease-tracker.js';
import { jobDefinitions } from './registry.js';
import type { JobDefinition, JobRetryOptions, JobsLogger } from './types.js';

export {
  CONSOLE_ERRORS_COLLECTION,
  consoleErrorsRetention,
  consoleErrorsRetentionDays,
  DEFAULT_CONSOLE_ERRORS_RETENTION_DAYS,
} from './console-errors-retention.js';
export { EmbeddedBackend, EmbeddedJobRepository } from './embedded-backend/index.js';
export { jobDefinitions } from './registry.js';
export type { JobContext, JobDefinition, JobOptions, JobRetryOptions, JobsLogger } from './types.js';

export const DEFAULT_RETRY = { attempts: 5, delayMs: 30_000, factor: 2, maxDelayMs: 60 * 60_000, jitter: 0 };
export const DEFAULT_STOP_TIMEOUT_MS = 30_000;

export interface CreateJobsOptions {
  store: Store;
  /** When set, the queue is MongoDB (`@agendajs/mongo-backend`), shared by every process. */
  mongodbUri?: string;
  logger: JobsLogger;
  /** Identifies this worker in `lastModifiedBy` (default `host:pid:random`). */
  workerName?: string;
  /** How often this worker polls for due jobs (default '5 seconds'). */
  processEvery?: string | number;
  /** Jobs to define (default: every job in the registry). */
  definitions?: readonly JobDefinition<never>[];
  /** Settings jobs read (default `process.env`). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Collection of the queue (default `agendaJobs`). */
  collection?: string;
  /** Jobs one worker runs at once across all names (Agenda default 20). */
  maxConcurrency?: number;
  /** Lock lifetime for jobs that do not set one (default 10 min). */
  defaultLockLifetime?: number;
  /** How long `stop()` waits for running jobs before leaving them to lock expiry (default 30 s). */
  stopTimeoutMs?: number;
}

export interface Jobs {
  readonly agenda: Agenda;
  readonly backend: 'embedded' | 'mongodb';
  readonly workerName: string;
  /** Defines (or redefines) a job on this worker; schedules it too if already started. */
  define<DATA>(definition: JobDefinition<DATA>): void;
  /** Starts polling and makes sure every scheduled definition has its recurring job. */
  start(): Promise<void>;
  /**
   * Graceful stop: takes no new jobs, waits for running ones (up to `stopTimeoutMs`), releases
   * the locks it holds on jobs it has not started, and closes a connection it opened itself.
   * The store stays open (it belongs to the caller). A stopped instance cannot be restarted.
   */
  stop(): Promise<void>;
  /** Enqueues a one-time run now. */
  now<DATA>(name: string, data?: DATA): Promise<Job<DATA>>;
  /** Enqueues a one-time run at `when` (a Date or an Agenda phrase such as 'in 5 minutes'). */
  schedule<DATA>(when: Date | string, name: string, data?: DATA): Promise<Job<DATA>>;
}

/** Agenda's exponential strategy for `attempts` total runs; undefined when retries are off. */
export function retryBackoff(options: JobRetryOptions = {}): BackoffStrategy | undefined {
  const attempts = options.attempts ?? DEFAULT_RETRY.attempts;
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`attempts must be >= 1, got ${attempts}`);
  if (attempts === 1) return undefined;
  return exponential({
    delay: options.delayMs ?? DEFAULT_RETRY.delayMs,
    factor: options.factor ?? DEFAULT_RETRY.factor,
    maxDelay: options.maxDelayMs ?? DEFAULT_RETRY.maxDelayMs,
    maxRetries: attempts - 1,
    jitter: options.jitter ?? DEFAULT_RETRY.jitter,
  });
}

/** A pino-like logger with fixed fields merged into every call. */
function bindLogger(logger: JobsLogger, bindings: Record<string, unknown>): JobsLogger {
  const bind =
    (level: keyof JobsLogger) =>
    (objOrMsg: unknown, msg?: string): void => {
      if (objOrMsg instanceof Error) logger[level]({ ...bindings, err: objOrMsg }, msg ?? objOrMsg.message);
      else if (typeof objOrMsg === 'object' && objOrMsg !== null)
        logger[level]({ ...bindings, ...objOrMsg }, msg);
      else logger[level](bindings, msg ?? String(objOrMsg));
    };
  return { info: bind('info'), warn: bind('warn'), error: bind('error') };
}

function selectBackend(
  options: CreateJobsOptions,
  collection: string,
): { inner: AgendaBackend; kind: Jobs['backend']; sharesStoreDatabase: boolean } {
  const { store, mongodbUri } = options;
  // The MongoDB adapter hands out the driver's own Db: reuse its pool and database.
  if (store.db instanceof Db) {
    return {
      inner: new MongoBackend({ mongo: store.db, collection }),
      kind: 'mongodb',
      sharesStoreDatabase: true,
    };
  }
  if (store.kind === 'embedded') {
    if (mongodbUri) throw new Error('jobs: MONGODB_URI is set but the store is embedded');
    return {
      inner: new EmbeddedBackend(store.db, { collection }),
      kind: 'embedded',
      sharesStoreDatabase: true,
    };
  }
  if (!mongodbUri) throw new Error('jobs: the store is MongoDB but no MONGODB_URI was given');
  return {
    inner: new MongoBackend({ address: mongodbUri, collection }),
    kind: 'mongodb',
    sharesStoreDatabase: false,
  };
}

const SINGLE_INDEX = 'singleJobPerName';

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

export async function createJobs(options: CreateJobsOptions): Promise<Jobs> {
  const { store, logger } = options;
  const env = options.env ?? process.env;
  const workerName = options.workerName ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  const collection = options.collection ?? DEFAULT_JOBS_COLLECTION;
  const { inner, kind, sharesStoreDatabase } = selectBackend(options, collection);

  // Connect here rather than inside Agenda's constructor, so a failure rejects createJobs.
  await inner.connect();
  if (sharesStoreDatabase) {
    // One recurring ('single') job per name even when several processes boot at once: without
    // this, two concurrent upserts on MongoDB can both insert.
    await store.db
      .collection(collection)
      .createIndex(
        { name: 1 },
        { unique: true, partialFilterExpression: { type: 'single' }, name: SINGLE_INDEX },
      );
  }
  const leases = new LeaseTrackingRepository(inner.repository);
  const backend: AgendaBackend = {
    name: inner.name,
    repository: leases,
    ownsConnection: false,
    connect: async () => {},
    disconnect: async () => {},
  };
  const agenda = new Agenda({
    backend,
    name: workerName,
    processEvery: options.processEvery ?? '5 seconds',
    ...(options.maxConcurrency !== undefined ? { maxConcurrency: options.maxConcurrency } : {}),
    ...(options.defaultLockLifetime !== undefined
      ? { defaultLockLifetime: options.defaultLockLifetime }
      : {}),
  });
  await agenda.ready;

  const log = bindLogger(logger, { worker: workerName });
  const running = new Set<string>();
  agenda.on('error', (err) => log.error(err, 'jobs: queue error'));
  agenda.on('start', (job) => running.add(String(job.attrs._id)));
  agenda.on('complete', (job) => running.delete(String(job.attrs._id)));
  agenda.on('fail', (err, job) =>
    log.warn(
      { err, job: job.attrs.name, jobId: String(job.attrs._id), failCount: job.attrs.failCount },
      'job failed',
    ),
  );
  agenda.on('retry', (job, details) =>
    log.info(
      { job: job.attrs.name, jobId: String(job.attrs._id), attempt: details.attempt, delayMs: details.delay },
      'job retry scheduled',
    ),
  );
  agenda.on('retry exhausted', (err, job) =>
    log.error(
      { err, job: job.attrs.name, jobId: String(job.attrs._id), failCount: job.attrs.failCount },
      'job gave up after its last attempt',
    ),
  );

  const scheduled = new Map<string, JobDefinition<never>>();
  let started = false;
  let stopping: Promise<void> | undefined;

  /** Creates the recurring job unless an identical one is already stored (a restart). */
  async function ensureSchedule(definition: JobDefinition<never>): Promise<void> {
    if (!definition.schedule) return;
    const { jobs } = await agenda.queryJobs({ name: definition.name });
    const current = jobs.some(
      (job) =>
        job.type === 'single' &&
        job.repeatInterval === definition.schedule &&
        (job.repeatTimezone ?? undefined) === definition.timezone,
    );
    // Re-saving an existing recurring job through the MongoDB backend clears its lock, so only
    // (re)write it when it is missing or its schedule changed.
    if (current) return;
    const every = () =>
      agenda.every(
        definition.schedule as string,
        definition.name,
        undefined,
        definition.timezone ? { timezone: definition.timezone } : {},
      );
    try {
      await every();
    } catch (error) {
      // Another process inserted it between our upsert's lookup and insert; now it updates.
      if (!isDuplicateKey(error)) throw error;
      await every();
    }
  }

  function define<DATA>(definition: JobDefinition<DATA>): void {
    const opts = definition.options ?? {};
    const backoff = retryBackoff(opts);
    agenda.define(
      definition.name,
      async (job: Job<DATA>) => {
        const attempt = (job.attrs.failCount ?? 0) + 1;
        const jobLogger = bindLogger(log, { job: definition.name, jobId: String(job.attrs._id), attempt });
        await definition.run(
          { store, logger: jobLogger, job: job as Job<unknown>, attempt, env },
          job.attrs.data,
        );
      },
      {
        ...(opts.concurrency !== undefined ? { concurrency: opts.concurrency } : {}),
        ...(opts.lockLimit !== undefined ? { lockLimit: opts.lockLimit } : {}),
        ...(opts.lockLifetime !== undefined ? { lockLifetime: opts.lockLifetime } : {}),
        ...(opts.priority !== undefined ? { priority: opts.priority } : {}),
        ...(backoff ? { backoff } : {}),
      },
    );
    const asStored = definition as JobDefinition<never>;
    if (definition.schedule) scheduled.set(definition.name, asStored);
    else scheduled.delete(definition.name);
    if (started && definition.schedule) {
      ensureSchedule(asStored).catch((err) => log.error(err, `jobs: cannot schedule ${definition.name}`));
    }
  }

  for (const definition of options.definitions ?? jobDefinitions) define(definition);

  return {
    agenda,
    backend: kind,
    workerName,
    define,
    async start() {
      if (stopping) throw new Error('jobs: a stopped instance cannot be restarted');
      if (started) return;
      started = true;
      for (const definition of scheduled.values()) await ensureSchedule(definition);
      await agenda.start();
      log.info({ backend: kind, jobs: Object.keys(agenda.definitions) }, 'jobs: started');
    },
    stop() {
      stopping ??= (async () => {
        await leases.stopLocking();
        const result = await agenda.drain({ timeout: stopTimeoutMs, closeConnection: false });
        if (result.timedOut) {
          log.warn(
            { running: [...running] },
            'jobs: stop timed out; running jobs keep their locks until lockLifetime expires',
          );
        }
        await leases.stopLocking();
        await leases.release(leases.heldLocks().filter((id) => !running.has(id)));
        if (inner.ownsConnection ?? false) await inner.disconnect();
        if (started) log.info({ completed: result.completed }, 'jobs: stopped');
      })();
      return stopping;
    },
    now: <DATA>(name: string, data?: DATA) => agenda.now<DATA>(name, data as DATA),
    schedule: <DATA>(when: Date | string, name: string, data?: DATA) =>
      agenda.schedule<DATA>(when, name, data as DATA),
  };
}
