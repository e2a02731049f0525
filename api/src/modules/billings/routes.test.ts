import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { DOMAIN_EVENTS } from '../../events/outbox.js';
import { AUDIT_LOG } from '../audit/index.js';
import { BILLINGS } from '../participants/store.js';
import { PAYMENTS } from '../payments/store.js';
import { createPayingProject } from '../payments/testing/paying-project.js';
import { PARTICIPANTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';

let c: ProjectTestContext;
let manager: string;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, formFieldsPlugin]);
  manager = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
});
afterAll(async () => c.t.close());

/** A project with cash payments and one registered participant owing 100 zł (no VAT). */
async function participantOwing100() {
  const i = ++seq;
  const { eventId, productId } = await createPayingProject(c, `reczne-${i}`, { 'payments.cash': true });
  const res = await c.call('POST', `/registrations/${eventId}`, {
    payload: {
      data: {
        email_main: `reczne${i}@example.pl`,
        first_name: 'Ewa',
        last_name: 'Nowak',
        product: productId,
      },
      idempotencyKey: `manual-${i}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.statusCode).toBe(201);
  const participantId = res.json().participants[0]._id as string;
  const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
  return { eventId, participantId, customerId: participant?.customerId as string };
}

const post = (payload: unknown, token = manager) =>
  c.call('POST', '/billings/org-a/manual', { token, payload });
const list = (query: string, token = manager) => c.call('GET', `/billings/org-a?${query}`, { token });
const leftToPayOf = (participant: Record<string, unknown> | null) =>
  (participant?.calculated as { leftToPay?: number } | undefined)?.leftToPay;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('POST /billings/{organizationId}/manual — manual charges (§3 isManual, §5 billing creation)', () => {
  it('"Billing creation requires amount, requiredDate and eventId": 400 with the Polish messages, nothing saved', async () => {
    const { participantId } = await participantOwing100();
    const before = await c.docs(BILLINGS).countDocuments({});
    const res = await post({ participantId, category: 'Wyżywienie' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'pole amount jest wymagane',
      'pole requiredDate jest wymagane',
      'pole eventId jest wymagane',
    ]);
    expect(await c.docs(BILLINGS).countDocuments({})).toBe(before);
  });

  it('adds an isManual billing with category, VAT and date to the participant, refreshes its figures, audits it', async () => {
    const { eventId, participantId } = await participantOwing100();
    const res = await post({
      eventId,
      participantId,
      category: 'Wyżywienie',
      amount: 5_000,
      vatRate: '8',
      requiredDate: inAWeek(),
    });
    expect(res.statusCode).toBe(201);
    const billing = res.json();
    expect(billing).toMatchObject({
      isManual: true,
      category: 'Wyżywienie',
      amount: 5_000,
      vat: 400,
      grossAmount: 5_400,
      sourceId: participantId,
      status: 'upcoming',
    });
    const stored = await c.docs(BILLINGS).findOne({ _id: billing._id });
    expect(stored).toMatchObject({ isManual: true, organizationId: 'org-a', eventId });
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
    expect(leftToPayOf(participant)).toBe(15_000);
    const audit = await c
      .docs(AUDIT_LOG)
      .findOne({ action: 'billing.manual-charge', 'target.id': participantId });
    expect(audit).toMatchObject({ eventId, target: { type: 'participant', id: participantId } });
    const event = await c
      .docs(DOMAIN_EVENTS)
      .findOne({ name: 'billing.created', 'aggregate.id': billing._id });
    expect(event).not.toBeNull();
  });

  it('a customer-level charge (customer card) belongs to the customer in the named project', async () => {
    const { eventId, customerId } = await participantOwing100();
    const res = await post({
      eventId,
      customerId,
      category: 'Opłata członkowska',
      amount: 2_000,
      requiredDate: inAWeek(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ customerId, eventId, vat: 0, grossAmount: 2_000 });
    expect(res.json().sourceId).toBeUndefined();
  });

  it('refuses an employee (403), another organization’s caller (403) and an unknown participant (404)', async () => {
    const { eventId, participantId } = await participantOwing100();
    const body = { eventId, participantId, category: 'X', amount: 100, requiredDate: inAWeek() };
    expect((await post(body, c.employee)).statusCode).toBe(403);
    expect((await post(body, c.stranger)).statusCode).toBe(403);
    const unknown = await post({ ...body, participantId: 'nikt' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Nie znaleziono uczestnika w tym projekcie');
  });
});

describe('PUT /billings/{organizationId}/manual-discount — "A manual discount is distributed across billings in status order" (§4)', () => {
  it('spreads the discount, refreshes the participant, audits old and new total; 0 removes it', async () => {
    const { eventId, participantId } = await participantOwing100();
    await post({ eventId, participantId, category: 'Wycieczka', amount: 5_000, requiredDate: inAWeek() });
    const put = (manualDiscount: number) =>
      c.call('PUT', '/billings/org-a/manual-discount', {
        token: manager,
        payload: { eventId, participantId, manualDiscount },
      });
    const res = await put(-12_000);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { manualDiscount: number }) => b.manualDiscount)).toEqual([-10_000, -2_000]);
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
    expect(leftToPayOf(participant)).toBe(3_000);
    const audit = await c
      .docs(AUDIT_LOG)
      .findOne({ action: 'billing.manual-discount', 'target.id': participantId });
    expect(audit?.changes).toEqual([{ path: 'manualDiscount', oldValue: 0, newValue: -12_000 }]);
    const cleared = await put(0);
    expect(cleared.json().map((b: { manualDiscount: number }) => b.manualDiscount)).toEqual([0, 0]);
  });

  it('without eventId answers the spec’s message', async () => {
    const { participantId } = await participantOwing100();
    const res = await c.call('PUT', '/billings/org-a/manual-discount', {
      token: manager,
      payload: { participantId, manualDiscount: -100 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['pole eventId jest wymagane']);
  });
});

describe('DELETE /billings/{organizationId}/{billingId}/payments/{index} — "Removing a payment recalculates the billing and clears its paid date" (§4)', () => {
  it('removes a cash payment from the billing: back to active, paid date cleared, off the payment’s settlement, audited', async () => {
    const { eventId, participantId } = await participantOwing100();
    const cash = await c.call('POST', `/payments/${eventId}/cash`, {
      token: manager,
      payload: { participantId, amount: 10_000 },
    });
    expect(cash.statusCode).toBe(201);
    const paid = await c.docs(BILLINGS).findOne({ sourceId: participantId });
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid?.paidDate).toBeInstanceOf(Date);

    const res = await c.call('DELETE', `/billings/org-a/${paid?._id}/payments/0`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', leftToPay: 10_000, payments: [] });
    const stored = await c.docs(BILLINGS).findOne({ _id: paid?._id });
    expect(stored?.paidDate).toBeUndefined();
    const payment = await c.docs(PAYMENTS).findOne({ _id: cash.json()._id });
    expect((payment?.settlement as { shares: unknown[] } | undefined)?.shares).toEqual([]);
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
    expect(leftToPayOf(participant)).toBe(10_000);
    const audit = await c
      .docs(AUDIT_LOG)
      .findOne({ action: 'billing.payment-remove', 'target.id': participantId });
    expect(audit?.changes).toMatchObject([{ oldValue: { amount: 10_000 }, newValue: null }]);
  });

  it('an index outside the payments is 400 "bad index"', async () => {
    const { participantId } = await participantOwing100();
    const billing = await c.docs(BILLINGS).findOne({ sourceId: participantId });
    const res = await c.call('DELETE', `/billings/org-a/${billing?._id}/payments/3`, { token: manager });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['bad index']);
  });
});

describe('GET /billings/{organizationId} — billing sums (§5 "cannot use dateOver and dateUpTo together")', () => {
  it('refuses dateOver together with dateUpTo with a Polish 400', async () => {
    const { eventId, participantId } = await participantOwing100();
    const res = await list(
      `eventId=${eventId}&participantId=${participantId}&dateOver=2026-01-01&dateUpTo=2027-01-01`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/nie obu naraz/);
  });

  it('sums the participant’s billings, up to a date or after it; the employee may read', async () => {
    const { eventId, participantId, customerId } = await participantOwing100();
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString();
    await post({ eventId, participantId, category: 'Nocleg', amount: 3_000, requiredDate: later });
    const all = await list(`eventId=${eventId}&participantId=${participantId}`, c.employee);
    expect(all.statusCode).toBe(200);
    expect(all.json().sums).toMatchObject({ count: 2, grossAmount: 13_000, leftToPay: 13_000 });
    const upTo = await list(`eventId=${eventId}&participantId=${participantId}&dateUpTo=${inAWeek()}`);
    expect(upTo.json().sums).toMatchObject({ count: 1, grossAmount: 10_000 });
    const over = await list(`customerId=${customerId}&dateOver=${inAWeek()}`);
    expect(over.json().billings.map((b: { category: string }) => b.category)).toEqual(['Nocleg']);
  });
});
