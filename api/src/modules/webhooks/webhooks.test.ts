import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { limitsOn } from '../../limits/testing.js';
import { secretBoxOf } from '../../secrets/index.js';
import { completeProject, PROJECTS, type ProjectRecord } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { WEBHOOK_MAX_ATTEMPTS } from './backoff.js';
import { enqueueWebhook, WEBHOOK_DELIVERIES, type WebhookDeliveryRecord } from './deliveries.js';
import { runDueWebhookDeliveries } from './delivery-job.js';
import { verifyWebhookSignature } from './signature.js';
import { type Receiver, startReceiver } from './testing/receiver.js';

const MINUTE = 60_000;

let c: ProjectTestContext;
let seq = 0;
const receivers: Receiver[] = [];

beforeAll(async () => {
  // Limits on (testConfig has them off), with the defaults: 60 form-enter reports per address and minute.
  c = await createProjectTestContext([translationTypes], { config: { publicLimits: limitsOn() } });
});
afterAll(async () => c.t.close());
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function receiver(answers?: (number | 'hang')[]): Promise<Receiver> {
  const r = await startReceiver(answers);
  receivers.push(r);
  return r;
}

/** A project of org-a whose webhooks are set as given; returns it as stored. */
async function project(webhooks: Record<string, { enabled: boolean; target: string }> = {}) {
  const p = await c.create({ domainName: `wh-${++seq}` });
  const set = Object.fromEntries(
    Object.entries(webhooks).map(([name, value]) => [`webhooks.${name}`, value]),
  );
  if (Object.keys(set).length > 0) await c.docs(PROJECTS).updateOne({ _id: p.eventId }, { $set: set });
  const stored = await c.t.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: p.eventId });
  if (!stored) throw new Error('project missing');
  return completeProject(stored);
}

const deliveries = () => c.t.store.db.collection<WebhookDeliveryRecord>(WEBHOOK_DELIVERIES);
/** Runs the job's sweep for one project only (other tests' deliveries may be due at the injected times). */
const run = (eventId: string, extra: Partial<Parameters<typeof runDueWebhookDeliveries>[0]> = {}) =>
  runDueWebhookDeliveries({ ...deps(), ...extra }, { filter: { eventId } });
const deps = (now?: () => Date) => ({
  store: c.t.store,
  box: secretBoxOf(c.t.app),
  // The receivers listen on 127.0.0.1 (as createTestApp's WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 allows).
  allowPrivateTargets: true,
  ...(now ? { now } : {}),
});

async function secretOf(eventId: string): Promise<string> {
  const res = await c.call('GET', `/webhooks/${eventId}/secret`, { token: c.admin });
  expect(res.statusCode).toBe(200);
  return res.json().secret;
}

describe('enqueueWebhook and the delivery job', () => {
  it('"each with an enabled flag and a target": an enabled webhook is POSTed as signed JSON to its target', async () => {
    const r = await receiver([200]);
    const p = await project({ formSubmit: { enabled: true, target: r.url } });
    const id = await enqueueWebhook(c.t.app, p, 'formSubmit', {
      registrationId: 'r1',
      data: { first_name: 'Józef' },
    });
    expect(id).toEqual(expect.any(String));
    expect(await deliveries().findOne({ _id: id as string })).toMatchObject({
      organizationId: 'org-a',
      eventId: p.eventId,
      webhook: 'formSubmit',
      target: r.url,
      status: 'pending',
      attempts: [],
    });

    await run(p.eventId);
    expect(r.received).toHaveLength(1);
    const [request] = r.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.headers['x-zapisy-event']).toBe('form-submit');
    expect(request?.headers['x-zapisy-delivery']).toBe(id);
    const secret = await secretOf(p.eventId);
    expect(secret).toMatch(/^whsec_/);
    expect(
      verifyWebhookSignature(
        secret,
        request?.headers['x-zapisy-timestamp'] as string,
        request?.body ?? '',
        request?.headers['x-zapisy-signature'] as string,
      ),
    ).toBe(true);
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      id,
      event: 'form-submit',
      eventId: p.eventId,
      data: { registrationId: 'r1', data: { first_name: 'Józef' } },
    });
    const stored = await deliveries().findOne({ _id: id as string });
    expect(stored).toMatchObject({ status: 'delivered', nextAttemptAt: null, lock: null });
    expect(stored?.attempts).toEqual([
      { at: expect.any(Date), status: 200, error: null, durationMs: expect.any(Number) },
    ]);

    // Delivered: a second run sends nothing (the job is idempotent).
    await run(p.eventId);
    expect(r.received).toHaveLength(1);
  });

  it('"only if the project\'s matching enabled flag is on": a disabled webhook records and sends nothing', async () => {
    const r = await receiver();
    const p = await project({ formSubmit: { enabled: false, target: r.url } });
    expect(await enqueueWebhook(c.t.app, p, 'formSubmit', { a: 1 })).toBeNull();
    expect(await enqueueWebhook(c.t.app, p, 'registrationCompleted', { a: 1 })).toBeNull();
    expect(await deliveries().countDocuments({ eventId: p.eventId })).toBe(0);
    await run(p.eventId);
    expect(r.received).toHaveLength(0);
  });

  it('"errors swallowed" by the spec, recorded here: a receiver failing twice gets retries after 1 and 5 minutes, then it is delivered', async () => {
    const r = await receiver([500, 503, 204]);
    const p = await project({ registrationCompleted: { enabled: true, target: r.url } });
    const t0 = new Date('2030-01-01T10:00:00Z');
    let now = t0;
    const clock = () => now;
    const id = (await enqueueWebhook(c.t.app, p, 'registrationCompleted', { x: 1 }, { now: t0 })) as string;

    await run(p.eventId, { now: clock });
    let stored = await deliveries().findOne({ _id: id });
    expect(stored).toMatchObject({ status: 'pending', nextAttemptAt: new Date(t0.getTime() + MINUTE) });
    expect(stored?.attempts[0]).toMatchObject({ status: 500, error: 'Odpowiedź HTTP 500 (oczekiwano 2xx)' });

    now = new Date(t0.getTime() + 30_000); // not due yet
    await run(p.eventId, { now: clock });
    expect(r.received).toHaveLength(1);

    now = new Date(t0.getTime() + MINUTE);
    await run(p.eventId, { now: clock });
    stored = await deliveries().findOne({ _id: id });
    expect(stored).toMatchObject({ status: 'pending', nextAttemptAt: new Date(now.getTime() + 5 * MINUTE) });

    now = new Date(now.getTime() + 5 * MINUTE);
    await run(p.eventId, { now: clock });
    stored = await deliveries().findOne({ _id: id });
    expect(stored?.status).toBe('delivered');
    expect(stored?.attempts.map((a) => a.status)).toEqual([500, 503, 204]);
    expect(r.received.map((q) => q.headers['x-zapisy-delivery'])).toEqual([id, id, id]);
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} attempts (backoff 1 min, 5, 30, 2 h, 12 h) and records each failure`, async () => {
    const r = await receiver([500]);
    const p = await project({ paymentExecuted: { enabled: true, target: r.url } });
    let now = new Date('2031-01-01T00:00:00Z');
    const id = (await enqueueWebhook(c.t.app, p, 'paymentExecuted', {}, { now })) as string;
    const gaps: number[] = [];
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i++) {
      await run(p.eventId, { now: () => now });
      const stored = await deliveries().findOne({ _id: id });
      if (stored?.nextAttemptAt) {
        gaps.push((stored.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
        now = stored.nextAttemptAt;
      }
    }
    expect(gaps).toEqual([1, 5, 30, 120, 720]);
    const stored = await deliveries().findOne({ _id: id });
    expect(stored).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(stored?.attempts).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    await run(p.eventId, { now: () => new Date(now.getTime() + 24 * 60 * MINUTE) });
    expect(r.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
  });

  it('an attempt that gets no answer within the timeout is recorded as a failure and retried', async () => {
    const r = await receiver(['hang']);
    const p = await project({ formSubmit: { enabled: true, target: r.url } });
    const id = (await enqueueWebhook(c.t.app, p, 'formSubmit', {})) as string;
    await run(p.eventId, { timeoutMs: 200 });
    const stored = await deliveries().findOne({ _id: id });
    expect(stored?.status).toBe('pending');
    expect(stored?.attempts[0]).toMatchObject({
      status: null,
      error: expect.stringContaining('Przekroczono czas oczekiwania'),
    });
  });

  it('"Targets must be http(s) URLs": another target is recorded as failed at once and never sent', async () => {
    const p = await project({ formSubmit: { enabled: true, target: 'ftp://example.com/x' } });
    const id = (await enqueueWebhook(c.t.app, p, 'formSubmit', {})) as string;
    expect(await deliveries().findOne({ _id: id })).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      attempts: [{ status: null, error: expect.stringContaining('http://') }],
    });
  });

  it('SSRF: with private targets refused (WEBHOOKS_ALLOW_PRIVATE_TARGETS off, the production default) a loopback target is recorded as failed with the reason and never sent', async () => {
    const r = await receiver([200]);
    const p = await project({ formSubmit: { enabled: true, target: r.url } });
    const id = (await enqueueWebhook(c.t.app, p, 'formSubmit', {})) as string;
    await run(p.eventId, { allowPrivateTargets: false });
    expect(r.received).toHaveLength(0);
    expect(await deliveries().findOne({ _id: id })).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      attempts: [
        {
          status: null,
          error:
            'Adres webhooka musi być publicznym adresem http(s) (127.0.0.1 to adres prywatny, lokalny lub zastrzeżony)',
        },
      ],
    });
  });

  it('DNS rebinding: the host is resolved and checked at delivery time, so a name now pointing at 127.0.0.1 is refused', async () => {
    const r = await receiver([200]);
    const port = new URL(r.url).port;
    const p = await project({
      formSubmit: { enabled: true, target: `http://hooks.example.test:${port}/hook` },
    });
    const id = (await enqueueWebhook(c.t.app, p, 'formSubmit', {})) as string;
    const lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    await run(p.eventId, { allowPrivateTargets: false, lookup });
    expect(r.received).toHaveLength(0);
    expect(await deliveries().findOne({ _id: id })).toMatchObject({
      status: 'failed',
      attempts: [{ error: expect.stringContaining('hooks.example.test → 127.0.0.1') }],
    });
  });

  it('a target host that does not resolve is retried later with the reason recorded', async () => {
    const p = await project({ formSubmit: { enabled: true, target: 'https://nie-ma.example.test/hook' } });
    const id = (await enqueueWebhook(c.t.app, p, 'formSubmit', {})) as string;
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await run(p.eventId, { allowPrivateTargets: false, lookup });
    const after = await deliveries().findOne({ _id: id });
    expect(after).toMatchObject({
      status: 'pending',
      attempts: [
        { status: null, error: 'Nie udało się odnaleźć serwera „nie-ma.example.test” adresu webhooka' },
      ],
    });
    expect(after?.nextAttemptAt).toBeInstanceOf(Date);
  });

  it('with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 (createTestApp) the same loopback target is delivered', async () => {
    expect(c.t.app.config.webhooks.allowPrivateTargets).toBe(true);
    const r = await receiver([200]);
    const p = await project({ formSubmit: { enabled: true, target: r.url } });
    const id = (await enqueueWebhook(c.t.app, p, 'formSubmit', {})) as string;
    await run(p.eventId, { allowPrivateTargets: c.t.app.config.webhooks.allowPrivateTargets });
    expect(r.received).toHaveLength(1);
    expect(await deliveries().findOne({ _id: id })).toMatchObject({ status: 'delivered' });
  });

  it('a webhook switched off before its retry is not sent again', async () => {
    const r = await receiver([500]);
    const p = await project({ formSubmit: { enabled: true, target: r.url } });
    let now = new Date('2032-01-01T00:00:00Z');
    const id = (await enqueueWebhook(c.t.app, p, 'formSubmit', {}, { now })) as string;
    await run(p.eventId, { now: () => now });
    await c.docs(PROJECTS).updateOne({ _id: p.eventId }, { $set: { 'webhooks.formSubmit.enabled': false } });
    now = new Date(now.getTime() + MINUTE);
    await run(p.eventId, { now: () => now });
    expect(r.received).toHaveLength(1);
    expect(await deliveries().findOne({ _id: id })).toMatchObject({
      status: 'failed',
      attempts: [{ status: 500 }, { status: null, error: 'Webhook jest wyłączony w ustawieniach projektu' }],
    });
  });

  it('two workers running at once send each due delivery exactly once', async () => {
    const r = await receiver([200]);
    const p = await project({ formEnter: { enabled: true, target: r.url } });
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => enqueueWebhook(c.t.app, p, 'formEnter', { i })),
    );
    await Promise.all([run(p.eventId), run(p.eventId)]);
    expect(r.received.map((q) => q.headers['x-zapisy-delivery']).sort()).toEqual([...ids].sort());
  });
});

describe('webhook routes', () => {
  it('"revealed only to admins": GET /webhooks/{eventId}/secret answers 403 to an employee and another organization', async () => {
    const p = await project();
    expect((await c.call('GET', `/webhooks/${p.eventId}/secret`, { token: c.employee })).statusCode).toBe(
      403,
    );
    expect((await c.call('GET', `/webhooks/${p.eventId}/secret`, { token: c.stranger })).statusCode).toBe(
      403,
    );
    expect((await c.call('GET', `/webhooks/${p.eventId}/secret`)).statusCode).toBe(401);
    // The same secret every time; stored encrypted.
    const first = await secretOf(p.eventId);
    expect(await secretOf(p.eventId)).toBe(first);
    const stored = await c.docs('webhookSecrets').findOne({ _id: p.eventId });
    expect(stored?.organizationId).toBe('org-a');
    expect(JSON.stringify(stored)).not.toContain(first);
  });

  it('POST /webhooks/{eventId}/secret rotates the secret; later deliveries are signed with the new one', async () => {
    const r = await receiver([200]);
    const p = await project({ formSubmit: { enabled: true, target: r.url } });
    const old = await secretOf(p.eventId);
    const rotated = await c.call('POST', `/webhooks/${p.eventId}/secret`, { token: c.admin });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(old);
    expect(await secretOf(p.eventId)).toBe(fresh);
    await enqueueWebhook(c.t.app, p, 'formSubmit', {});
    await run(p.eventId);
    const [q] = r.received;
    const args = [
      q?.headers['x-zapisy-timestamp'] as string,
      q?.body ?? '',
      q?.headers['x-zapisy-signature'] as string,
    ] as const;
    expect(verifyWebhookSignature(fresh, ...args)).toBe(true);
    expect(verifyWebhookSignature(old, ...args)).toBe(false);
  });

  it('GET /webhooks/{eventId}/deliveries lists the log newest first, paged with limit and before', async () => {
    const p = await project({ formSubmit: { enabled: true, target: 'https://example.invalid/hook' } });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const at = new Date(Date.UTC(2033, 0, 1, 0, i));
      ids.push((await enqueueWebhook(c.t.app, p, 'formSubmit', { i }, { now: at })) as string);
    }
    const first = await c.call('GET', `/webhooks/${p.eventId}/deliveries?limit=2`, { token: c.admin });
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((d: { id: string }) => d.id)).toEqual([ids[4], ids[3]]);
    expect(first.json().items[0]).toMatchObject({
      webhook: 'formSubmit',
      event: 'form-submit',
      status: 'pending',
      payload: { i: 4 },
    });
    expect(first.json().items[0]).not.toHaveProperty('organizationId');
    const second = await c.call(
      'GET',
      `/webhooks/${p.eventId}/deliveries?limit=2&before=${first.json().next}`,
      {
        token: c.admin,
      },
    );
    expect(second.json().items.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    const last = await c.call(
      'GET',
      `/webhooks/${p.eventId}/deliveries?limit=2&before=${second.json().next}`,
      {
        token: c.admin,
      },
    );
    expect(last.json()).toEqual({ items: [expect.objectContaining({ id: ids[0] })], next: null });
    expect((await c.call('GET', `/webhooks/${p.eventId}/deliveries`, { token: c.stranger })).statusCode).toBe(
      403,
    );
    expect((await c.call('GET', `/webhooks/${p.eventId}/deliveries`, { token: c.employee })).statusCode).toBe(
      403,
    );
  });

  it('POST /webhooks/{eventId}/deliveries/{id}/retry redelivers a failed delivery to the current target', async () => {
    const bad = await receiver([500]);
    const good = await receiver([200]);
    const p = await project({ formSubmit: { enabled: true, target: bad.url } });
    const id = (await enqueueWebhook(c.t.app, p, 'formSubmit', {})) as string;
    await run(p.eventId);
    await c
      .docs(PROJECTS)
      .updateOne({ _id: p.eventId }, { $set: { 'webhooks.formSubmit.target': good.url } });
    const res = await c.call('POST', `/webhooks/${p.eventId}/deliveries/${id}/retry`, { token: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'delivered', target: good.url, nextAttemptAt: null });
    expect(res.json().attempts.map((a: { status: number }) => a.status)).toEqual([500, 200]);
    expect(good.received).toHaveLength(1);

    // Another organization's admin cannot see it, even with the id.
    const other = await createUserWithToken(c.t.app, { organizationId: 'org-b', role: 'admin' });
    expect(
      (await c.call('POST', `/webhooks/${p.eventId}/deliveries/${id}/retry`, { token: other.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await c.call('POST', `/webhooks/${p.eventId}/deliveries/unknown/retry`, { token: c.admin }))
        .statusCode,
    ).toBe(404);
  });

  it('POST /webhooks/form-enter/{eventId} records a formEnter delivery when enabled and nothing when not', async () => {
    const on = await project({ formEnter: { enabled: true, target: 'https://example.invalid/enter' } });
    const off = await project();
    const res = await c.call('POST', `/webhooks/form-enter/${on.eventId}`, {
      payload: { formType: 'registration', url: 'https://organizator.pl/zapisy' },
    });
    expect(res.statusCode).toBe(204);
    await c.t.app.events.dispatch();
    expect(await deliveries().findOne({ eventId: on.eventId })).toMatchObject({
      webhook: 'formEnter',
      event: 'form-enter',
      payload: { eventId: on.eventId, formType: 'registration', url: 'https://organizator.pl/zapisy' },
    });
    expect((await c.call('POST', `/webhooks/form-enter/${off.eventId}`)).statusCode).toBe(204);
    await c.t.app.events.dispatch();
    expect(await deliveries().countDocuments({ eventId: off.eventId })).toBe(0);
    expect((await c.call('POST', '/webhooks/form-enter/no-such-project')).statusCode).toBe(404);
    const bad = await c.call('POST', `/webhooks/form-enter/${on.eventId}`, {
      payload: { formType: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('form-enter is rate-limited per IP (429 with a Polish message)', async () => {
    const p = await project();
    let last = 0;
    let body = '';
    for (let i = 0; i < 61; i++) {
      const res = await c.t.app.inject({
        method: 'POST',
        url: `/services/api/webhooks/form-enter/${p.eventId}`,
        remoteAddress: '10.9.8.7',
      });
      last = res.statusCode;
      body = res.body;
    }
    expect(last).toBe(429);
    expect(JSON.parse(body).message).toMatch(
      /^Z tego adresu otwarto formularz zbyt wiele razy\. Spróbuj ponownie za \d+ s\.$/,
    );
  });
});
