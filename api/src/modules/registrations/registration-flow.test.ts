import { describe, expect, it } from 'vitest';
import { PAYMENT_RULES } from '../payment-rules/store.js';
import { PRODUCTS } from '../products/index.js';
import { CUSTOMERS, PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { BILLINGS } from './participant-amounts.js';
import { REGISTRATIONS } from './store.js';
import {
  definitionField,
  PERSONAL_FIELDS,
  publishRegistrationForm,
  THREE_MONTHLY_INSTALLMENTS,
} from './testing.js';
import { registrationTestContext, wiringProduct } from './wiring-testing.js';

const c = registrationTestContext();
let seq = 0;

const PRICED_FORM = [
  ...PERSONAL_FIELDS,
  definitionField('Product', 'product', { hasPrice: true, productIds: [], multiple: true }),
  definitionField('Checkboxes', 'extras', {
    hasPrice: true,
    options: [
      { value: 'lunch', label: 'Obiad', price: 3_000 },
      { value: 'tshirt', label: 'Koszulka', price: 4_500 },
    ],
  }),
  definitionField('InstallmentsSelect', 'installments_select'),
];

async function project(settings: Record<string, unknown> = {}, publish = true): Promise<string> {
  const p = await c.create({ domainName: `flow-${++seq}` });
  await c
    .docs(PROJECTS)
    .updateOne(
      { _id: p.eventId },
      { $set: { 'event.registration': { enabled: true, from: null, to: null }, ...settings } },
    );
  if (publish) await publishRegistrationForm(c, p.eventId, PRICED_FORM);
  return p.eventId;
}

/** A product of the project; its id is `${eventId}-${name}` (product ids are global). */
const product = (eventId: string, name: string, price: number, inventory: number | null = null) =>
  wiringProduct(c, eventId, price, inventory, { _id: `${eventId}-${name}`, name: `Produkt ${name}` });

const person = (i: number | string, extra: Record<string, unknown> = {}) => ({
  email_main: `flow${i}@example.pl`,
  first_name: 'Jan',
  last_name: `Nowak${i}`,
  ...extra,
});
const key = () => `flow-${++seq}-${Math.random().toString(36).slice(2)}`;
const register = (eventId: string, payload: Record<string, unknown>) =>
  c.call('POST', `/registrations/${eventId}`, { payload });

describe('POST /registrations/{eventId} — the published form', () => {
  it('no published registration form → 409 "Formularz zapisów nie jest jeszcze opublikowany."', async () => {
    const eventId = await project({}, false);
    const res = await register(eventId, { data: person('np'), idempotencyKey: key() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'FORM_NOT_PUBLISHED',
      message: 'Formularz zapisów nie jest jeszcze opublikowany.',
    });
  });

  it('"a failed registration leaves no half-created participant, customer or billing": invalid field values → 400 with the Polish list, only the record with status \'error\'', async () => {
    const eventId = await project();
    await product(eventId, 'p1', 10_000);
    const res = await register(eventId, {
      data: person('bad', { phone_number: '12', extras: ['caviar'], uwagi: 'x' }),
      participants: [{ data: { first_name: 'Anna', last_name: 'Lis', product: 'ghost' } }],
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        'data.uwagi: Nieznane pole „uwagi”.',
        expect.stringMatching(/^data\.phone_number: /),
        expect.stringMatching(/^data\.extras: /),
        expect.stringMatching(/^participants\[0\]\.data\.product: /),
      ]),
    );
    expect(body.message).toBe(body.errors.join('; '));
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(0);
    expect(await c.docs(CUSTOMERS).countDocuments({ email: 'flowbad@example.pl' })).toBe(0);
    expect(await c.docs(BILLINGS).countDocuments({ eventId })).toBe(0);
    expect(await c.docs(REGISTRATIONS).findOne({ eventId })).toMatchObject({ status: 'error' });
  });
});

describe("POST /registrations/{eventId} — amounts are the server's", () => {
  it('"the server recomputes every amount": products × count + chosen options + price-list rules, VAT from the project rate', async () => {
    const eventId = await project({ 'invoicing.useVat': true, 'invoicing.vatPercent': '23' });
    const p1 = await product(eventId, 'p1', 10_000);
    await c.docs(PAYMENT_RULES).insertOne({
      _id: eventId,
      organizationId: 'org-a',
      eventId,
      rules: [{ id: 'fee', name: 'Opłata', amount: 1_000 }],
      updatedAt: new Date(),
    });
    const res = await register(eventId, {
      // A price smuggled in as a form field is refused by the form; the Product count is what is charged.
      data: person('q', { product: { [p1]: 2 }, extras: ['lunch'] }),
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(201);
    // 2 × 100 zł + 30 zł + 10 zł = 240 zł net; 23 % VAT = 55,20 zł.
    expect(res.json().quote).toMatchObject({ total: 24_000, grossTotal: 29_520 });
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: res.json().participants[0]._id });
    expect(participant).toMatchObject({
      isBilled: true,
      calculated: { totalSum: 29_520, leftToPay: 29_520, payments: 0 },
    });
    const tampered = await register(eventId, {
      data: person('q2', { product: { [p1]: 1 }, total_sum: 1 }),
      idempotencyKey: key(),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errors).toEqual(['data.total_sum: Nieznane pole „total_sum”.']);
  });

  it("a product with its own VAT rate (issue 14) is taxed at it, the rest at the project's; the billing's VAT is their sum", async () => {
    const eventId = await project({ 'invoicing.useVat': true, 'invoicing.vatPercent': '23' });
    const book = await product(eventId, 'ksiazka', 10_000);
    await c.docs(PRODUCTS).updateOne({ _id: book }, { $set: { vatRate: '5' } });
    const res = await register(eventId, {
      data: person('vat', { product: { [book]: 1 }, extras: ['lunch'] }),
      idempotencyKey: key(),
    });
    expect(res.statusCode, res.body).toBe(201);
    // 100 zł at 5 % = 5 zł VAT, 30 zł lunch at 23 % = 6,90 zł VAT.
    expect(res.json().quote).toMatchObject({ total: 13_000, grossTotal: 14_190 });
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: res.json().participants[0]._id });
    expect((participant?.calculated as { details: unknown } | undefined)?.details).toMatchObject({
      amount: 13_000,
      vat: 1_190,
      vatByRate: [
        { rate: '5', net: 10_000, vat: 500, gross: 10_500 },
        { rate: '23', net: 3_000, vat: 690, gross: 3_690 },
      ],
    });
    const billings = await c.docs(BILLINGS).find({ sourceId: participant?._id }).toArray();
    expect(billings.reduce((sum, billing) => sum + Number(billing.vat), 0)).toBe(1_190);
  });

  it('"Billing creation: per installment a billing is made if amount > 0; required date = installment date"', async () => {
    const eventId = await project({
      'payments.installments': {
        enabled: true,
        billBeforeInstallment: false,
        configurations: [THREE_MONTHLY_INSTALLMENTS],
      },
    });
    const p1 = await product(eventId, 'p1', 10_000);
    const res = await register(eventId, {
      data: person('inst', { product: p1, installments_select: 'three' }),
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(201);
    const participantId = res.json().participants[0]._id;
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
    const installments = participant?.installments as { installmentId: string; amount: number; date: Date }[];
    // "TotalAmount divides equally to 2 decimals and the last installment takes the rest".
    expect(installments.map((i) => i.amount)).toEqual([3_333, 3_333, 3_334]);
    const billings = await c.docs(BILLINGS).find({ sourceId: participantId }).toArray();
    expect(billings.map((b) => b.amount).sort()).toEqual([3_333, 3_333, 3_334]);
    expect(billings.reduce((sum, b) => sum + (b.leftToPay as number), 0)).toBe(10_000);
    for (const billing of billings) {
      const installment = installments.find((i) => i.installmentId === billing.installmentId);
      expect(billing).toMatchObject({
        eventId,
        organizationId: 'org-a',
        customerId: participant?.customerId,
      });
      expect((billing.requiredDate as Date).getTime()).toBe(installment?.date.getTime());
    }
    expect(billings.map((b) => b.status).sort()).toEqual(['active', 'upcoming', 'upcoming']);
    expect(res.json().quote.installments).toHaveLength(3);
  });

  it('a free registration: no billing ("amount > 0"), completion \'registration\'', async () => {
    const eventId = await project({ 'payments.enabled': true, 'payments.online': true });
    const res = await register(eventId, { data: person('free'), idempotencyKey: key() });
    expect(res.json()).toMatchObject({ completion: 'registration', quote: { total: 0, grossTotal: 0 } });
    expect(await c.docs(BILLINGS).countDocuments({ eventId })).toBe(0);
  });

  it.each([
    // Online on, but the organization has no gateway configured: the page must not promise an online payment
    // (with a configured gateway it is 'online': api/src/modules/payments/public-routes.test.ts).
    [{ 'payments.enabled': true, 'payments.online': true }, 'transfer'],
    [{ 'payments.enabled': true, 'payments.online': false, 'payments.cash': true }, 'cash'],
    [{ 'payments.enabled': true, 'payments.online': false, 'payments.cash': false }, 'transfer'],
    [{ 'payments.enabled': false }, 'registration'],
  ])('completion from the payment settings %o → %s when something is due', async (settings, completion) => {
    const eventId = await project(settings);
    const p1 = await product(eventId, 'p1', 5_000);
    const res = await register(eventId, { data: person(`c${seq}`, { product: p1 }), idempotencyKey: key() });
    expect(res.json().completion).toBe(completion);
  });
});

describe('POST /registrations/{eventId} — product inventory', () => {
  it('"never an inventory below zero, whatever the concurrency": 30 concurrent registrations for 10 pieces', async () => {
    const eventId = await project();
    const p1 = await product(eventId, 'p1', 1_000, 10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        register(eventId, { data: person(`inv${i}`, { product: p1 }), idempotencyKey: key() }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    // Refused by the atomic take (409) or, once the stock reads 0, by the form's availability check (400).
    expect(codes.filter((code) => code === 409 || code === 400)).toHaveLength(20);
    expect((await c.docs(PRODUCTS).findOne({ _id: p1 }))?.inventory).toBe(0);
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(10);
  });

  it('a product sold out for the second member gives back what the first took and the places', async () => {
    const eventId = await project({
      'event.registration': { enabled: true, limitOfParticipantsEnabled: true, limitOfParticipants: 10 },
    });
    const a = await product(eventId, 'a', 1_000, 5);
    const b = await product(eventId, 'b', 1_000, 1);
    // Both members want b: each alone passes the form's check, but 2 pieces of b are not there.
    const res = await register(eventId, {
      data: person('so', { product: [a, b] }),
      participants: [{ data: { first_name: 'Anna', last_name: 'Lis', product: b } }],
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      message: 'Produkt „Produkt b” jest niedostępny lub wyprzedany.',
    });
    expect((await c.docs(PRODUCTS).findOne({ _id: a }))?.inventory).toBe(5);
    expect((await c.docs(PRODUCTS).findOne({ _id: b }))?.inventory).toBe(1);
    expect((await c.docs(PROJECTS).findOne({ _id: eventId }))?.registrationCounters).toEqual({
      participants: 0,
    });
    expect(await c.docs(REGISTRATIONS).findOne({ eventId })).toMatchObject({ status: 'no-quota' });
  });
});

describe('GET /registrations/{eventId}/{registrationId}', () => {
  it('reports the status and the stored outcome; an unknown id → 404', async () => {
    const eventId = await project();
    const res = await register(eventId, { data: person('st'), idempotencyKey: key() });
    const { registrationId } = res.json();
    expect(registrationId).toMatch(/^[0-9A-Za-z]{24}$/);
    const status = await c.call('GET', `/registrations/${eventId}/${registrationId}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      registrationId,
      status: 'processed',
      outcome: { statusCode: 201, body: { registrationId, status: 'processed' } },
    });
    expect((await c.call('GET', `/registrations/${eventId}/nieznane`)).statusCode).toBe(404);
  });
});
