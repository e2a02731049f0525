import { PaymentProviderError } from '@zapisy/core';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORGANIZATIONS } from '../organizations/store.js';
import { BILLINGS } from '../participants/store.js';
import { PARTICIPANTS, PROJECTS, type ProjectRecord } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { definitionField, THREE_MONTHLY_INSTALLMENTS } from '../registrations/testing.js';
import { paymentDepsOf } from './app-flow.js';
import { payerAccessOfParticipant } from './payer-access.js';
import { payerKeyOf } from './payer-key.js';
import { PAYMENT_NOTIFICATIONS, PAYMENTS } from './store.js';
import { createPayingProject, PRICED_FORM } from './testing/paying-project.js';
import { testGatewayPlugin } from './testing/test-gateway-plugin.js';
import { createTestProvider, signTestNotification } from './testing/test-provider.js';

const SIGN_KEY = 'payer-side-sign-key';
const BAD_LINK = 'Link do płatności jest nieprawidłowy lub wygasł.';
const provider = createTestProvider();
const original = { createPayment: provider.createPayment, getPaymentStatus: provider.getPaymentStatus };
let c: ProjectTestContext;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, formFieldsPlugin, testGatewayPlugin(provider)]);
  const patched = await c.call('PATCH', '/organization/org-a', {
    token: c.admin,
    payload: { integrations: { accounts: { paynow: { signKey: SIGN_KEY } } } },
  });
  expect(patched.statusCode).toBe(200);
  await c
    .docs(ORGANIZATIONS)
    .updateOne({ _id: 'org-a' }, { $set: { 'integrations.paymentModule': 'test-gateway' } });
});
afterAll(async () => c.t.close());
beforeEach(() => Object.assign(provider, original));

const INSTALLMENTS_FORM = [...PRICED_FORM, definitionField('InstallmentsSelect', 'installments_select')];

/** A project of org-a taking payments (online by default) with a 100 zł product; its ids. */
const payingProject = (settings: Record<string, unknown> = {}) =>
  createPayingProject(
    c,
    `platnosci-${++seq}`,
    {
      'payments.online': true,
      'invoicing.bankAccount': '61 1090 1014 0000 0712 1981 2874',
      'invoicing.fullName': 'Fundacja Wakacje',
      'invoicing.taxId': '5214349636',
      ...settings,
    },
    INSTALLMENTS_FORM,
  );

/** Registers Jan Nowak<i> through POST /registrations/{eventId}; the customer and participant ids and the payer key. */
async function register(eventId: string, productId: string, extra: Record<string, unknown> = {}) {
  const i = ++seq;
  const res = await c.call('POST', `/registrations/${eventId}`, {
    payload: {
      data: {
        email_main: `payer${i}@example.pl`,
        first_name: 'Jan',
        last_name: `Nowak${i}`,
        product: productId,
        ...extra,
      },
      idempotencyKey: `payer-${i}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.statusCode).toBe(201);
  const participantId = res.json().participants[0]._id as string;
  const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
  const customerId = participant?.customerId as string;
  const k = await payerKeyOf(paymentDepsOf(c.t.app), { organizationId: 'org-a', eventId }, customerId);
  // The registration's answer hands the payer its key and link when the completion asks for money.
  const body = res.json();
  if (['online', 'transfer', 'cash'].includes(body.completion)) {
    expect(body.payment).toEqual({ k, link: expect.stringContaining(`/l?k=${encodeURIComponent(k)}`) });
  }
  return { participantId, customerId, k, lastName: `Nowak${i}` };
}

/** A paying project billing in three monthly installments and a payer who chose them. */
async function installmentsPayer() {
  const { eventId, productId } = await payingProject({
    'payments.installments': {
      enabled: true,
      billBeforeInstallment: false,
      configurations: [THREE_MONTHLY_INSTALLMENTS],
    },
  });
  return { eventId, payer: await register(eventId, productId, { installments_select: 'three' }) };
}

const due = (eventId: string, k?: string) =>
  c.call('GET', `/payments/public/${eventId}/due${k === undefined ? '' : `?k=${encodeURIComponent(k)}`}`);
const pay = (eventId: string, payload: Record<string, unknown>) =>
  c.call('POST', `/payments/public/${eventId}/online`, { payload });
const status = (eventId: string, paymentId: string, k: string, link = false) =>
  c.call(
    'GET',
    `/payments/public/${eventId}/status/${paymentId}?k=${encodeURIComponent(k)}${link ? '&link=true' : ''}`,
  );

describe('payer key and GET /payments/public/{eventId}/due', () => {
  it("a missing, forged or another project's key → 403 'Link do płatności jest nieprawidłowy lub wygasł.'; unknown project → 404", async () => {
    const { eventId, productId } = await payingProject();
    const other = await payingProject();
    const payer = await register(eventId, productId);
    const foreignKey = await payerKeyOf(
      paymentDepsOf(c.t.app),
      { organizationId: 'org-a', eventId: other.eventId },
      payer.customerId,
    );
    const [id, mac] = payer.k.split('.') as [string, string];
    const flipped = `${id}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const otherCustomer = `${Buffer.from('someone-else').toString('base64url')}.${mac}`;
    for (const k of [undefined, '', 'garbage', flipped, otherCustomer, foreignKey]) {
      const res = await due(eventId, k);
      expect(res.statusCode, String(k)).toBe(403);
      expect(res.json().message).toBe(BAD_LINK);
    }
    expect((await due('no-such-project', payer.k)).statusCode).toBe(404);
  });

  it("a participant's payer access: the key of its customer and the link 'https://<domain>.<baseDomain>/l?k='", async () => {
    const { eventId, productId, domainName } = await payingProject();
    const payer = await register(eventId, productId);
    const project = (await c.docs(PROJECTS).findOne({ _id: eventId })) as unknown as ProjectRecord;
    const access = await payerAccessOfParticipant(paymentDepsOf(c.t.app), project, payer.participantId);
    expect(access?.k).toBe(payer.k);
    expect(new URL(access?.link ?? '').hostname).toBe(`${domainName}.zapisy.test`);
    expect(new URL(access?.link ?? '').searchParams.get('k')).toBe(payer.k);
    expect(await payerAccessOfParticipant(paymentDepsOf(c.t.app), project, 'nobody')).toBeNull();
    expect((await due(eventId, access?.k)).statusCode).toBe(200);
  });

  it('shows the payer, project, participants with billings and totals all / dueNow (late included) / late, and the methods', async () => {
    const { eventId, productId, domainName } = await payingProject({ 'payments.cash': true });
    const payer = await register(eventId, productId);
    // The billing's required date has come (an hour ago): due now, not late (payments.daysLate 2).
    await c
      .docs(BILLINGS)
      .updateOne(
        { sourceId: payer.participantId },
        { $set: { requiredDate: new Date(Date.now() - 3_600_000) } },
      );
    const res = await due(eventId, payer.k);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payer).toEqual({ name: `Jan ${payer.lastName}` });
    expect(body.project).toEqual({ name: 'Obóz letni', currency: 'PLN' });
    expect(body.participants).toHaveLength(1);
    expect(body.participants[0]).toMatchObject({
      _id: payer.participantId,
      name: `Jan ${payer.lastName}`,
      billings: [
        {
          installment: null,
          grossAmount: 10_000,
          leftToPay: 10_000,
          status: 'active',
          statusLabel: 'Do zapłaty',
        },
      ],
    });
    expect(body.totals).toEqual({ all: 10_000, dueNow: 10_000, late: 0 });
    expect(body.partialAllowed).toBe(false);
    expect(body.methods.online).toEqual({ provider: 'test-gateway', label: 'Bramka testowa' });
    expect(body.methods.cash).toBe(true);
    const title = `ZAPISY-${payer.customerId} ${domainName} ${payer.lastName} Jan`;
    expect(body.methods.transfer).toEqual({
      accountNumber: 'PL61 1090 1014 0000 0712 1981 2874',
      recipientName: 'Fundacja Wakacje',
      title,
      amount: 10_000,
      qr: `5214349636|PL|61109010140000071219812874|010000|Fundacja Wakacje|${title.slice(0, 32).trim()}|||`,
    });
  });

  it("'Installments': each billing shows installment n of m; a late one counts in dueNow and late", async () => {
    const { eventId, payer } = await installmentsPayer();
    const billings = await c
      .docs(BILLINGS)
      .find({ sourceId: payer.participantId })
      .sort({ requiredDate: 1 })
      .toArray();
    // The first installment's date long passed (grace days 2): late.
    await c
      .docs(BILLINGS)
      .updateOne({ _id: billings[0]!._id }, { $set: { requiredDate: new Date('2025-01-01T00:00:00Z') } });
    const body = (await due(eventId, payer.k)).json();
    expect(body.participants[0].billings.map((b: { installment: unknown }) => b.installment)).toEqual([
      { number: 1, count: 3 },
      { number: 2, count: 3 },
      { number: 3, count: 3 },
    ]);
    expect(body.participants[0].billings[0]).toMatchObject({ status: 'late', statusLabel: 'Zaległa' });
    expect(body.totals).toEqual({ all: 10_000, dueNow: 3_333, late: 3_333 });
    expect(body.partialAllowed).toBe(true);
  });

  it('online is offered only with payments.online and a provider whose keys are set; no transfer or cash without payments.enabled', async () => {
    const off = await payingProject({ 'payments.online': false });
    const payer = await register(off.eventId, off.productId);
    expect((await due(off.eventId, payer.k)).json().methods.online).toBeNull();
    const disabled = await payingProject({ 'payments.enabled': false });
    const payer2 = await register(disabled.eventId, disabled.productId);
    expect((await due(disabled.eventId, payer2.k)).json().methods).toEqual({
      online: null,
      transfer: null,
      cash: false,
    });
    const refused = await pay(off.eventId, { k: payer.k, scope: 'all' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Płatności online nie są dostępne w tym projekcie.');
  });
});

describe('POST /payments/public/{eventId}/online', () => {
  it('the server computes the amount from the billings, creates a NEW online payment and answers 201 with the redirect', async () => {
    const { eventId, productId, domainName } = await payingProject();
    const payer = await register(eventId, productId);
    const res = await pay(eventId, { k: payer.k, scope: 'all', total: 1, price: 1 });
    expect(res.statusCode).toBe(201);
    const { paymentId, redirectUrl, amount } = res.json();
    expect(amount).toBe(10_000);
    expect(redirectUrl).toBe(`https://gateway.test/pay/${paymentId}`);
    const stored = await c.docs(PAYMENTS).findOne({ _id: paymentId });
    expect(stored).toMatchObject({
      organizationId: 'org-a',
      eventId,
      status: 'NEW',
      method: 'online',
      provider: 'test-gateway',
      customerId: payer.customerId,
      participantIds: [payer.participantId],
      amount: 10_000,
      currency: 'PLN',
      extPaymentId: `ext-${paymentId}`,
      description: `Opłata: Obóz letni – Jan ${payer.lastName}`,
      redirectUrl,
    });
    const back = new URL(String(stored?.continueUrl));
    const port = new URL(c.t.app.config.publicUrl).port;
    expect(back.origin).toBe(`http://${domainName}.zapisy.test${port ? `:${port}` : ''}`);
    expect(back.pathname).toBe('/platnosc');
    expect(back.searchParams.get('k')).toBe(payer.k);
    expect(back.searchParams.get('platnosc')).toBe(paymentId);
  });

  it('sends the notify URL that carries the tenant and the given return URL (with the payment id)', async () => {
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    let seen: { notifyUrl: string; returnUrl: string; amount: number } | undefined;
    provider.createPayment = async (input, context) => {
      seen = input;
      return original.createPayment.call(provider, input, context);
    };
    const res = await pay(eventId, {
      k: payer.k,
      scope: 'all',
      returnUrl: 'https://organizator.example.pl/dziekujemy?x=1',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(seen?.notifyUrl).toBe(
      `${c.t.app.config.publicUrl}/services/api/payments/test-gateway/notify/${eventId}`,
    );
    expect(seen?.returnUrl).toBe(
      `https://organizator.example.pl/dziekujemy?x=1&platnosc=${res.json().paymentId}`,
    );
  });

  it("tampering: a client amount where the project takes no partial payments → 400; another customer's billing → 403; a paid one → 400; nothing due → 400 'Nie ma nic do zapłaty'", async () => {
    const { eventId, productId } = await payingProject();
    const a = await register(eventId, productId);
    const b = await register(eventId, productId);
    const bBilling = await c.docs(BILLINGS).findOne({ sourceId: b.participantId });
    const partial = await pay(eventId, { k: a.k, scope: 'all', amount: 1 });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(
      'Ten projekt nie pozwala na wpłatę dowolnej kwoty: zapłać należności w całości.',
    );
    const foreign = await pay(eventId, { k: a.k, scope: 'billings', billingIds: [String(bBilling?._id)] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Nie można zapłacić za należności innej osoby.');
    expect((await pay(eventId, { k: a.k, scope: 'billings' })).statusCode).toBe(400);
    const late = await pay(eventId, { k: a.k, scope: 'late' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Nie ma nic do zapłaty');
    await c
      .docs(BILLINGS)
      .updateOne(
        { sourceId: a.participantId },
        { $set: { leftToPay: 0, status: 'paid', payments: [{ date: new Date(), amount: 10_000 }] } },
      );
    const aBilling = await c.docs(BILLINGS).findOne({ sourceId: a.participantId });
    const paid = await pay(eventId, { k: a.k, scope: 'billings', billingIds: [String(aBilling?._id)] });
    expect(paid.statusCode, paid.body).toBe(400);
    expect((await pay(eventId, { k: 'forged.key', scope: 'all' })).statusCode).toBe(403);
    expect(await c.docs(PAYMENTS).countDocuments({ eventId })).toBe(0);
  });

  it('a partial amount where the project bills in installments, never above what is due', async () => {
    const { eventId, payer } = await installmentsPayer();
    const tooMuch = await pay(eventId, { k: payer.k, scope: 'all', amount: 10_001 });
    expect(tooMuch.statusCode).toBe(400);
    const part = await pay(eventId, { k: payer.k, scope: 'all', amount: 2_500 });
    expect(part.statusCode).toBe(201);
    expect(part.json().amount).toBe(2_500);
  });

  it('the same idempotencyKey within 15 minutes returns the same payment, also when sent twice at once', async () => {
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    const body = { k: payer.k, scope: 'all', idempotencyKey: 'klik-platnosc-1' };
    const [first, second] = await Promise.all([pay(eventId, body), pay(eventId, body)]);
    const third = await pay(eventId, body);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(await c.docs(PAYMENTS).countDocuments({ eventId })).toBe(1);
    const other = await pay(eventId, { ...body, idempotencyKey: 'klik-platnosc-2' });
    expect(other.json().paymentId).not.toBe(first.json().paymentId);
  });

  it('a gateway refusal → 409 with its Polish message, an outage → 503; the payment is left CANCELED with the reason', async () => {
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    provider.createPayment = async () => {
      throw new PaymentProviderError('rejected', 'Bramka odrzuciła płatność.', { httpStatus: 400 });
    };
    const refused = await pay(eventId, { k: payer.k, scope: 'all' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bramka odrzuciła płatność.');
    provider.createPayment = async () => {
      throw new PaymentProviderError('unavailable', 'Operator płatności jest chwilowo niedostępny.');
    };
    const down = await pay(eventId, { k: payer.k, scope: 'all' });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('Operator płatności jest chwilowo niedostępny.');
    const stored = await c.docs(PAYMENTS).find({ eventId }).toArray();
    expect(stored.map((p) => [p.status, (p.failure as { code: string }).code]).sort()).toEqual([
      ['CANCELED', 'rejected'],
      ['CANCELED', 'unavailable'],
    ]);
    expect(stored.every((p) => p.redirectUrl === undefined && p.settlement === undefined)).toBe(true);
    const view = (await status(eventId, String(stored[0]?._id), payer.k)).json();
    expect(view).toMatchObject({
      status: 'CANCELED',
      statusLabel: 'Anulowano',
      completion: { variant: 'online', outcome: 'failed' },
    });
    expect(view.completion.message).toMatch(/^Płatność nie powiodła się\./);
  });
});

describe('GET /payments/public/{eventId}/status/{paymentId}', () => {
  it("status, Polish label, amount, method and the completion variant; another customer's payment is 404", async () => {
    const { eventId, productId } = await payingProject();
    const a = await register(eventId, productId);
    const b = await register(eventId, productId);
    const { paymentId } = (await pay(eventId, { k: a.k, scope: 'all' })).json();
    const res = await status(eventId, paymentId, a.k, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paymentId,
      status: 'NEW',
      statusLabel: 'Nowe',
      amount: 10_000,
      currency: 'PLN',
      method: 'online',
      completion: { variant: 'link-online', outcome: 'pending' },
    });
    expect((await status(eventId, paymentId, b.k)).statusCode).toBe(404);
    expect((await status(eventId, paymentId, 'x.y')).statusCode).toBe(403);
  });

  it('register → pay online → the gateway notifies COMPLETED → the payer sees paid and the participant is paid', async () => {
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    const { paymentId } = (await pay(eventId, { k: payer.k, scope: 'all' })).json();
    const body = JSON.stringify({ paymentId, status: 'COMPLETED', amount: 10_000, currency: 'PLN' });
    const notified = await c.t.app.inject({
      method: 'POST',
      url: `/services/api/payments/test-gateway/notify/${eventId}`,
      headers: {
        'content-type': 'application/json',
        'x-test-signature': signTestNotification(body, SIGN_KEY),
      },
      payload: body,
    });
    expect(notified.statusCode).toBe(200);
    await expect
      .poll(async () => (await status(eventId, paymentId, payer.k)).json().completion.outcome)
      .toBe('paid');
    expect((await c.docs(PARTICIPANTS).findOne({ _id: payer.participantId }))?.status).toBe('paid');
    expect((await due(eventId, payer.k)).json().totals).toEqual({ all: 0, dueNow: 0, late: 0 });
  });

  it('a lost notification: NEW after a minute → the gateway is asked once and its answer applied as a notification (settled once)', async () => {
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    const { paymentId } = (await pay(eventId, { k: payer.k, scope: 'all' })).json();
    let asked = 0;
    provider.getPaymentStatus = async () => {
      asked++;
      return { status: 'COMPLETED', amount: 10_000 };
    };
    // Within the first minute the gateway is not asked.
    expect((await status(eventId, paymentId, payer.k)).json().status).toBe('NEW');
    expect(asked).toBe(0);
    await c
      .docs(PAYMENTS)
      .updateOne({ _id: paymentId }, { $set: { createdAt: new Date(Date.now() - 2 * 60_000) } });
    const [one, two] = await Promise.all([
      status(eventId, paymentId, payer.k),
      status(eventId, paymentId, payer.k),
    ]);
    expect(asked).toBe(1);
    expect([one.json().status, two.json().status]).toContain('COMPLETED');
    expect((await status(eventId, paymentId, payer.k)).json()).toMatchObject({
      status: 'COMPLETED',
      statusLabel: 'Wpłacono',
      completion: { outcome: 'paid', message: 'Dziękujemy! Płatność została przyjęta.' },
    });
    const stored = await c.docs(PAYMENTS).findOne({ _id: paymentId });
    const settlement = stored?.settlement as { shares: { amount: number }[] } | undefined;
    expect(settlement?.shares.map((s) => s.amount)).toEqual([10_000]);
    const log = await c.docs(PAYMENT_NOTIFICATIONS).find({ paymentId }).toArray();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ state: 'applied', headers: { 'x-zapisy-source': 'status-check' } });
    expect((await c.docs(PARTICIPANTS).findOne({ _id: payer.participantId }))?.status).toBe('paid');
  });

  it('a status check the gateway cannot answer leaves the payment as it was', async () => {
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    const { paymentId } = (await pay(eventId, { k: payer.k, scope: 'all' })).json();
    await c
      .docs(PAYMENTS)
      .updateOne({ _id: paymentId }, { $set: { createdAt: new Date(Date.now() - 2 * 60_000) } });
    provider.getPaymentStatus = async () => {
      throw new PaymentProviderError('unavailable', 'x');
    };
    expect((await status(eventId, paymentId, payer.k)).json().status).toBe('NEW');
  });
});
