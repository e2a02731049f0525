import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { paymentFlowOf } from './app-flow.js';
import { applyDueNotifications } from './apply-stored-notification.js';
import { notificationsOf } from './notifications.js';
import { PAYMENTS } from './store.js';
import { paymentRecord } from './testing/money-fixture.js';
import { testGatewayPlugin } from './testing/test-gateway-plugin.js';
import { signTestNotification } from './testing/test-provider.js';

const SIGN_KEY = 'route-sign-key';

describe('POST /payments/{provider}/notify/{eventId}', () => {
  let ctx: ProjectTestContext;
  let eventId: string;

  beforeAll(async () => {
    ctx = await createProjectTestContext([testGatewayPlugin()]);
    eventId = (await ctx.create({ name: 'Obóz', domainName: 'oboz-platnosci' })).eventId;
    const patched = await ctx.call('PATCH', '/organization/org-a', {
      token: ctx.admin,
      payload: { integrations: { accounts: { paynow: { signKey: SIGN_KEY } } } },
    });
    expect(patched.statusCode).toBe(200);
    await ctx.docs(PAYMENTS).insertOne({
      ...paymentRecord('pay-route', 5_000),
      organizationId: 'org-a',
      eventId,
      customerId: 'nobody',
    });
  });
  afterAll(async () => ctx.t.close());

  const post = (body: string, signature: string, id = eventId, provider = 'test-gateway') =>
    ctx.t.app.inject({
      method: 'POST',
      url: `${API}/payments/${provider}/notify/${id}`,
      headers: { 'content-type': 'application/json', 'x-test-signature': signature },
      payload: body,
    });

  it("verifies with the organization's decrypted key over the exact bytes, stores them raw and answers as the gateway expects", async () => {
    const body = '{ "paymentId": "pay-route",\n  "status": "COMPLETED", "amount": 5000 }';
    const res = await post(body, signTestNotification(body, SIGN_KEY));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    const stored = await notificationsOf(ctx.t.store, { organizationId: 'org-a', eventId }).findOne({
      paymentId: 'pay-route',
    });
    expect(stored?.rawBody).toBe(body);
    expect(stored?.headers['x-test-signature']).toBeDefined();
    await applyDueNotifications(paymentFlowOf(ctx.t.app));
    await expect
      .poll(async () => (await ctx.docs(PAYMENTS).findOne({ _id: 'pay-route' }))?.status)
      .toBe('COMPLETED');
  });

  it('a forged or missing signature is 401 with a Polish message; nothing is applied', async () => {
    const body = JSON.stringify({ paymentId: 'pay-route', status: 'CANCELED' });
    for (const signature of [signTestNotification(body, 'wrong'), '']) {
      const res = await post(body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'Powiadomienie o płatności odrzucone: niepoprawny lub brakujący podpis',
      );
    }
    expect(
      await notificationsOf(ctx.t.store, { organizationId: 'org-a', eventId }).countDocuments({
        state: 'rejected',
      }),
    ).toBe(2);
  });

  it('an unknown project or gateway is 404', async () => {
    expect((await post('{}', 'x', 'no-such-project')).statusCode).toBe(404);
    expect((await post('{}', 'x', eventId, 'no-such-gateway')).statusCode).toBe(404);
  });

  it('organization keys never appear in the answer of GET /organization', async () => {
    const res = await ctx.call('GET', '/organization/org-a', { token: ctx.admin });
    expect(res.body).not.toContain(SIGN_KEY);
    expect(res.json().integrations.accounts.paynow.signKey).toEqual({ set: true });
  });
});
