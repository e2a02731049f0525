import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../storage/index.js';
import { PARTICIPANTS } from '../projects/store.js';
import { ndjsonRowChunks } from './all-data.js';
import { seedParticipants } from './bench-fixture.js';
import { loadParticipantGrid } from './grid-query.js';
import { type CachedGridLines, type GridLinesBuilder, GridStreamCache } from './grid-stream-cache.js';

const QUIET_MS = 60;
/** The sort off: the grid in signed-up order. */
const dataSettings = {
  showFromAllEvents: false,
  participantsSortEnabled: false,
  participantsSortField: '',
  participantsSortField2: '',
  participantsSortAsc: true,
  participantsSortAsc2: true,
};
const A = { organizationId: 'org-a', eventId: 'event-a', dataSettings };
const B = { organizationId: 'org-a', eventId: 'event-b', dataSettings };

let store: Store;
let dataDir: string;
let cache: GridStreamCache;
let clock = 0;
let added = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'zapisy-grid-cache-'));
  store = await openStore({ dataDir });
  await seedParticipants(store, A, 30);
  await seedParticipants(store, B, 10);
}, 60_000);
afterEach(async () => cache?.close());
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function newCache(): GridStreamCache {
  clock = 1_000_000;
  cache = new GridStreamCache(store, { quietMs: QUIET_MS, now: () => clock });
  return cache;
}

/** Builds a project's grid lines from the store, counting the builds. */
function builder(tenant: typeof A) {
  const counter = { builds: 0, gate: null as Promise<void> | null };
  const build = async (): Promise<CachedGridLines> => {
    counter.builds++;
    if (counter.gate) await counter.gate;
    const grid = await loadParticipantGrid(store, tenant);
    return {
      fieldNames: grid.fieldNames,
      total: grid.rows.length,
      chunks: [...ndjsonRowChunks(grid.rows, grid.fieldNames)],
    };
  };
  return { counter, build };
}

/** A request for the grid: remembered as viewed, answered and kept. */
async function request(key: string, build: GridLinesBuilder): Promise<CachedGridLines> {
  cache.viewedNow(key, build);
  const kept = cache.get(key) ?? (await cache.pending(key));
  if (kept) return kept;
  const version = cache.version;
  const lines = await build();
  cache.set(key, version, lines);
  return lines;
}

async function register(tenant: typeof A): Promise<void> {
  added++;
  await store.db.collection(PARTICIPANTS).insertOne({
    _id: `added-${added}`,
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
    status: 'registered',
    createdOn: new Date(),
    data: [{ name: 'first_name', value: `Nowa ${added}` }],
  } as never);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function quietPassed(): Promise<void> {
  await sleep(QUIET_MS * 2);
  await cache.settled();
}

describe('grid stream cache kept warm (issue 5: "100,000 participants load into the grid in ≤ 2 s")', () => {
  it('a registration drops the kept grid; after the quiet period the next request is answered from the rebuilt lines', async () => {
    newCache();
    const { counter, build } = builder(A);
    const first = await request('a', build);
    expect(counter.builds).toBe(1);
    await register(A);
    expect(cache.get('a')).toBeUndefined();
    await quietPassed();
    expect(counter.builds).toBe(2);
    const next = await request('a', build);
    expect(counter.builds).toBe(2);
    expect(next.total).toBe(first.total + 1);
    expect(Buffer.concat(next.chunks).toString()).toContain(`Nowa ${added}`);
  });

  it('a burst of registrations is one rebuild, after the last of them', async () => {
    newCache();
    const { counter, build } = builder(A);
    await request('a', build);
    for (let i = 0; i < 5; i++) {
      await register(A);
      await sleep(QUIET_MS / 4);
    }
    expect(counter.builds).toBe(1);
    await quietPassed();
    expect(counter.builds).toBe(2);
    expect((await request('a', build)).total).toBe((await loadParticipantGrid(store, A)).rows.length);
    expect(counter.builds).toBe(2);
  });

  it('a request during the rebuild waits for it instead of computing the grid a second time', async () => {
    newCache();
    const { counter, build } = builder(A);
    await request('a', build);
    let open = () => {};
    counter.gate = new Promise<void>((resolve) => (open = resolve));
    await register(A);
    await sleep(QUIET_MS * 2);
    expect(counter.builds).toBe(2);
    expect(cache.pending('a')).toBeDefined();
    const waiting = request('a', build);
    open();
    const lines = await waiting;
    expect(counter.builds).toBe(2);
    expect(lines.chunks).toBe(cache.get('a')?.chunks);
    expect(lines.total).toBe((await loadParticipantGrid(store, A)).rows.length);
  });

  it('a request during the rebuild reads the lines built so far and the rest as they are built', async () => {
    newCache();
    const { build } = builder(A);
    await request('a', build);
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // A build that reports its head and first chunk, then waits before its last chunk.
    const gated: GridLinesBuilder = async (sink) => {
      const lines = await build();
      sink?.begin({ fieldNames: lines.fieldNames, total: lines.total });
      const [first, ...rest] = lines.chunks;
      if (first) sink?.chunk(first);
      await gate;
      for (const part of rest) sink?.chunk(part);
      return lines;
    };
    cache.viewedNow('a', gated);
    await register(A);
    await sleep(QUIET_MS * 2);
    const live = cache.liveBuild('a');
    expect(live).toBeDefined();
    expect((await live?.begun)?.total).toBe((await loadParticipantGrid(store, A)).rows.length);
    const reader = live?.read() as AsyncGenerator<Buffer>;
    const first = await reader.next();
    expect(first.done).toBe(false);
    open();
    const read = [first.value as Buffer];
    for await (const part of reader) read.push(part);
    await cache.settled();
    expect(Buffer.concat(read).equals(Buffer.concat(cache.get('a')?.chunks ?? []))).toBe(true);
    expect(cache.liveBuild('a')).toBeUndefined();
  });

  it('a change during the rebuild discards its lines and rebuilds again once quiet', async () => {
    newCache();
    const { counter, build } = builder(A);
    await request('a', build);
    let open = () => {};
    counter.gate = new Promise<void>((resolve) => (open = resolve));
    await register(A);
    await sleep(QUIET_MS * 2);
    await register(A);
    counter.gate = null;
    open();
    await quietPassed();
    expect(counter.builds).toBe(3);
    expect(cache.get('a')?.total).toBe((await loadParticipantGrid(store, A)).rows.length);
  });

  it('a project whose grid was not requested (or not in the last 30 minutes) is never rebuilt', async () => {
    newCache();
    const a = builder(A);
    const b = builder(B);
    await request('a', a.build);
    await register(B);
    await quietPassed();
    expect(b.counter.builds).toBe(0);
    expect(a.counter.builds).toBe(2);
    clock += 31 * 60_000;
    await register(A);
    await quietPassed();
    expect(a.counter.builds).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('grid stream cache warmed at start (issue 5: "100,000 participants load into the grid in ≤ 2 s", also the first load after a restart)', () => {
  it('a grid viewed before the restart is built at start; a request meanwhile waits for that build', async () => {
    newCache();
    const { counter, build } = builder(A);
    let open = () => {};
    counter.gate = new Promise<void>((resolve) => (open = resolve));
    cache.warm('a', build, clock - 60_000);
    expect(cache.pending('a')).toBeDefined();
    const waiting = request('a', build);
    open();
    const lines = await waiting;
    expect(counter.builds).toBe(1);
    expect(lines.total).toBe((await loadParticipantGrid(store, A)).rows.length);
    expect(cache.get('a')?.chunks).toBe(lines.chunks);
  });

  it('a request for a grid still queued starts its build next', async () => {
    newCache();
    const a = builder(A);
    const b = builder(B);
    const c = builder(A);
    let open = () => {};
    a.counter.gate = new Promise<void>((resolve) => (open = resolve));
    cache.warm('a', a.build, clock - 1_000);
    cache.warm('b', b.build, clock - 2_000);
    let bBuildsWhenCStarted = -1;
    cache.warm(
      'c',
      () => {
        bBuildsWhenCStarted = b.counter.builds;
        return c.build();
      },
      clock - 3_000,
    );
    const waiting = cache.pending('c');
    open();
    await waiting;
    expect(c.counter.builds).toBe(1);
    expect(bBuildsWhenCStarted).toBe(0);
    await cache.settled();
    expect(b.counter.builds).toBe(1);
  });

  it('a change during the start-up build: the waiting request gets lines as of the change, never older', async () => {
    newCache();
    const { counter, build } = builder(A);
    let open = () => {};
    counter.gate = new Promise<void>((resolve) => (open = resolve));
    cache.warm('a', build, clock);
    const waiting = cache.pending('a');
    await register(A);
    open();
    expect(await waiting).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
    await quietPassed();
    expect(cache.get('a')?.total).toBe((await loadParticipantGrid(store, A)).rows.length);
  });
});
