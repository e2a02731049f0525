import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { seedParticipants } from './bench-fixture.js';
import {
  type GridProjectRecord,
  loadParticipantGridLazyLines,
  loadParticipantGridLines,
} from './grid-query.js';

let c: ProjectTestContext;
let project: { organizationId: string; eventId: string };

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  const eventId = (await c.create({ domainName: 'leniwe' })).eventId;
  project = { organizationId: 'org-a', eventId };
  const { participantIds } = await seedParticipants(c.t.store, project, 300);
  // Stored out of signed-up order: every third participant signed up "earlier", some on the same instant.
  for (const [index, id] of participantIds.entries())
    if (index % 3 === 0)
      await c
        .docs(PARTICIPANTS)
        .updateOne({ _id: id }, { $set: { createdOn: new Date(Date.UTC(2020, 0, 1 + (index % 7))) } });
}, 60_000);
afterAll(async () => c.t.close());

const lazyValues = async (filter: Parameters<typeof loadParticipantGridLazyLines>[2]) => {
  const lazy = await loadParticipantGridLazyLines(c.t.store, project, filter);
  if (!lazy) throw new Error('expected the lazy path');
  return { ...lazy, lines: Array.from({ length: lazy.total }, (_, i) => lazy.valuesAt(i)) };
};

describe('the first load of a grid in signed-up order streams rows as they are built', () => {
  it('the same lines in the same order as the grid built whole ("order by signed-up date", then id)', async () => {
    const lazy = await lazyValues({});
    const whole = await loadParticipantGridLines(c.t.store, project, {});
    expect(lazy.fieldNames).toEqual(whole.fieldNames);
    expect(lazy.total).toBe(300);
    expect(lazy.lines).toEqual(whole.lines);
  });

  it('the status filter gives the same count and lines', async () => {
    const filter = { statuses: ['paid', 'registered'] };
    const lazy = await lazyValues(filter);
    const whole = await loadParticipantGridLines(c.t.store, project, filter);
    expect(lazy.total).toBe(whole.lines.length);
    expect(lazy.lines).toEqual(whole.lines);
  });

  it('a search, a product filter, a header sort or a dataSettings sort need the built rows: no lazy path', async () => {
    expect(await loadParticipantGridLazyLines(c.t.store, project, { search: 'kowal' })).toBeUndefined();
    expect(await loadParticipantGridLazyLines(c.t.store, project, { product: 'p1' })).toBeUndefined();
    expect(
      await loadParticipantGridLazyLines(c.t.store, project, { sort: { field: 'name', asc: true } }),
    ).toBeUndefined();
    const sorted = {
      ...project,
      dataSettings: { participantsSortEnabled: true, participantsSortField: 'data.last_name' },
    } as GridProjectRecord;
    expect(await loadParticipantGridLazyLines(c.t.store, sorted, {})).toBeUndefined();
  });
});
