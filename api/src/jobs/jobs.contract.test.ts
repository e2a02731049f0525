/**
 * Job contract: the same cases run on the embedded backend always and on MongoDB
 * (`@agendajs/mongo-backend`) when MONGODB_URI is set.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../storage/index.js';
import {
  type CreateJobsOptions,
  createJobs,
  type JobDefinition,
  type Jobs,
  type JobsLogger,
} from './index.js';

const MONGODB_URI = process.env.MONGODB_URI;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for: ${what}`);
    await sleep(10);
  }
}

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: unknown;
  msg: string | undefined;
}

function captureLogger(entries: LogEntry[] = []): JobsLogger & { entries: LogEntry[] } {
  const at = (level: LogEntry['level']) => (obj: unknown, msg?: string) => entries.push({ level, obj, msg });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

/** One data directory (and, on MongoDB, one database) that stores can be opened on and reopened. */
class Harness {
  private readonly stores: Store[] = [];
  private readonly closedStores = new Set<Store>();
  private readonly workers: Jobs[] = [];
  private dataDir: string | undefined;
  private readonly dbName = `zapisy_jobs_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

  constructor(readonly kind: 'embedded' | 'mongodb') {}

  async open(): Promise<Store> {
    this.dataDir ??= await mkdtemp(join(tmpdir(), 'zapisy-jobs-'));
    const store = await openStore({
      dataDir: this.dataDir,
      ...(this.kind === 'mongodb' ? { mongodbUri: MONGODB_URI, dbName: this.dbName } : {}),
    });
    this.stores.push(store);
    return store;
  }

  async close(store: Store): Promise<void> {
    if (this.closedStores.has(store)) return;
    this.closedStores.add(store);
    await store.close();
  }

  async worker(
    store: Store,
    definitions: JobDefinition<never>[],
    options: Partial<CreateJobsOptions> = {},
  ): Promise<Jobs> {
    const jobs = await createJobs({
      store,
      ...(this.kind === 'mongodb' ? { mongodbUri: MONGODB_URI } : {}),
      logger: captureLogger(),
      processEvery: POLL_MS,
      definitions,
      ...options,
    });
    this.workers.push(jobs);
    return jobs;
  }

  async cleanup(): Promise<void> {
    await Promise.all(this.workers.map((jobs) => jobs.stop()));
    const last = this.stores.at(-1);
    if (this.kind === 'mongodb' && last && !this.closedStores.has(last)) await last.db.dropDatabase();
    for (const store of this.stores) await this.close(store);
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }
}

/** Reads a job document straight from the queue collection. */
async function storedJob(store: Store, name: string) {
  const docs = await store.db.collection('agendaJobs').find({ name }).toArray();
  expect(docs).toHaveLength(1);
  return docs[0] as Record<string, unknown>;
}

function contractSuite(kind: 'embedded' | 'mongodb') {
  let harness: Harness;

  afterEach(async () => {
    await harness.cleanup();
  });

  function setup() {
    harness = new Harness(kind);
    return harness;
  }

  it('a job scheduled for a time runs at that time, not before, and once', async () => {
    const h = setup();
    const store = await h.open();
    const runs: number[] = [];
    const jobs = await h.worker(store, [
      {
        name: 'scheduled',
        description: 'records when it ran',
        async run() {
          runs.push(Date.now());
        },
      },
    ]);
    await jobs.start();
    const dueAt = new Date(Date.now() + 300);
    await jobs.schedule(dueAt, 'scheduled');

    await waitFor(() => runs.length === 1, 'the scheduled run');
    await sleep(4 * POLL_MS);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toBeGreaterThanOrEqual(dueAt.getTime());
    expect(runs[0]! - dueAt.getTime()).toBeLessThan(1_000);
    await waitFor(async () => (await storedJob(store, 'scheduled')).lastFinishedAt != null, 'the run saved');
    const doc = await storedJob(store, 'scheduled');
    expect(doc.lockedAt ?? null).toBeNull();
    expect(doc.nextRunAt ?? null).toBeNull();
  });

  it('start() creates each recurring job once, even when two workers start at the same time and restart', async () => {
    const h = setup();
    const store = await h.open();
    const runs: string[] = [];
    const daily = (worker: string): JobDefinition<never> => ({
      name: 'daily',
      description: 'a daily job',
      schedule: '1 day',
      async run() {
        runs.push(worker);
      },
    });
    const [a, b] = await Promise.all([h.worker(store, [daily('a')]), h.worker(store, [daily('b')])]);
    await Promise.all([a.start(), b.start()]);

    await waitFor(() => runs.length === 1, 'the first (immediate) run of the recurring job');
    await waitFor(async () => (await storedJob(store, 'daily')).lastFinishedAt != null, 'the run saved');
    const first = await storedJob(store, 'daily');
    expect(first.repeatInterval).toBe('1 day');
    const nextRunAt = first.nextRunAt as Date;
    expect(nextRunAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // A restart of both workers neither duplicates the job nor moves or re-runs it.
    await Promise.all([a.stop(), b.stop()]);
    const [c, d] = await Promise.all([h.worker(store, [daily('c')]), h.worker(store, [daily('d')])]);
    await Promise.all([c.start(), d.start()]);
    await sleep(4 * POLL_MS);
    const after = await storedJob(store, 'daily');
    expect((after.nextRunAt as Date).getTime()).toBe(nextRunAt.getTime());
    expect(runs).toHaveLength(1);
  });

  it('with two workers over one store, every job runs exactly once', async () => {
    const h = setup();
    const store = await h.open();
    const runs: { id: number; worker: string }[] = [];
    const work = (worker: string): JobDefinition<never> => ({
      name: 'work',
      description: 'takes a while',
      options: { concurrency: 2, lockLimit: 2, attempts: 1 },
      async run(_ctx, data: { id: number }) {
        runs.push({ id: data.id, worker });
        await sleep(40);
      },
    });
    const [a, b] = await Promise.all([h.worker(store, [work('a')]), h.worker(store, [work('b')])]);
    const count = 12;
    for (let id = 0; id < count; id++) await a.now('work', { id });
    await Promise.all([a.start(), b.start()]);

    await waitFor(() => runs.length >= count, 'all jobs to run');
    await sleep(5 * POLL_MS);
    expect(runs).toHaveLength(count);
    expect(new Set(runs.map((run) => run.id)).size).toBe(count);
    // Both workers took part, so the single runs are the locks' doing, not one idle worker's.
    expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
  });

  it('of concurrent lock attempts on one due job exactly one wins; an expired lock is taken over exactly once', async () => {
    const h = setup();
    const store = await h.open();
    const definition: JobDefinition<never> = { name: 'contended', description: 'x', async run() {} };
    // Not started: the repositories are driven by hand, as racing pollers would.
    const [a, b] = await Promise.all([h.worker(store, [definition]), h.worker(store, [definition])]);
    await a.now('contended');
    const repos = [a.agenda.db, b.agenda.db];
    const horizon = () => new Date(Date.now() + 1_000);
    const secondsAgo = (s: number) => new Date(Date.now() - s * 1_000);

    const attempt = (lockDeadline: Date, lockTime?: Date) =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          repos[i % 2]!.getNextJobToRun('contended', horizon(), lockDeadline, lockTime, {
            lastModifiedBy: `w${i}`,
          }),
        ),
      );
    // Ten racing pollers; the winner's lock is stamped 10 s in the past so it can expire below.
    const first = (await attempt(secondsAgo(60), secondsAgo(10))).filter(Boolean);
    expect(first).toHaveLength(1);
    expect(first[0]!.lockedAt).toBeInstanceOf(Date);

    // Locked and younger than the lock lifetime (60 s): nobody gets it.
    expect((await attempt(secondsAgo(60))).filter(Boolean)).toHaveLength(0);

    // With a 5 s lifetime the 10 s old lock has expired (its worker died): exactly one takes over.
    const takeover = (await attempt(secondsAgo(5))).filter(Boolean);
    expect(takeover).toHaveLength(1);
    expect(takeover[0]!.lockedAt!.getTime()).toBeGreaterThan(first[0]!.lockedAt!.getTime());
  });

  it('a job whose worker died holding its lock runs on another worker after lockLifetime', async () => {
    const h = setup();
    const store = await h.open();
    const lockLifetime = 400;
    const runs: number[] = [];
    const definition: JobDefinition<never> = {
      name: 'orphaned',
      description: 'x',
      options: { lockLifetime },
      async run() {
        runs.push(Date.now());
      },
    };
    const dead = await h.worker(store, [definition]);
    await dead.now('orphaned');
    const locked = await dead.agenda.db.getNextJobToRun(
      'orphaned',
      new Date(Date.now() + 1_000),
      new Date(Date.now() - lockLifetime),
      undefined,
      { lastModifiedBy: 'dead' },
    );
    expect(locked?.lockedAt).toBeInstanceOf(Date);

    const alive = await h.worker(store, [definition]);
    await alive.start();
    await waitFor(() => runs.length === 1, 'the orphaned job to run');
    expect(runs[0]! - locked!.lockedAt!.getTime()).toBeGreaterThanOrEqual(lockLifetime);
    await sleep(4 * POLL_MS);
    expect(runs).toHaveLength(1);
  });

  it('a failing job is retried with growing delays until it succeeds', async () => {
    const h = setup();
    const store = await h.open();
    const runs: { at: number; attempt: number }[] = [];
    const jobs = await h.worker(store, [
      {
        name: 'flaky',
        description: 'fails twice',
        options: { attempts: 4, delayMs: 100, factor: 2 },
        async run(ctx) {
          runs.push({ at: Date.now(), attempt: ctx.attempt });
          if (runs.length <= 2) throw new Error(`transient failure ${runs.length}`);
        },
      },
    ]);
    await jobs.start();
    await jobs.now('flaky');

    await waitFor(() => runs.length === 3, 'three runs', 5_000);
    await waitFor(async () => (await storedJob(store, 'flaky')).lockedAt == null, 'the last run saved');
    await sleep(4 * POLL_MS);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const [r0, r1, r2] = runs as [(typeof runs)[0], (typeof runs)[0], (typeof runs)[0]];
    const firstGap = r1.at - r0.at;
    const secondGap = r2.at - r1.at;
    expect(firstGap).toBeGreaterThanOrEqual(100);
    expect(secondGap).toBeGreaterThanOrEqual(200);
    expect(secondGap).toBeGreaterThan(firstGap);
    const doc = await storedJob(store, 'flaky');
    expect(doc.failCount ?? 0).toBe(0);
    expect(doc.nextRunAt ?? null).toBeNull();
  });

  it('a job that keeps failing gives up after its maximum number of attempts', async () => {
    const h = setup();
    const store = await h.open();
    const runs: number[] = [];
    const logger = captureLogger();
    const jobs = await h.worker(
      store,
      [
        {
          name: 'broken',
          description: 'always fails',
          options: { attempts: 3, delayMs: 50, factor: 2 },
          async run() {
            runs.push(Date.now());
            throw new Error('permanent failure');
          },
        },
      ],
      { logger },
    );
    let exhausted = 0;
    jobs.agenda.on('retry exhausted', () => exhausted++);
    await jobs.start();
    await jobs.now('broken');

    await waitFor(() => exhausted === 1, 'the retries to run out');
    await sleep(400);
    expect(runs).toHaveLength(3);
    const doc = await storedJob(store, 'broken');
    expect(doc.failCount).toBe(3);
    expect(doc.failReason).toBe('permanent failure');
    expect(doc.nextRunAt ?? null).toBeNull();
    expect(
      logger.entries.some((e) => e.level === 'error' && e.msg === 'job gave up after its last attempt'),
    ).toBe(true);
  });

  it('stop() waits for a running job to finish and leaves no lock behind', async () => {
    const h = setup();
    const store = await h.open();
    let finished = false;
    const jobs = await h.worker(store, [
      {
        name: 'slow',
        description: 'takes 300 ms',
        async run() {
          await sleep(300);
          finished = true;
        },
      },
    ]);
    let started = false;
    jobs.agenda.on('start', () => {
      started = true;
    });
    await jobs.start();
    await jobs.now('slow');
    await waitFor(() => started, 'the job to start');

    await jobs.stop();
    expect(finished).toBe(true);
    const doc = await storedJob(store, 'slow');
    expect(doc.lockedAt ?? null).toBeNull();
    expect(doc.lastFinishedAt).toBeInstanceOf(Date);
  });

  it('a job scheduled before a restart (stop, close, reopen the store) still runs after it, once', async () => {
    const h = setup();
    const runs: string[] = [];
    let ranAt = 0;
    const definition = (worker: string): JobDefinition<never> => ({
      name: 'survivor',
      description: 'x',
      async run() {
        runs.push(worker);
        ranAt = Date.now();
      },
    });
    const store1 = await h.open();
    // A slow poll: the first scan locks the job (due within processEvery) and waits for its time,
    // so the restart also proves the graceful stop released that lock.
    const before = await h.worker(store1, [definition('before')], { processEvery: 2_000 });
    const dueAt = new Date(Date.now() + 600);
    await before.schedule(dueAt, 'survivor');
    await before.start();
    await waitFor(async () => (await storedJob(store1, 'survivor')).lockedAt instanceof Date, 'the lock');
    await before.stop();
    expect((await storedJob(store1, 'survivor')).lockedAt ?? null).toBeNull();
    await h.close(store1);

    const store2 = await h.open();
    const after = await h.worker(store2, [definition('after')]);
    await after.start();
    await waitFor(() => runs.length === 1, 'the run after the restart');
    expect(ranAt).toBeGreaterThanOrEqual(dueAt.getTime());
    await sleep(4 * POLL_MS);
    expect(runs).toEqual(['after']);
  });

  it('a graceful stop releases a lock taken for a job that had not started yet', async () => {
    const h = setup();
    const store = await h.open();
    const runs: string[] = [];
    const definition: JobDefinition<never> = {
      name: 'pending',
      description: 'x',
      async run() {
        runs.push('ran');
      },
    };
    const jobs = await h.worker(store, [definition], { processEvery: 2_000 });
    await jobs.schedule(new Date(Date.now() + 1_000), 'pending');
    await jobs.start();
    await waitFor(async () => (await storedJob(store, 'pending')).lockedAt instanceof Date, 'the lock');
    await jobs.stop();
    expect((await storedJob(store, 'pending')).lockedAt ?? null).toBeNull();
    expect(runs).toEqual([]);
  });
}

describe('jobs contract: embedded backend', () => {
  contractSuite('embedded');
});

describe.skipIf(!MONGODB_URI)('jobs contract: MongoDB backend (@agendajs/mongo-backend)', () => {
  contractSuite('mongodb');
});
