import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from 'agenda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../storage/index.js';
import {
  CONSOLE_ERRORS_COLLECTION,
  consoleErrorsRetention,
  consoleErrorsRetentionDays,
  createJobs,
  type JobContext,
  type Jobs,
  type JobsLogger,
} from './index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface LogEntry {
  level: string;
  obj: unknown;
  msg: string | undefined;
}

function captureLogger(): JobsLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) => entries.push({ level, obj, msg });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

/** The counts this job logged (other jobs of the registry run too and may log a `removed` count). */
function removedCounts(entries: LogEntry[]): number[] {
  return entries
    .filter((entry) => entry.msg?.includes('console') === true)
    .map((entry) => entry.obj)
    .filter((obj): obj is { removed: number } => typeof obj === 'object' && obj !== null && 'removed' in obj)
    .map((obj) => obj.removed);
}

let dataDir: string;
let store: Store;
let jobs: Jobs | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zapisy-retention-'));
  store = await openStore({ dataDir });
});

afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function seed(ageInDays: Record<string, number>) {
  const now = Date.now();
  await store.db.collection(CONSOLE_ERRORS_COLLECTION).insertMany(
    Object.entries(ageInDays).map(([message, days]) => ({
      message,
      createdAt: new Date(now - days * DAY_MS),
    })),
  );
}

async function remaining(): Promise<string[]> {
  const rows = await store.db.collection(CONSOLE_ERRORS_COLLECTION).find({}).toArray();
  return rows.map((row) => String(row.message)).sort();
}

function context(env: Record<string, string | undefined>, logger: JobsLogger): JobContext {
  return { store, logger, env, attempt: 1, job: {} as Job<unknown> };
}

describe('console errors retention', () => {
  it('is scheduled daily', () => {
    expect(consoleErrorsRetention.schedule).toBe('1 day');
  });

  it('CONSOLE_ERRORS_RETENTION_DAYS defaults to 30 and must be a positive number', () => {
    expect(consoleErrorsRetentionDays({})).toBe(30);
    expect(consoleErrorsRetentionDays({ CONSOLE_ERRORS_RETENTION_DAYS: '' })).toBe(30);
    expect(consoleErrorsRetentionDays({ CONSOLE_ERRORS_RETENTION_DAYS: 'abc' })).toBe(30);
    expect(consoleErrorsRetentionDays({ CONSOLE_ERRORS_RETENTION_DAYS: '0' })).toBe(30);
    expect(consoleErrorsRetentionDays({ CONSOLE_ERRORS_RETENTION_DAYS: '-5' })).toBe(30);
    expect(consoleErrorsRetentionDays({ CONSOLE_ERRORS_RETENTION_DAYS: ' 7 ' })).toBe(7);
  });

  it('removes console errors older than 30 days, keeps recent ones, logs the count; a second run removes nothing', async () => {
    await seed({ old31: 31, old45: 45, recent29: 29, fresh: 0 });
    const logger = captureLogger();
    // The registry's definitions, as main.ts gets them: start() schedules the daily run, which
    // starts immediately the first time.
    jobs = await createJobs({ store, logger, processEvery: 50, env: {} });
    const completed = new Promise<void>((resolve) =>
      jobs?.agenda.once('complete:console-errors-retention', () => resolve()),
    );
    await jobs.start();
    await completed;
    expect(await remaining()).toEqual(['fresh', 'recent29']);
    expect(removedCounts(logger.entries)).toEqual([2]);

    const again = new Promise<void>((resolve) =>
      jobs?.agenda.once('complete:console-errors-retention', () => resolve()),
    );
    await jobs.now('console-errors-retention');
    await again;
    expect(await remaining()).toEqual(['fresh', 'recent29']);
    expect(removedCounts(logger.entries)).toEqual([2, 0]);

    const [stored] = (await jobs.agenda.queryJobs({ name: 'console-errors-retention' })).jobs.filter(
      (job) => job.type === 'single',
    );
    expect(stored?.repeatInterval).toBe('1 day');
    expect(stored?.nextRunAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });

  it('honours CONSOLE_ERRORS_RETENTION_DAYS', async () => {
    await seed({ old10: 10, recent5: 5 });
    const logger = captureLogger();
    await consoleErrorsRetention.run(context({ CONSOLE_ERRORS_RETENTION_DAYS: '7' }, logger), undefined);
    expect(await remaining()).toEqual(['recent5']);
    expect(removedCounts(logger.entries)).toEqual([1]);
  });
});
