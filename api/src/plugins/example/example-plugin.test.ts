import { definePlugin, domainEvent } from '@zapisy/core';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { emitEvents } from '../../events/index.js';
import { subscriberPlugin } from '../../events/testing.js';
import { createTestApp } from '../../http/testing.js';
import { createJobs } from '../../jobs/index.js';
import { ORGANIZATIONS } from '../../modules/organizations/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../../modules/projects/testing.js';
import { isEncryptedSecret } from '../../secrets/index.js';
import { type ExampleJournal, examplePlugin } from './example-plugin.js';

const journal: ExampleJournal = { events: [], tokens: [], digests: 0 };
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

/** Delivers the pending events with the flaky CRM answering, so only the example's behaviour shows. */
async function deliver(...paymentIds: string[]) {
  await emitEvents(c.t.store, paymentIds.map(paymentCompleted));
  failing = false;
  await c.t.app.events.dispatch();
  failing = true;
}

const JOURNAL = 'example-journal';

/** The organization saves the plugin's settings the way the admin does: PATCH /organization. */
async function switchOn(values: Record<string, unknown>) {
  const res = await c.call('PATCH', '/organization/org-a', {
    token: c.admin,
    payload: { integrations: { accounts: { [JOURNAL]: values } } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('a plugin written only against core adds settings (issue 12: "a plugin written only against core can add settings")', () => {
  it('declares them as an integration: listed by GET /plugins/settings-schemas, never as a module choice', async () => {
    const res = await c.call('GET', '/plugins/settings-schemas', { token: c.employee });
    const declared = res.json().modules.find((m: { module: string }) => m.module === JOURNAL);
    expect(declared).toMatchObject({ slot: 'integration', group: JOURNAL, label: 'Przykładowy dziennik' });
    expect(declared.organization.properties.apiToken).toMatchObject({ writeOnly: true });
    const org = (await c.call('GET', '/organization/org-a', { token: c.admin })).json();
    expect(org.integrations.paymentModule).toBe('none');
    expect(org.integrations.accounts[JOURNAL]).toEqual({ apiToken: { set: false } });
  });

  it('off until the organization switches it on: the subscriber records nothing', async () => {
    await deliver('pay-off');
    expect(journal.events).toEqual([]);
  });

  it('declare → the organization saves → the subscriber sees the values; the token is answered masked and stored encrypted', async () => {
    const saved = await switchOn({
      enabled: true,
      apiToken: 'EJ-TOKEN-1',
      recordPayments: true,
      entryPrefix: 'Szkoła',
    });
    expect(saved.json().integrations.accounts[JOURNAL]).toEqual({
      enabled: true,
      apiToken: { set: true },
      recordPayments: true,
      entryPrefix: 'Szkoła',
    });
    expect(saved.body).not.toContain('EJ-TOKEN-1');
    const read = await c.call('GET', '/organization/org-a', { token: c.admin });
    expect(read.json().integrations.accounts[JOURNAL].apiToken).toEqual({ set: true });
    expect(read.body).not.toContain('EJ-TOKEN-1');
    const stored = await c.t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'org-a' } as object);
    const atRest = stored?.integrations.accounts[JOURNAL].apiToken;
    expect(isEncryptedSecret(atRest)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('EJ-TOKEN-1');

    await deliver('pay-on');
    expect(journal.events).toEqual(['Szkoła: payment.completed pay-on']);
    expect(journal.tokens).toEqual(['EJ-TOKEN-1']);
  });

  it('the audit log shows the change with the token as ••••', async () => {
    const res = await c.call('GET', '/audit/organization/org-a?action=organization.update', {
      token: c.admin,
    });
    const changes = res.json().items.flatMap((item: { changes: unknown[] }) => item.changes);
    expect(changes).toContainEqual({
      path: `integrations.accounts.${JOURNAL}.apiToken`,
      oldValue: null,
      newValue: '••••',
    });
    expect(res.body).not.toContain('EJ-TOKEN-1');
  });

  it('its checkbox is honoured: with "Zapisuj także wpłaty" off, payments are not recorded', async () => {
    await switchOn({ recordPayments: false });
    await deliver('pay-quiet');
    expect(journal.events.at(-1)).toBe('Szkoła: payment.completed pay-on');
    await switchOn({ recordPayments: true });
  });

  it('values that break its schema are refused with 400, the field paths and Polish messages; nothing is saved', async () => {
    const res = await c.call('PATCH', '/organization/org-a', {
      token: c.admin,
      payload: {
        integrations: {
          accounts: { [JOURNAL]: { recordPayments: 'tak', entryPrefix: 'x'.repeat(41), color: 'red' } },
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([`body.integrations.accounts.${JOURNAL}.color: nieznane pole`]),
    );
    const typed = await c.call('PATCH', '/organization/org-a', {
      token: c.admin,
      payload: {
        integrations: { accounts: { [JOURNAL]: { recordPayments: 'tak', entryPrefix: 'x'.repeat(41) } } },
      },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual([
      `body.integrations.accounts.${JOURNAL}.recordPayments: nieprawidłowy typ (oczekiwano: tak/nie)`,
      `body.integrations.accounts.${JOURNAL}.entryPrefix: za długie (maksimum 40 znaków)`,
    ]);
    const read = await c.call('GET', '/organization/org-a', { token: c.admin });
    expect(read.json().integrations.accounts[JOURNAL].recordPayments).toBe(true);
  });

  it("\"Project values override organization values\": a project's own prefix; '' gives the organization's back", async () => {
    const url = `/projects/${eventId}/plugin-settings`;
    expect((await c.call('GET', url, { token: c.admin })).json()).toEqual({
      eventId,
      values: { [JOURNAL]: {} },
    });
    const saved = await c.call('PATCH', url, {
      token: c.admin,
      payload: { values: { [JOURNAL]: { entryPrefix: 'Obóz' } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values[JOURNAL]).toEqual({ entryPrefix: 'Obóz' });
    await deliver('pay-project');
    expect(journal.events.at(-1)).toBe('Obóz: payment.completed pay-project');
    expect(journal.tokens.at(-1)).toBe('EJ-TOKEN-1');

    await c.call('PATCH', url, { token: c.admin, payload: { values: { [JOURNAL]: { entryPrefix: '' } } } });
    await deliver('pay-back');
    expect(journal.events.at(-1)).toBe('Szkoła: payment.completed pay-back');

    expect((await c.call('GET', url, { token: c.employee })).statusCode).toBe(403);
    expect((await c.call('GET', url, { token: c.stranger })).statusCode).toBe(403);
    const unknown = await c.call('PATCH', url, {
      token: c.admin,
      payload: { values: { [JOURNAL]: { apiToken: 'x' } } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([`body.values.${JOURNAL}.apiToken: nieznane pole`]);
  });

  it("every context reads only its own plugin's settings: the reader takes no group to name", async () => {
    const seen: unknown[] = [];
    const nosy = definePlugin({
      id: 'nosy',
      version: '0.1.0',
      kind: 'integration',
      compatibility: '^0.1.0',
      register() {},
      bootstrap({ settings, addJob }) {
        seen.push(settings);
        addJob({
          name: 'peek',
          description: 'Podgląd ustawień',
          async run(context) {
            seen.push(await context.settings('org-a'));
          },
        });
      },
    });
    const other = await createTestApp({ plugins: [examplePlugin(journal), nosy] });
    try {
      const read = seen[0] as (organizationId: string) => Promise<unknown>;
      const admin = await createUserWithToken(other.app, { organizationId: 'org-a', role: 'admin' });
      const saved = await other.app.inject({
        method: 'PATCH',
        url: '/services/api/organization/org-a',
        headers: admin.headers,
        payload: { integrations: { accounts: { [JOURNAL]: { enabled: true, apiToken: 'EJ-SECRET' } } } },
      });
      expect(saved.statusCode).toBe(200);
      expect(await read('org-a')).toEqual({ enabled: true, values: {} });
      const peek = other.app.pluginJobs.find((job) => job.name === 'plugin:nosy:peek');
      await peek?.run({ attempt: 1 } as never, undefined as never);
      expect(seen[1]).toEqual({ enabled: true, values: {} });
    } finally {
      await other.close();
    }
  });
});

describe('a plugin written only against core (issue 12: "plugins can subscribe to events and register their own jobs")', () => {
  it('its subscriber, namespaced plugin:<id>:<name>, receives the events it names', async () => {
    await switchOn({ enabled: true, apiToken: 'EJ-TOKEN', entryPrefix: '' });
    await deliver('pay-1');
    expect(journal.events.at(-1)).toBe('payment.completed pay-1');
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
