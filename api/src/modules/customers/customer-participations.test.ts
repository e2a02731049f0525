import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { CUSTOMERS, PARTICIPANTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';

let c: ProjectTestContext;
let payments: string;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  payments = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
  const camp = await c.create({ name: 'Obóz letni', domainName: 'oboz-letni' });
  const school = await c.create({ name: 'Szkoła tańca', domainName: 'szkola-tanca' });
  await c.docs(CUSTOMERS).insertMany([
    { _id: 'mama', organizationId: 'org-a', firstName: 'Anna', lastName: 'Nowak' },
    { _id: 'bez-udzialow', organizationId: 'org-a', firstName: 'Jan', lastName: 'Pusty' },
    { _id: 'cudzy', organizationId: 'org-b', firstName: 'Obcy' },
  ]);
  const person = (first: string) => [
    { name: 'first_name', value: first },
    { name: 'last_name', value: 'Nowak' },
  ];
  await c.docs(PARTICIPANTS).insertMany([
    {
      _id: 'p-oboz',
      organizationId: 'org-a',
      eventId: camp.eventId,
      customerId: 'mama',
      status: 'paid',
      createdOn: new Date('2026-05-10T08:00:00Z'),
      data: person('Zosia'),
      calculated: { totalSum: 120_000, leftToPay: 0 },
    },
    {
      _id: 'p-szkola',
      organizationId: 'org-a',
      eventId: school.eventId,
      customerId: 'mama',
      status: 'free',
      onWaitingList: true,
      createdOn: new Date('2026-09-01T08:00:00Z'),
      data: person('Kuba'),
      calculated: { totalSum: 45_000, leftToPay: 45_000 },
    },
    { _id: 'p-inny', organizationId: 'org-a', eventId: camp.eventId, customerId: 'ktos', status: 'free' },
    { _id: 'p-cudzy', organizationId: 'org-b', eventId: 'obcy', customerId: 'mama', status: 'free' },
  ]);
}, 60_000);
afterAll(async () => c.t.close());

describe('GET /customers/{organizationId}/{customerId}/participations (first document §3 Customer)', () => {
  it("lists the customer's participants in every project of the organization, newest first, with project names", async () => {
    const res = await c.call('GET', '/customers/org-a/mama/participations', { token: payments });
    expect(res.statusCode).toBe(200);
    const rows = res.json().participations;
    expect(rows.map((row: { participantId: string }) => row.participantId)).toEqual(['p-szkola', 'p-oboz']);
    expect(rows[0]).toMatchObject({
      projectName: 'Szkoła tańca',
      projectDomain: 'szkola-tanca',
      firstName: 'Kuba',
      lastName: 'Nowak',
      status: 'free',
      onWaitingList: true,
      createdOn: '2026-09-01T08:00:00.000Z',
      totalSum: 45_000,
      leftToPay: 45_000,
    });
    expect(rows[1]).toMatchObject({
      projectName: 'Obóz letni',
      status: 'paid',
      totalSum: 120_000,
      leftToPay: 0,
    });
  });

  it('a customer without participants gets an empty list', async () => {
    const res = await c.call('GET', '/customers/org-a/bez-udzialow/participations', { token: c.employee });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ participations: [] });
  });

  it("another organization's customer is 404 and a stranger is 403 (tenant isolation)", async () => {
    expect(
      (await c.call('GET', '/customers/org-a/cudzy/participations', { token: payments })).statusCode,
    ).toBe(404);
    expect(
      (await c.call('GET', '/customers/org-a/mama/participations', { token: c.stranger })).statusCode,
    ).toBe(403);
  });
});
