import { PaymentProviderError } from '@zapisy/core';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { AUDIT_LOG } from '../audit/index.js';
import { BILLINGS } from '../participants/store.js';
import { PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { WEBHOOK_DELIVERIES } from '../webhooks/index.js';
import { PAYMENT_NOTIFICATIONS, PAYMENTS } from './store.js';
import { createPayingProject } from './testing/paying-project.js';
import { testGatewayPlugin } from './testing/test-gateway-plugin.js';
import { createTestProvider } from './testing/test-provider.js';

let c: ProjectTestContext;
let manager: string;
let seq = 0;
const gateway = createTestProvider();
const gatewayRefund = gateway.refund;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, formFieldsPlugin, testGatewayPlugin(gateway)]);
  manager = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
});
afterAll(async () => c.t.close());

/** A project of org-a with cash payments and a 100 zł product, its payment-executed webhook on. */
const payingProject = () =>
  createPayingProject(c, `wplaty-${++seq}`, {
    'payments.cash': true,
    'webhooks.paymentExecuted': { enabled: true, target: 'https://hooks.example.pl/zapisy' },
  });

async function register(eventId: string, productId: string, person: { first: string; last: string }) {
  const i = ++seq;
  const res = await c.call('POST', `/registrations/${eventId}`, {
    payload: {
      data: {
        email_main: `platnik${i}@example.pl`,
        first_name: person.first,
        last_name: person.last,
        product: productId,
      },
      idempotencyKey: `org-${i}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.statusCode).toBe(201);
  const participantId = res.json().participants[0]._id as string;
  const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
  return { participantId, customerId: participant?.customerId as string, email: `platnik${i}@example.pl` };
}

const cash = (eventId: string, payload: Record<string, unknown>, token = c.admin) =>
  c.call('POST', `/payments/${eventId}/cash`, { token, payload });
const refund = (eventId: string, paymentId: string, payload: Record<string, unknown>, token = c.admin) =>
  c.call('POST', `/payments/${eventId}/${paymentId}/refund`, { token, payload });
const participantOf = (id: string) => c.docs(PARTICIPANTS).findOne({ _id: id });
const heldOn = async (participantId: string) => {
  const billings = await c.docs(BILLINGS).find({ sourceId: participantId }).toArray();
  return billings.reduce(
    (sum, b) => sum + (b.payments as { amount: number }[]).reduce((s, p) => s + p.amount, 0),
    0,
  );
};

/** A settled payment of 100 zł turned into an online one of the test gateway (the refund path reads only that). */
async function onlinePaid(eventId: string, participantId: string): Promise<string> {
  const paid = (await cash(eventId, { participantId, amount: 10_000 })).json();
  await c
    .docs(PAYMENTS)
    .updateOne(
      { _id: paid._id },
      { $set: { method: 'online', provider: 'test-gateway', extPaymentId: 'ext-1' } },
    );
  return paid._id;
}

describe("POST /payments/{eventId}/cash (participants grid row action 'add cash payment')", () => {
  it('a cash payment is COMPLETED, settled at once on the participant’s billing (participant paid) and fires payment-executed', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Kowalski' });
    const res = await cash(eventId, {
      participantId: jan.participantId,
      amount: 10_000,
      description: 'Kasa',
    });
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({
      type: 'payment',
      typeLabel: 'Wpłata',
      method: 'cash',
      methodLabel: 'Gotówka',
      status: 'COMPLETED',
      statusLabel: 'Wpłacono',
      amount: 10_000,
      currency: 'PLN',
      customerId: jan.customerId,
      customerName: 'Jan Kowalski',
      participantIds: [jan.participantId],
      description: 'Kasa',
      title: 'Wpłata gotówkowa: Jan Kowalski',
      flags: [],
    });
    expect(view.settledAt).toEqual(expect.any(String));
    expect(view.createdBy).toEqual(expect.any(String));
    expect(await heldOn(jan.participantId)).toBe(10_000);
    expect(await participantOf(jan.participantId)).toMatchObject({
      status: 'paid',
      calculated: { leftToPay: 0, payments: 10_000 },
    });
    await c.t.app.events.dispatch();
    const deliveries = await c
      .docs(WEBHOOK_DELIVERIES)
      .find({ eventId, webhook: 'paymentExecuted' })
      .toArray();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.payload).toMatchObject({
      paymentId: view.paymentId,
      method: 'cash',
      amount: 10_000,
    });
  });

  it('the Manager role (payments) may add it; a past date is kept; another organization is 403, no token 401', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Nowak' });
    const res = await cash(
      eventId,
      { participantId: jan.participantId, amount: 4_000, date: '2026-01-05T10:00:00Z' },
      manager,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().date).toBe('2026-01-05T10:00:00.000Z');
    expect((await participantOf(jan.participantId))?.calculated).toMatchObject({
      payments: 4_000,
      leftToPay: 6_000,
    });
    expect(
      (await cash(eventId, { participantId: jan.participantId, amount: 100 }, c.stranger)).statusCode,
    ).toBe(403);
    expect(
      (await c.call('POST', `/payments/${eventId}/cash`, { payload: { participantId: 'x', amount: 1 } }))
        .statusCode,
    ).toBe(401);
  });

  it('unknown participant → 404; amount ≤ 0, not an integer or a future date → 400 in Polish; nothing is saved', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Zieliński' });
    const unknown = await cash(eventId, { participantId: 'nie-ma', amount: 1_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Nie znaleziono uczestnika w tym projekcie');
    for (const amount of [0, -100, 10.5]) {
      expect((await cash(eventId, { participantId: jan.participantId, amount })).statusCode).toBe(400);
    }
    const future = await cash(eventId, { participantId: jan.participantId, amount: 100, date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toContain('Data wpłaty nie może być w przyszłości');
    expect(await c.docs(PAYMENTS).countDocuments({ eventId })).toBe(0);
  });
});

describe("POST /payments/{eventId}/{paymentId}/refund (row action 'refund'; negative movements)", () => {
  it('a partial cash refund takes money back from the billing (negative movement) and is completed at once', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Wiśniewski' });
    const paid = (await cash(eventId, { participantId: jan.participantId, amount: 10_000 })).json();
    const res = await refund(eventId, paid._id, { amount: 2_500, reason: 'Rezygnacja z obiadu' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'refund',
      typeLabel: 'Zwrot',
      amount: -2_500,
      refundOf: paid._id,
      refundStatus: 'completed',
      status: 'COMPLETED',
      description: 'Rezygnacja z obiadu',
      method: 'cash',
    });
    expect(await heldOn(jan.participantId)).toBe(7_500);
    const participant = await participantOf(jan.participantId);
    expect(participant?.status).not.toBe('paid');
    expect(participant?.calculated).toMatchObject({ payments: 7_500, leftToPay: 2_500 });
    // Money by hand is audited (issue 14): the cash payment and the refund, each with who, whom and how much.
    const entries = await c
      .docs(AUDIT_LOG)
      .find({ 'target.id': jan.participantId })
      .sort({ at: 1 })
      .toArray();
    expect(entries.map((entry) => entry.action)).toEqual(['payment.cash', 'payment.refund']);
    expect(entries[1]).toMatchObject({
      eventId,
      target: { type: 'participant', id: jan.participantId, name: 'Jan Wiśniewski' },
      changes: [
        { path: 'payment', oldValue: null, newValue: { amount: -2_500, description: 'Rezygnacja z obiadu' } },
      ],
    });
    expect((entries[0]?.actor as { email: string } | undefined)?.email).toMatch(/@/);
  });

  it("more than held → 400 'Kwota zwrotu przekracza …'; a refund of a refund → 400; a payment not COMPLETED → 409; reason required", async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Lewandowski' });
    const paid = (await cash(eventId, { participantId: jan.participantId, amount: 10_000 })).json();
    const tooMuch = await refund(eventId, paid._id, { amount: 10_001, reason: 'x' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatch(/^Kwota zwrotu przekracza/);
    const first = (await refund(eventId, paid._id, { amount: 1_000, reason: 'x' })).json();
    const ofRefund = await refund(eventId, first._id, { reason: 'x' });
    expect(ofRefund.statusCode).toBe(400);
    expect(ofRefund.json().errors).toContain('Nie można zwrócić zwrotu');
    await c.docs(PAYMENTS).insertOne({
      ...(await c.docs(PAYMENTS).findOne({ _id: paid._id })),
      _id: 'nowa-wplata',
      paymentId: 'nowa-wplata',
      status: 'NEW',
      settlement: undefined,
    } as never);
    await c.docs(PAYMENTS).updateOne({ _id: 'nowa-wplata' }, { $unset: { settlement: '' } });
    const notPaid = await refund(eventId, 'nowa-wplata', { reason: 'x' });
    expect(notPaid.statusCode).toBe(409);
    expect((await refund(eventId, paid._id, { reason: '   ' })).statusCode).toBe(400);
    expect((await refund(eventId, 'nie-ma', { reason: 'x' })).statusCode).toBe(404);
    expect(await heldOn(jan.participantId)).toBe(9_000);
  });

  it("a full refund with markRefunded: the participant becomes 'refunded' (kept by recalculation), its dues zero", async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Kamiński' });
    const paid = (await cash(eventId, { participantId: jan.participantId, amount: 10_000 })).json();
    const res = await refund(eventId, paid._id, { reason: 'Odwołany wyjazd', markRefunded: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe(-10_000);
    expect(await heldOn(jan.participantId)).toBe(0);
    const participant = await participantOf(jan.participantId);
    expect(participant).toMatchObject({
      status: 'refunded',
      calculated: { payments: 0, leftToPayRequired: 0, leftToPayLate: 0 },
    });
    // Another payment recalculates the participant: 'refunded' is kept ("Automatic update is skipped").
    await cash(eventId, { participantId: jan.participantId, amount: 500 });
    expect((await participantOf(jan.participantId))?.status).toBe('refunded');
  });

  it('a partial refund with markRefunded leaves the participant as it is while money is still held', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Wójcik' });
    const paid = (await cash(eventId, { participantId: jan.participantId, amount: 10_000 })).json();
    expect(
      (await refund(eventId, paid._id, { amount: 4_000, reason: 'x', markRefunded: true })).statusCode,
    ).toBe(201);
    expect((await participantOf(jan.participantId))?.status).not.toBe('refunded');
  });

  it('two refunds at once never return more than held (Promise.all)', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Kowalczyk' });
    const paid = (await cash(eventId, { participantId: jan.participantId, amount: 10_000 })).json();
    const answers = await Promise.all([
      refund(eventId, paid._id, { amount: 6_000, reason: 'a' }),
      refund(eventId, paid._id, { amount: 6_000, reason: 'b' }),
      refund(eventId, paid._id, { amount: 6_000, reason: 'c' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await heldOn(jan.participantId)).toBe(4_000);
    expect(await c.docs(PAYMENTS).countDocuments({ refundOf: paid._id })).toBe(1);
    const rest = await Promise.all([
      refund(eventId, paid._id, { reason: 'reszta' }),
      refund(eventId, paid._id, { reason: 'reszta' }),
    ]);
    expect(rest.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await heldOn(jan.participantId)).toBe(0);
  });
});

describe('online refund answered at once by the gateway', () => {
  it("the gateway answers 'completed': the refund is settled now, and with markRefunded the participant is 'refunded'", async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Szymański' });
    const paymentId = await onlinePaid(eventId, jan.participantId);
    const asked: unknown[] = [];
    gateway.refund = async (input) => {
      asked.push(input);
      // The refund record exists before the gateway is asked (it may notify before it answers).
      expect(await c.docs(PAYMENTS).findOne({ _id: input.refundId })).toMatchObject({
        refundStatus: 'pending',
      });
      return { refundId: input.refundId, externalRefundId: 'R-77', status: 'completed' };
    };
    try {
      const res = await refund(eventId, paymentId, { reason: 'Odwołane', markRefunded: true });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        refundStatus: 'completed',
        amount: -10_000,
        provider: 'test-gateway',
      });
      expect(asked).toEqual([
        expect.objectContaining({
          paymentId,
          externalId: 'ext-1',
          amount: 10_000,
          paymentAmount: 10_000,
          currency: 'PLN',
        }),
      ]);
      expect(await c.docs(PAYMENTS).findOne({ _id: res.json()._id })).toMatchObject({
        providerData: { externalRefundId: 'R-77' },
      });
      expect(await heldOn(jan.participantId)).toBe(0);
      expect((await participantOf(jan.participantId))?.status).toBe('refunded');
    } finally {
      gateway.refund = gatewayRefund;
    }
  });

  it('the gateway refuses: 409 with its Polish message, the refund failed, the money stays', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Woźniak' });
    const paymentId = await onlinePaid(eventId, jan.participantId);
    gateway.refund = async () => {
      throw new PaymentProviderError('rejected', 'Operator płatności odrzucił zwrot.');
    };
    try {
      const res = await refund(eventId, paymentId, { amount: 1_000, reason: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Operator płatności odrzucił zwrot.');
      expect(await c.docs(PAYMENTS).findOne({ refundOf: paymentId })).toMatchObject({
        refundStatus: 'failed',
      });
      expect(await heldOn(jan.participantId)).toBe(10_000);
    } finally {
      gateway.refund = gatewayRefund;
    }
  });
});

describe('GET /payments/{eventId} (payments grid /admin/listy/wplaty) and the export', () => {
  it('lists newest first with labels, searches payer names without diacritics, filters, sorts, pages, sums', async () => {
    const { eventId, productId } = await payingProject();
    const zofia = await register(eventId, productId, { first: 'Zofia', last: 'Żółkiewska' });
    const adam = await register(eventId, productId, { first: 'Adam', last: 'Nowak' });
    const a = (
      await cash(eventId, { participantId: zofia.participantId, amount: 3_000, date: '2026-01-01T10:00:00Z' })
    ).json();
    const b = (
      await cash(eventId, { participantId: adam.participantId, amount: 10_000, date: '2026-02-01T10:00:00Z' })
    ).json();
    const r = (await refund(eventId, b._id, { amount: 1_000, reason: 'korekta' })).json();

    const list = await c.call('GET', `/payments/${eventId}`, { token: manager });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBe(3);
    expect(body.rows.map((row: { _id: string }) => row._id)).toEqual([r._id, b._id, a._id]);
    expect(body.sums).toEqual({ completed: 13_000, refunded: 1_000 });

    const search = (await c.call('GET', `/payments/${eventId}?search=ZOLKIEWSKA`, { token: c.admin })).json();
    expect(search.rows.map((row: { _id: string }) => row._id)).toEqual([a._id]);
    expect(search.rows[0].customerName).toBe('Zofia Żółkiewska');
    const byEmail = (
      await c.call('GET', `/payments/${eventId}?search=${encodeURIComponent(adam.email)}`, { token: c.admin })
    ).json();
    expect(byEmail.total).toBe(2);
    const byId = (
      await c.call('GET', `/payments/${eventId}?search=${a.paymentId}`, { token: c.admin })
    ).json();
    expect(byId.total).toBe(1);

    const refunds = (await c.call('GET', `/payments/${eventId}?type=refund`, { token: c.admin })).json();
    expect(refunds.rows.map((row: { _id: string }) => row._id)).toEqual([r._id]);
    const byAmount = (
      await c.call('GET', `/payments/${eventId}?sort=amount&pageSize=2&page=1`, { token: c.admin })
    ).json();
    expect(byAmount.rows.map((row: { amount: number }) => row.amount)).toEqual([-1_000, 3_000]);
    expect(byAmount.total).toBe(3);
    const page2 = (
      await c.call('GET', `/payments/${eventId}?sort=amount&pageSize=2&page=2`, { token: c.admin })
    ).json();
    expect(page2.rows.map((row: { amount: number }) => row.amount)).toEqual([10_000]);
    const statuses = (
      await c.call('GET', `/payments/${eventId}?status=NEW&method=cash`, { token: c.admin })
    ).json();
    expect(statuses.total).toBe(0);
    const several = await c.call('GET', `/payments/${eventId}?status=NEW&status=COMPLETED&method=cash`, {
      token: c.admin,
    });
    // A refund reads its own state ('Zwrócono'), not 'Wpłacono': statuses match payments, refund states refunds.
    expect(
      several
        .json()
        .rows.map((row: { _id: string }) => row._id)
        .sort(),
    ).toEqual([a._id, b._id].sort());
    const returned = (
      await c.call('GET', `/payments/${eventId}?refundState=completed`, { token: c.admin })
    ).json();
    expect(returned.rows.map((row: { _id: string }) => row._id)).toEqual([r._id]);
    const either = (
      await c.call('GET', `/payments/${eventId}?status=COMPLETED&refundState=completed&refundState=pending`, {
        token: c.admin,
      })
    ).json();
    expect(either.total).toBe(3);
    expect(
      (await c.call('GET', `/payments/${eventId}?refundState=failed`, { token: c.admin })).json().total,
    ).toBe(0);
    // A refund the gateway has not answered yet (no refundStatus stored) is 'Zwrot w toku'.
    const { refundStatus: _state, ...unanswered } = (await c.docs(PAYMENTS).findOne({ _id: r._id })) ?? {
      _id: '',
    };
    await c
      .docs(PAYMENTS)
      .insertOne({ ...unanswered, _id: 'zwrot-bez-odpowiedzi', paymentId: 'zwrot-bez-odpowiedzi' });
    const pending = (
      await c.call('GET', `/payments/${eventId}?refundState=pending`, { token: c.admin })
    ).json();
    expect(pending.rows.map((row: { _id: string }) => row._id)).toEqual(['zwrot-bez-odpowiedzi']);
    await c.docs(PAYMENTS).deleteOne({ _id: 'zwrot-bez-odpowiedzi' });
    expect((await c.call('GET', `/payments/${eventId}?pageSize=501`, { token: c.admin })).statusCode).toBe(
      400,
    );
    expect((await c.call('GET', `/payments/${eventId}`, { token: c.stranger })).statusCode).toBe(403);
  });

  it('abandoned online attempts stay out of the default view (attempts=true/only shows them) and are never refunded', async () => {
    const { eventId, productId } = await payingProject();
    const ola = await register(eventId, productId, { first: 'Ola', last: 'Zielińska' });
    const paid = (await cash(eventId, { participantId: ola.participantId, amount: 10_000 })).json();
    const stored = await c.docs(PAYMENTS).findOne({ _id: paid._id });
    for (const [id, status] of [
      ['porzucona', 'NEW'],
      ['anulowana', 'CANCELED'],
    ] as const) {
      await c.docs(PAYMENTS).insertOne({
        ...stored,
        _id: id,
        paymentId: id,
        method: 'online',
        provider: 'test-gateway',
        status,
        amount: 35_000,
      } as never);
      await c.docs(PAYMENTS).updateOne({ _id: id }, { $unset: { settlement: '' } });
    }
    const list = (query = '') =>
      c.call('GET', `/payments/${eventId}?type=payment${query}`, { token: c.admin }).then((r) => r.json());
    expect((await list()).rows.map((row: { _id: string }) => row._id)).toEqual([paid._id]);
    expect((await list(`&participantId=${ola.participantId}`)).total).toBe(1);
    expect((await list('&attempts=true')).total).toBe(3);
    expect((await list('&attempts=only')).rows.map((row: { _id: string }) => row._id).sort()).toEqual([
      'anulowana',
      'porzucona',
    ]);
    expect((await list('&status=NEW')).rows.map((row: { _id: string }) => row._id)).toEqual(['porzucona']);
    // Shown, such a row never reads 'Wpłata': no money came.
    expect((await list('&status=NEW')).rows[0].typeLabel).toBe('Próba płatności online');
    const refused = await refund(eventId, 'porzucona', { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(await heldOn(ola.participantId)).toBe(10_000);
  });

  it('PATCH remarks and isArchived; archived payments leave the default list and show with archived=true', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Mazur' });
    const paid = (await cash(eventId, { participantId: jan.participantId, amount: 1_000 })).json();
    const patched = await c.call('PATCH', `/payments/${eventId}/${paid._id}`, {
      token: c.admin,
      payload: { remarks: 'Wpłacone w biurze', isArchived: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ remarks: 'Wpłacone w biurze', isArchived: true });
    expect((await c.call('GET', `/payments/${eventId}`, { token: c.admin })).json().total).toBe(0);
    expect((await c.call('GET', `/payments/${eventId}?archived=true`, { token: c.admin })).json().total).toBe(
      1,
    );
    expect((await c.call('GET', `/payments/${eventId}?archived=all`, { token: c.admin })).json().total).toBe(
      1,
    );
    const mine = await c.call(
      'GET',
      `/payments/${eventId}?archived=all&participantId=${jan.participantId}&sort=-amount`,
      {
        token: c.admin,
      },
    );
    expect(mine.json().rows.map((row: { _id: string }) => row._id)).toEqual([paid._id]);
    const nobody = await c.call('GET', `/payments/${eventId}?archived=all&participantId=nobody`, {
      token: c.admin,
    });
    expect(nobody.json().total).toBe(0);
    expect(
      (await c.call('PATCH', `/payments/${eventId}/${paid._id}`, { token: c.admin, payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (await c.call('PATCH', `/payments/${eventId}/nie-ma`, { token: c.admin, payload: { remarks: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('GET one payment: its settlement shares with participant names, its refunds, the notifications log without raw headers', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Krawczyk' });
    const paid = (await cash(eventId, { participantId: jan.participantId, amount: 6_000 })).json();
    const r = (await refund(eventId, paid._id, { amount: 1_000, reason: 'x' })).json();
    await c.docs(PAYMENT_NOTIFICATIONS).insertOne({
      _id: `n-${paid._id}`,
      organizationId: 'org-a',
      eventId,
      provider: 'payu',
      receivedAt: new Date('2026-02-01T10:00:00Z'),
      rawBody: '{"secret":"tajne"}',
      headers: { 'openpayu-signature': 'sender=checkout;signature=abc' },
      verified: true,
      event: { type: 'payment', paymentId: paid._id, status: 'COMPLETED', amount: 6_000 },
      state: 'applied',
      outcome: 'Wpłata rozliczona na 1 należności',
      paymentId: paid._id,
      attempts: 1,
      nextAttemptAt: null,
      lock: null,
    });
    const res = await c.call('GET', `/payments/${eventId}/${paid._id}`, { token: c.employee });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.payment._id).toBe(paid._id);
    expect(detail.shares).toEqual([
      expect.objectContaining({
        amount: 6_000,
        participantId: jan.participantId,
        participantName: 'Jan Krawczyk',
      }),
    ]);
    expect(detail.refunds.map((x: { _id: string }) => x._id)).toEqual([r._id]);
    expect(detail.notifications).toEqual([
      expect.objectContaining({
        verified: true,
        state: 'applied',
        reportedAmount: 6_000,
        outcome: 'Wpłata rozliczona na 1 należności',
      }),
    ]);
    expect(res.body).not.toContain('tajne');
    expect(res.body).not.toContain('signature=abc');
    expect((await c.call('GET', `/payments/${eventId}/nie-ma`, { token: c.admin })).statusCode).toBe(404);
  });

  it('export.csv: UTF-8 BOM, ; separator, amounts as 1 234,56, same filters', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Dąbrowski' });
    await c.docs(PROJECTS).updateOne({ _id: eventId }, { $set: { 'payments.cash': true } });
    await cash(eventId, { participantId: jan.participantId, amount: 123_456, description: 'Za; obóz' });
    const res = await c.call('GET', `/payments/${eventId}/export.csv`, { token: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFFKwota;Waluta;Typ;Metoda;')).toBe(true);
    const [, line] = res.body.slice(1).split('\r\n');
    expect(line).toContain('1 234,56;PLN;Wpłata;Gotówka;');
    expect(line).toContain('Jan Dąbrowski');
    expect(line).toContain('"Za; obóz"');
    const none = await c.call('GET', `/payments/${eventId}/export.csv?type=refund`, { token: c.admin });
    expect(none.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});

describe("refund rows of the payments grid show the refund's own state, not the payment status", () => {
  type Row = {
    _id: string;
    type: string;
    typeLabel: string;
    amount: number;
    statusLabel: string;
    refundStatus: string | null;
    flags: { code: string; label: string }[];
  };

  it("list, detail and export: a refund reads 'Zwrot' with a negative amount and 'Zwrócono' / 'Zwrot w toku' / 'Zwrot nieudany' (flagged)", async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Zwrotny' });
    const cashPaid = (await cash(eventId, { participantId: jan.participantId, amount: 2_000 })).json();
    const done = (await refund(eventId, cashPaid._id, { amount: 500, reason: 'korekta' })).json();
    const paymentId = await onlinePaid(eventId, jan.participantId);
    let answer: 'pending' | 'refuse' = 'pending';
    gateway.refund = async (input) => {
      if (answer === 'refuse')
        throw new PaymentProviderError('rejected', 'Operator płatności odrzucił zwrot.');
      return { refundId: input.refundId, status: 'pending' };
    };
    try {
      const pending = (await refund(eventId, paymentId, { amount: 1_000, reason: 'w toku' })).json();
      answer = 'refuse';
      expect((await refund(eventId, paymentId, { amount: 2_000, reason: 'odrzucony' })).statusCode).toBe(409);
      const failed = await c.docs(PAYMENTS).findOne({ refundOf: paymentId, refundStatus: 'failed' });

      const rows = (await c.call('GET', `/payments/${eventId}?type=refund`, { token: c.admin })).json()
        .rows as Row[];
      const byId = new Map(rows.map((row) => [row._id, row]));
      expect(byId.get(done._id)).toMatchObject({
        typeLabel: 'Zwrot',
        amount: -500,
        statusLabel: 'Zwrócono',
        refundStatus: 'completed',
        flags: [],
      });
      expect(byId.get(pending._id)).toMatchObject({
        typeLabel: 'Zwrot',
        amount: -1_000,
        statusLabel: 'Zwrot w toku',
        refundStatus: 'pending',
        flags: [],
      });
      expect(byId.get(String(failed?._id))).toMatchObject({
        typeLabel: 'Zwrot',
        amount: -2_000,
        statusLabel: 'Zwrot nieudany',
        refundStatus: 'failed',
        flags: [{ code: 'refund-failed', label: 'Zwrot nieudany – środki nie wróciły' }],
      });
      expect(rows.every((row) => row.statusLabel !== 'Wpłacono')).toBe(true);
      // The payments themselves keep the payment status label.
      const payments = (await c.call('GET', `/payments/${eventId}?type=payment`, { token: c.admin })).json()
        .rows as Row[];
      expect(payments.map((row) => row.statusLabel)).toEqual(['Wpłacono', 'Wpłacono']);

      const detail = (await c.call('GET', `/payments/${eventId}/${paymentId}`, { token: c.admin })).json();
      expect(detail.refunds.map((row: Row) => row.statusLabel).sort()).toEqual([
        'Zwrot nieudany',
        'Zwrot w toku',
      ]);
      const one = (await c.call('GET', `/payments/${eventId}/${pending._id}`, { token: c.admin })).json();
      expect(one.payment).toMatchObject({ type: 'refund', statusLabel: 'Zwrot w toku', amount: -1_000 });

      const csv = (await c.call('GET', `/payments/${eventId}/export.csv?type=refund`, { token: c.admin }))
        .body;
      const lines = csv.slice(1).split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(4);
      const failedLine = lines.find((line) => line.startsWith('-20,00;'));
      expect(failedLine).toContain(';Zwrot;Płatność online;');
      expect(failedLine).toContain(';Zwrot nieudany;');
      expect(failedLine).toContain('Zwrot nieudany – środki nie wróciły');
      expect(lines.find((line) => line.startsWith('-5,00;'))).toContain(';Zwrócono;');
      expect(lines.find((line) => line.startsWith('-10,00;'))).toContain(';Zwrot w toku;');
    } finally {
      gateway.refund = gatewayRefund;
    }
  });
});

describe('POST …/release and …/reject (amount mismatches are recorded and flagged, not applied blindly)', () => {
  async function flaggedPayment(eventId: string, participantId: string, customerId: string, id: string) {
    const now = new Date();
    await c.docs(PAYMENTS).insertOne({
      _id: id,
      organizationId: 'org-a',
      eventId,
      paymentId: id,
      type: 'payment',
      method: 'online',
      provider: 'payu',
      customerId,
      participantIds: [participantId],
      amount: 10_000,
      currency: 'PLN',
      date: now,
      status: 'COMPLETED',
      statusDate: now,
      flags: ['amount-mismatch'],
      createdAt: now,
      updatedAt: now,
    });
    await c.docs(PAYMENT_NOTIFICATIONS).insertOne({
      _id: `n-${id}`,
      organizationId: 'org-a',
      eventId,
      provider: 'payu',
      receivedAt: now,
      rawBody: '{}',
      headers: {},
      verified: true,
      event: { type: 'payment', paymentId: id, status: 'COMPLETED', amount: 8_000, currency: 'PLN' },
      state: 'flagged',
      paymentId: id,
      attempts: 1,
      nextAttemptAt: null,
      lock: null,
    });
  }

  it("release: the flag clears and the payment settles with the amount the gateway reported; both amounts are recorded; 'Kwota niezgodna' before", async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Piotrowski' });
    await flaggedPayment(eventId, jan.participantId, jan.customerId, `flag-${eventId}`);
    const listed = (await c.call('GET', `/payments/${eventId}`, { token: c.admin })).json();
    expect(listed.rows[0].flags).toEqual([{ code: 'amount-mismatch', label: 'Kwota niezgodna' }]);
    const res = await c.call('POST', `/payments/${eventId}/flag-${eventId}/release`, {
      token: c.admin,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 8_000,
      flags: [],
      review: {
        decision: 'released',
        expectedAmount: 10_000,
        reportedAmount: 8_000,
        reportedCurrency: 'PLN',
      },
    });
    expect(res.json().settledAt).toEqual(expect.any(String));
    expect(await heldOn(jan.participantId)).toBe(8_000);
    const again = await c.call('POST', `/payments/${eventId}/flag-${eventId}/release`, {
      token: c.admin,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('reject: the payment stays unapplied with the remark; a payment that is not held → 409', async () => {
    const { eventId, productId } = await payingProject();
    const jan = await register(eventId, productId, { first: 'Jan', last: 'Grabowski' });
    await flaggedPayment(eventId, jan.participantId, jan.customerId, `rej-${eventId}`);
    const res = await c.call('POST', `/payments/${eventId}/rej-${eventId}/reject`, {
      token: c.admin,
      payload: { remark: 'Kwota nie zgadza się z wyciągiem' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 10_000,
      remarks: 'Kwota nie zgadza się z wyciągiem',
      settledAt: null,
      flags: [{ code: 'amount-mismatch', label: 'Kwota niezgodna' }],
      review: { decision: 'rejected', reportedAmount: 8_000 },
    });
    expect(await heldOn(jan.participantId)).toBe(0);
    const paid = (await cash(eventId, { participantId: jan.participantId, amount: 100 })).json();
    const notHeld = await c.call('POST', `/payments/${eventId}/${paid._id}/release`, {
      token: c.admin,
      payload: {},
    });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().message).toBe('Ta wpłata nie jest wstrzymana do decyzji organizatora');
  });
});
