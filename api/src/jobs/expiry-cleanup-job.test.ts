import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../storage/embedded/index.js';
import { expiryCleanupJob } from './expiry-cleanup-job.js';
import type { JobContext } from './types.js';

function contextOf(store: JobContext['store'], lines: unknown[]): JobContext {
  const logger = { info: (...args: unknown[]) => lines.push(args) } as unknown as JobContext['logger'];
  return { store, logger, job: {} as JobContext['job'], attempt: 1, env: {} };
}

describe('expiryCleanupJob: bounds a collection of expiring entries, idempotently', () => {
  it('deletes what ended before now; a second run finds nothing and logs nothing', async () => {
    const store = openEmbeddedStore({ dataDir: '', dbName: 'expiry-cleanup', journal: false });
    const entries = store.db.collection<{ _id: string; expiresAt: Date }>('entries');
    await entries.insertMany([
      { _id: 'old', expiresAt: new Date(Date.now() - 1000) },
      { _id: 'live', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const job = expiryCleanupJob({
      name: 'entries-cleanup',
      description: 'Usuwa wygasłe wpisy.',
      schedule: '10 minutes',
      remove: async (s, now) => ({
        entries: (await s.db.collection('entries').deleteMany({ expiresAt: { $lt: now } })).deletedCount,
      }),
      logMessage: 'entries: removed expired',
    });
    const lines: unknown[] = [];
    await job.run(contextOf(store, lines), undefined);
    await job.run(contextOf(store, lines), undefined);
    expect((await entries.find({}).toArray()).map((entry) => entry._id)).toEqual(['live']);
    expect(lines).toEqual([[{ removed: { entries: 1 } }, 'entries: removed expired']]);
    expect(job.options).toMatchObject({ concurrency: 1 });
    await store.close();
  });
});
