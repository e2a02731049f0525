import { definePlugin, domainEvent } from '@zapisy/core';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvents } from '../../events/index.js';
import { subscriberPlugin } from '../../events/testing.js';
import { createTestApp } from '../../http/testing.js';
import { createJobs } from '../../jobs/index.js';
import { createProjectTestContext, type ProjectTestContext } from '../../modules/projects/testing.js';
import { type ExampleJournal, examplePlugin } from './example-plugin.js';

const journal: ExampleJournal = { events: [], digests: 0 };
let failing = true;
/** A plugin whose subscriber fails until told otherwise: the admin's log of failed deliveries. */
const flaky = subscriberPlugin('flaky-crm', {
  id: 'sync',
  title: 'Synchronizacja z CRM',
  events: ['payment.completed'],
  retry: { attempts: 1 },
  async handle() {
    if (failing) throw new Error('CRM odpowiedział 503');
  },
});

let c: ProjectTestContext;
let eventId: string;
beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, examplePlugin(journal), flaky]);
  eventId = (await c.create({ domainName: 'plugin-events' })).eventId;
});
afterAll(async () => c.t.close());

function paymentCompleted(paymentId: string) {
  return domainEvent({
    name: 'payment.completed',
    tenant: { organizationId: 'org-a', eventId },
    aggregate: { type: 'payment', id: paymentId },
    payload: {
      paymentId,
      extPaymentId: null,
      customerId: 'c1',
      type: 'payment',
      method: 'cash',
      provider: null,
      amount: 35_000,
      currency: 'PLN',
      status: 'COMPLETED',
      date: '2026-11-28T10:00:00.000Z',
      billings: [],
      participants: [],
    },
  });
}

describe('a plugin written only against core (issue 12: "plugins can subscribe to events and register their own jobs")', () => {
  it('its subscriber, namespaced plugin:<id>:<name>, receives the events it names', async () => {
    await emitEvents(c.t.store, [paymentCompleted('pay-1')]);
    failing = false;
    await c.t.app.events.dispatch();
    failing = true;
    expect(journal.events).toEqual(['payment.completed pay-1']);
    const subscribers = await c.call('GET', `/event-deliveries/${eventId}/subscribers`, { token: c.admin });
    expect(subscribers.statusCode).toBe(200);
    expect(subscribers.json()).toEqual(
      expect.arrayContaining([
        {
          id: 'plugin:example-journal:journal',
          title: 'Przykładowy dziennik zgłoszeń i wpłat',
          events: [
            { name: 'registration.completed', label: 'Zgłoszenie zapisane' },
            { name: 'payment.completed', label: 'Zaksięgowana wpłata' },
          ],
          failed: 0,
          retrying: 0,
        },
        expect.objectContaining({ id: 'webhooks', title: 'Webhooki projektu' }),
      ]),
    );
  });

  it("its job, named plugin:<id>:<name>, runs on the API's job workers", async () => {
    expect(c.t.app.pluginJobs.map((job) => job.name)).toEqual(['plugin:example-journal:daily-digest']);
    const jobs = await createJobs({
      store: c.t.store,
      logger: { info() {}, warn() {}, error() {} },
      processEvery: 50,
      definitions: c.t.app.pluginJobs,
    });
    try {
      await jobs.start();
      await jobs.now('plugin:example-journal:daily-digest');
      const deadline = Date.now() + 5_000;
      while (journal.digests === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(journal.digests).toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it('a failed delivery is listed per subscriber with its Polish reason, and the admin retries it', async () => {
    await emitEvents(c.t.store, [paymentCompleted('pay-2')]);
    await c.t.app.events.dispatch();
    const failed = await c.call(
      'GET',
      `/event-deliveries/${eventId}/failed?subscriberId=plugin:flaky-crm:sync`,
      {
        token: c.admin,
      },
    );
    expect(failed.statusCode).toBe(200);
    const [row] = failed.json().items;
    expect(row).toMatchObject({
      name: 'payment.completed',
      label: 'Zaksięgowana wpłata',
      subscriberTitle: 'Synchronizacja z CRM',
      state: 'failed',
      attempts: 1,
      lastError: 'CRM odpowiedział 503',
    });
    expect(failed.json().items).toHaveLength(1);
    const summary = (
      await c.call('GET', `/event-deliveries/${eventId}/subscribers`, { token: c.admin })
    ).json();
    expect(summary.find((s: { id: string }) => s.id === 'plugin:flaky-crm:sync')).toMatchObject({
      failed: 1,
    });

    const retryUrl = `/event-deliveries/${eventId}/failed/${row.domainEventId}/plugin:flaky-crm:sync/retry`;
    expect((await c.call('POST', retryUrl, { token: c.employee })).statusCode).toBe(403);
    expect((await c.call('POST', retryUrl, { token: c.stranger })).statusCode).toBe(403);
    failing = false;
    expect((await c.call('POST', retryUrl, { token: c.admin })).statusCode).toBe(202);
    await c.t.app.events.dispatch();
    const after = await c.call('GET', `/event-deliveries/${eventId}/failed`, { token: c.admin });
    expect(after.json().items).toEqual([]);
    const again = await c.call('POST', retryUrl, { token: c.admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nie znaleziono nieudanej dostawy tego zdarzenia');
  });
});

describe('PLUGIN-009', () => {
  it('a subscriber of an unknown event, or a job with a bad name, stops the start with a Polish message', async () => {
    const badSubscriber = definePlugin({
      id: 'bad-subscriber',
      version: '0.1.0',
      kind: 'integration',
      compatibility: '^0.1.0',
      register() {},
      bootstrap: ({ subscribe }) =>
        subscribe({ id: 'x', title: 'X', events: ['payment.done' as never], handle: async () => {} }),
    });
    await expect(createTestApp({ plugins: [badSubscriber] })).rejects.toThrow(
      'PLUGIN-009 Wtyczka "bad-subscriber" subskrybuje zdarzenia nieprawidłowo: nieznane zdarzenia: payment.done',
    );
    const badJob = definePlugin({
      id: 'bad-job',
      version: '0.1.0',
      kind: 'integration',
      compatibility: '^0.1.0',
      register() {},
      bootstrap: ({ addJob }) =>
        addJob({ name: 'Nocna Synchronizacja', description: 'x', run: async () => {} }),
    });
    await expect(createTestApp({ plugins: [badJob] })).rejects.toThrow(
      'PLUGIN-009 Wtyczka "bad-job" dodaje nieprawidłowe zadanie: "name" musi składać się z małych liter, cyfr i myślników',
    );
  });
});
