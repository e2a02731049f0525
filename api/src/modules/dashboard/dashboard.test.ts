import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { moveTestClock, resetTestClock } from '../../clock.js';
import { BILLINGS } from '../participants/store.js';
import { PAYMENTS } from '../payments/store.js';
import { CUSTOMERS, PARTICIPANTS, PROJECTS, type ProjectRecord } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { loadDashboard } from './dashboard.js';

/** 12:00 in Warsaw on Tuesday 10 March 2026. */
const NOW = new Date('2026-03-10T11:00:00Z');
const at = (iso: string) => new Date(iso);

let c: ProjectTestContext;
let eventId: string;
let reception: string;

const person = (id: string, status: string, createdOn: string, first: string, last: string) => ({
  _id: id,
  organizationId: 'org-a',
  eventId,
  customerId: `c-${id}`,
  status,
  createdOn: at(createdOn),
  data: [
    { name: 'first_name', value: first },
    { name: 'last_name', value: last },
  ],
});

const billing = (id: string, fields: Record<string, unknown>) => ({
  _id: id,
  organizationId: 'org-a',
  eventId,
  customerId: `c-${id}`,
  sourceId: id,
  amount: 0,
  vat: 0,
  manualDiscount: 0,
  payments: [],
  isProvision: false,
  createdDate: at('2026-03-01T10:00:00Z'),
  ...fields,
});

const payment = (id: string, fields: Record<string, unknown>) => ({
  _id: id,
  organizationId: 'org-a',
  eventId,
  paymentId: id,
  type: 'payment',
  method: 'online',
  currency: 'PLN',
  statusDate: at('2026-03-09T10:00:00Z'),
  createdAt: at('2026-03-09T10:00:00Z'),
  updatedAt: at('2026-03-09T10:00:00Z'),
  ...fields,
});

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  reception = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'reception' })).token;
  eventId = (await c.create({ name: 'Obóz 2026', domainName: 'oboz-kokpit' })).eventId;
  await c.docs(PROJECTS).updateOne(
    { _id: eventId },
    {
      $set: {
        'event.registration.limitOfParticipantsEnabled': true,
        'event.registration.limitOfParticipants': 10,
      },
    },
  );
  await c.docs(PARTICIPANTS).insertMany([
    // 23:30 UTC on 8 March is already 9 March in Poland.
    person('p1', 'paid', '2026-03-08T23:30:00Z', 'Anna', 'Nowak'),
    person('p2', 'overdue', '2026-03-09T08:00:00Z', 'Jan', 'Kowalski'),
    person('p3', 'registered', '2026-03-10T07:00:00Z', 'Zofia', 'Wiśniewska'),
    person('p4', 'waiting', '2026-03-10T08:00:00Z', 'Łucja', 'Żak'),
    person('p5', 'cancelled', '2026-02-01T08:00:00Z', 'Paweł', 'Mazur'),
  ]);
  await c.docs(CUSTOMERS).insertMany([
    { _id: 'c-p1', organizationId: 'org-a', firstName: 'Anna', lastName: 'Nowak' },
    { _id: 'c-p2', organizationId: 'org-a', firstName: 'Jan', lastName: 'Kowalski' },
  ]);
  await c.docs(BILLINGS).insertMany([
    billing('p1', {
      grossAmount: 35_000,
      leftToPay: 0,
      status: 'paid',
      requiredDate: at('2026-03-09T00:00:00Z'),
    }),
    billing('p2', {
      grossAmount: 35_000,
      leftToPay: 35_000,
      status: 'late',
      requiredDate: at('2026-03-05T00:00:00Z'),
    }),
    // Two installments of Zofia: 100 zł due today (markup 5 zł), 250 zł on 20 March.
    billing('p3', {
      grossAmount: 10_000,
      manualDiscount: 500,
      leftToPay: 10_500,
      status: 'active',
      requiredDate: at('2026-03-10T02:00:00Z'),
    }),
    billing('p3b', {
      sourceId: 'p3',
      grossAmount: 25_000,
      leftToPay: 25_000,
      status: 'upcoming',
      requiredDate: at('2026-03-20T02:00:00Z'),
    }),
    billing('p5', {
      grossAmount: 35_000,
      leftToPay: 35_000,
      status: 'cancelled',
      requiredDate: at('2026-03-20T02:00:00Z'),
    }),
  ]);
  await c.docs(PAYMENTS).insertMany([
    payment('pay1', {
      customerId: 'c-p1',
      amount: 35_000,
      status: 'COMPLETED',
      date: at('2026-03-09T10:00:00Z'),
    }),
    payment('pay2', {
      customerId: 'c-p2',
      amount: 35_000,
      status: 'CANCELED',
      date: at('2026-03-09T11:00:00Z'),
    }),
    payment('pay3', {
      customerId: 'c-p2',
      amount: 20_000,
      status: 'COMPLETED',
      date: at('2026-03-10T09:00:00Z'),
      flags: ['amount-mismatch'],
    }),
    payment('ref1', {
      type: 'refund',
      customerId: 'c-p1',
      amount: -5_000,
      status: 'COMPLETED',
      refundStatus: 'completed',
      refundOf: 'pay1',
      date: at('2026-03-10T10:00:00Z'),
    }),
    payment('ref2', {
      type: 'refund',
      customerId: 'c-p1',
      amount: -1_000,
      status: 'NEW',
      refundStatus: 'pending',
      refundOf: 'pay1',
      date: at('2026-03-10T10:30:00Z'),
    }),
  ]);
  // Another organization's data in a project with the same id is never counted.
  await c.docs(PARTICIPANTS).insertOne({
    ...person('foreign', 'paid', '2026-03-10T07:00:00Z', 'Obcy', 'X'),
    organizationId: 'org-b',
  });
  await c.docs(PAYMENTS).insertOne({
    ...payment('foreign-pay', { customerId: 'x', amount: 99_900, status: 'COMPLETED', date: NOW }),
    organizationId: 'org-b',
  });
}, 60_000);
afterAll(async () => {
  resetTestClock();
  await c.t.close();
});

const project = async () => (await c.docs(PROJECTS).findOne({ _id: eventId })) as unknown as ProjectRecord;

describe('dashboard figures (aggregated on the server, tenant-scoped)', () => {
  it('counts participants per status and places taken and left of the limit (waiting, cancelled and refunded hold none)', async () => {
    const figures = await loadDashboard({ store: c.t.store, now: () => NOW }, await project(), { days: 7 });
    expect(figures.participants.total).toBe(5);
    expect(Object.fromEntries(figures.participants.byStatus.map((row) => [row.status, row.count]))).toEqual({
      paid: 1,
      overdue: 1,
      registered: 1,
      waiting: 1,
      cancelled: 1,
    });
    expect(figures.places).toEqual({ limit: 10, taken: 3, left: 7, waiting: 1 });
  });

  it('registrations and money received per Polish day, every day of the chart present', async () => {
    const { days } = await loadDashboard({ store: c.t.store, now: () => NOW }, await project(), { days: 7 });
    expect(days.map((day) => day.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(days.at(-2)).toEqual({ date: '2026-03-09', registrations: 2, received: 35_000, payments: 1 });
    expect(days.at(-1)).toEqual({ date: '2026-03-10', registrations: 2, received: 20_000, payments: 1 });
    expect(days[0]).toEqual({ date: '2026-03-04', registrations: 0, received: 0, payments: 0 });
  });

  it('money to the grosz: billed, left to pay, due by today, overdue, received, refunded and net', async () => {
    const { money } = await loadDashboard({ store: c.t.store, now: () => NOW }, await project());
    expect(money).toEqual({
      billed: 35_000 + 35_000 + 10_500 + 25_000,
      leftToPay: 35_000 + 10_500 + 25_000,
      dueNow: 35_000 + 10_500,
      overdue: 35_000,
      overdueCount: 1,
      received: 55_000,
      receivedCount: 2,
      refunded: 5_000,
      net: 50_000,
    });
  });

  it('lists the upcoming installments from today on, per day', async () => {
    const { upcomingInstallments } = await loadDashboard(
      { store: c.t.store, now: () => NOW },
      await project(),
    );
    expect(upcomingInstallments).toEqual([
      { date: '2026-03-10', count: 1, amount: 10_500 },
      { date: '2026-03-20', count: 1, amount: 25_000 },
    ]);
  });

  it('lists the latest registrations and money movements with names, newest first', async () => {
    const figures = await loadDashboard({ store: c.t.store, now: () => NOW }, await project());
    expect(figures.latestRegistrations.map((row) => [row.name, row.status])).toEqual([
      ['Łucja Żak', 'waiting'],
      ['Zofia Wiśniewska', 'registered'],
      ['Jan Kowalski', 'overdue'],
      ['Anna Nowak', 'paid'],
      ['Paweł Mazur', 'cancelled'],
    ]);
    // The abandoned online attempt (CANCELED) is no money movement.
    expect(figures.latestPayments.map((row) => [row.paymentId, row.name, row.amount])).toEqual([
      ['ref2', 'Anna Nowak', -1_000],
      ['ref1', 'Anna Nowak', -5_000],
      ['pay3', 'Jan Kowalski', 20_000],
      ['pay1', 'Anna Nowak', 35_000],
    ]);
  });

  it('what needs a decision: overdue payers, payments held back, refunds under way, the waiting list', async () => {
    const { decisions } = await loadDashboard({ store: c.t.store, now: () => NOW }, await project());
    expect(decisions).toEqual([
      { kind: 'overdue-participants', count: 1, amount: 35_000 },
      { kind: 'flagged-payments', count: 1 },
      { kind: 'pending-refunds', count: 1 },
      { kind: 'waiting-list', count: 1 },
    ]);
  });
});

describe('GET /dashboard/{eventId}', () => {
  it("answers the project's figures to its organization's admin and employee", async () => {
    moveTestClock({ at: NOW });
    for (const token of [c.admin, c.employee]) {
      const res = await c.call('GET', `/dashboard/${eventId}?days=7`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ eventId, places: { taken: 3, left: 7 }, money: { net: 50_000 } });
      expect(res.json().days).toHaveLength(7);
    }
  });

  it('refuses reception (403), another organization (403/404) and a bad day count (400, Polish)', async () => {
    expect((await c.call('GET', `/dashboard/${eventId}`, { token: reception })).statusCode).toBe(403);
    expect([403, 404]).toContain(
      (await c.call('GET', `/dashboard/${eventId}`, { token: c.stranger })).statusCode,
    );
    const bad = await c.call('GET', `/dashboard/${eventId}?days=1000`, { token: c.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('answers zeros for a project with no data (the empty state)', async () => {
    const empty = (await c.create({ name: 'Pusty', domainName: 'pusty-kokpit' })).eventId;
    const res = await c.call('GET', `/dashboard/${empty}`, { token: c.admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.participants).toEqual({ total: 0, byStatus: [] });
    expect(body.places).toEqual({ limit: null, taken: 0, left: null, waiting: 0 });
    expect(body.money.net).toBe(0);
    expect(body.decisions).toEqual([]);
    expect(body.days).toHaveLength(30);
  });
});
