import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobParameters } from 'agenda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../storage/index.js';
import { EmbeddedJobRepository } from './repository.js';

let dataDir: string;
let store: Store;
let repo: EmbeddedJobRepository;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zapisy-embedded-jobs-'));
  store = await openStore({ dataDir });
  repo = new EmbeddedJobRepository(store.db);
  await repo.connect();
});

afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const recurring = (): JobParameters => ({
  name: 'daily',
  priority: 0,
  nextRunAt: new Date(Date.now() - 1_000),
  type: 'single',
  data: undefined,
  repeatInterval: '1 day',
});

describe('embedded job repository', () => {
  it('re-saving a recurring job (every() on each boot) neither duplicates it nor releases a lock another worker holds', async () => {
    const saved = await repo.saveJob(recurring(), undefined);
    const locked = await repo.getNextJobToRun('daily', new Date(), new Date(Date.now() - 60_000), undefined, {
      lastModifiedBy: 'worker-a',
    });
    expect(locked?._id).toBe(saved._id);

    const again = await repo.saveJob(recurring(), { lastModifiedBy: 'worker-b' });
    expect(again._id).toBe(saved._id);
    expect(again.lockedAt?.getTime()).toBe(locked?.lockedAt?.getTime());
    expect((await repo.queryJobs({ name: 'daily' })).total).toBe(1);
    // Still locked: a third worker cannot take it.
    expect(
      await repo.getNextJobToRun('daily', new Date(), new Date(Date.now() - 60_000), undefined, undefined),
    ).toBeUndefined();
  });

  it('a job that is not due within the scan window, or is disabled, is not locked', async () => {
    await repo.saveJob(
      { ...recurring(), name: 'later', nextRunAt: new Date(Date.now() + 60_000) },
      undefined,
    );
    const off = await repo.saveJob({ ...recurring(), name: 'off' }, undefined);
    await repo.disableJobs({ id: off._id });
    const horizon = new Date(Date.now() + 1_000);
    const deadline = new Date(Date.now() - 60_000);
    expect(await repo.getNextJobToRun('later', horizon, deadline, undefined, undefined)).toBeUndefined();
    expect(await repo.getNextJobToRun('off', horizon, deadline, undefined, undefined)).toBeUndefined();
  });

  it('ids that are not ObjectIds match nothing instead of throwing', async () => {
    expect(await repo.getJobById('not-an-id')).toBeNull();
    expect(await repo.queryJobs({ id: 'not-an-id' })).toEqual({ jobs: [], total: 0 });
    expect(await repo.removeJobs({ id: 'not-an-id' })).toBe(0);
  });

  it('remove, disable and enable with no criteria touch nothing', async () => {
    await repo.saveJob(recurring(), undefined);
    expect(await repo.removeJobs({})).toBe(0);
    expect(await repo.disableJobs({})).toBe(0);
    expect((await repo.queryJobs()).total).toBe(1);
  });
});
