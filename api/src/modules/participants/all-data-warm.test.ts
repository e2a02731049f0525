import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../storage/index.js';
import { PROJECTS } from '../projects/store.js';
import { gridCacheKey } from './all-data.js';
import { warmViewedGrids } from './all-data-warm.js';
import { seedParticipants } from './bench-fixture.js';
import { type GridProjectRecord, gridProjectsOf, loadParticipantGrid } from './grid-query.js';
import { closeGridStreamCache, gridStreamCacheOf } from './grid-stream-cache.js';
import { flushGridViews, GRID_VIEWS, recentGridViews, rememberGridView } from './grid-stream-cache-views.js';

/** The project fields the grid reads, as stored (typed loosely: a test document, not a whole project). */
const project: GridProjectRecord & { _id: string } = {
  _id: 'warm-event',
  organizationId: 'warm-org',
  eventId: 'warm-event',
  dataSettings: { showFromAllEvents: false, participantsSortEnabled: false } as never,
  event: { name: 'Obóz', domainName: 'oboz' } as never,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

let store: Store;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'zapisy-grid-warm-'));
  store = await openStore({ dataDir });
  await store.db.collection(PROJECTS).insertOne(project as never);
  await seedParticipants(store, project, 25);
}, 60_000);
afterAll(async () => {
  await closeGridStreamCache(store);
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('grids viewed before a restart (issue 5: "100,000 participants load into the grid in ≤ 2 s")', () => {
  it('a view is written with its tenant at most once a minute, and listed most recent first', async () => {
    const view = { organizationId: 'o-views', eventId: 'e1', filter: { statuses: ['paid'] } };
    await rememberGridView(store, view, 1_000_000);
    await rememberGridView(store, view, 1_030_000);
    const views = store.db.collection(GRID_VIEWS);
    expect((await views.findOne({ eventId: 'e1' }))?.viewedAt).toEqual(new Date(1_000_000));
    await rememberGridView(store, view, 1_061_000);
    const stored = await views.findOne({ eventId: 'e1' });
    expect(stored).toMatchObject({ organizationId: 'o-views', filter: { statuses: ['paid'] } });
    expect(stored?.viewedAt).toEqual(new Date(1_061_000));
    await rememberGridView(store, { ...view, eventId: 'e2' }, 1_062_000);
    const recent = await recentGridViews(store, 4, 60_000, 1_070_000);
    expect(recent.map((v) => v.eventId)).toEqual(['e2', 'e1']);
    expect(await recentGridViews(store, 4, 60_000, 2_000_000)).toEqual([]);
  });

  it('when the server stops, the views since their last write are written with their exact times', async () => {
    const first = { organizationId: 'o-flush', eventId: 'f1', filter: {} };
    const second = { ...first, eventId: 'f2' };
    await rememberGridView(store, first, 5_000_000);
    await rememberGridView(store, second, 5_001_000);
    await rememberGridView(store, first, 5_002_000);
    expect((await recentGridViews(store, 1, 60_000, 5_003_000))[0]?.eventId).toBe('f2');
    await flushGridViews(store);
    expect((await recentGridViews(store, 1, 60_000, 5_003_000))[0]?.eventId).toBe('f1');
  });

  it('at start the grids viewed before are built in the background, under the key a request computes', async () => {
    await rememberGridView(store, { organizationId: 'warm-org', eventId: 'warm-event', filter: {} });
    await warmViewedGrids(store, undefined);
    const cache = gridStreamCacheOf(store);
    await cache.settled();
    const key = gridCacheKey(project as never, {}, await gridProjectsOf(store, project), new Date());
    const kept = cache.get(key);
    expect(kept?.total).toBe((await loadParticipantGrid(store, project)).rows.length);
    expect(kept?.total).toBe(25);
  });
});
