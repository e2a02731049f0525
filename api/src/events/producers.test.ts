/**
 * The existing flows run on the outbox (issue 12): each change another area may react to is written as its
 * domain event, through the real API, and reaches the webhooks subscriber.
 */
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayingProject } from '../modules/payments/testing/paying-project.js';
import { testGatewayPlugin } from '../modules/payments/testing/test-gateway-plugin.js';
import { createTestProvider } from '../modules/payments/testing/test-provider.js';
import { PARTICIPANTS } from '../modules/projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../modules/projects/testing.js';
import { WEBHOOK_DELIVERIES } from '../modules/webhooks/index.js';
import { eventsCollection, type StoredDomainEvent } from './outbox.js';

let c: ProjectTestContext;
let eventId: string;
let productId: string;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([
    translationTypes,
    formFieldsPlugin,
    testGatewayPlugin(createTestProvider()),
  ]);
  ({ eventId, productId } = await createPayingProject(c, 'zdarzenia', {
    'payments.cash': true,
    'webhooks.formSubmit': { enabled: true, target: 'https://hooks.example.pl/zapisy' },
    'webhooks.registrationCompleted': { enabled: true, target: 'https://hooks.example.pl/zapisy' },
    'webhooks.paymentExecuted': { enabled: true, target: 'https://hooks.example.pl/zapisy' },
  }));
});
afterAll(async () => c.t.close());

async function register(first: string) {
  const i = ++seq;
  const res = await c.call('POST', `/registrations/${eventId}`, {
    payload: {
      data: { email_main: `osoba${i}@example.pl`, first_name: first, last_name: 'Nowak', product: productId },
      idempotencyKey: `zdarzenia-${i}`,
    },
  });
  expect(res.statusCode).toBe(201);
  const participantId = res.json().participants[0]._id as string;
  const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
  return {
    registrationId: res.json().registrationId as string,
    participantId,
    customerId: participant?.customerId as string,
  };
}

/** Stored events, their payloads read as plain JSON. */
const eventsOf = async (filter: Record<string, unknown>) => {
  const events = await eventsCollection(c.t.store)
    .find(filter as never, { sort: { _id: 1 } })
    .toArray();
  // biome-ignore lint/suspicious/noExplicitAny: payloads checked field by field below
  return events as (Omit<StoredDomainEvent, 'payload'> & { payload: Record<string, any> })[];
};
const names = (events: { name: string }[]) => events.map((event) => event.name);

describe('the existing flows write their domain events in the transaction of the change', () => {
  it('a registration: accepted, then completed with its billings; the webhooks subscriber turns it into deliveries', async () => {
    const { registrationId, participantId, customerId } = await register('Ala');
    const events = await eventsOf({ 'aggregate.id': registrationId });
    expect(names(events)).toEqual(['registration.accepted', 'registration.completed']);
    expect(events[1]?.payload).toMatchObject({
      registrationId,
      customerId,
      participants: [{ participantId, firstName: 'Ala', lastName: 'Nowak', email: `osoba${seq}@example.pl` }],
    });
    const billings = await eventsOf({ name: 'billing.created', 'payload.participantId': participantId });
    expect(billings).toHaveLength(1);
    expect(billings[0]?.payload).toMatchObject({ customerId, amount: expect.any(Number) });
    await c.t.app.events.dispatch();
    const deliveries = await c
      .docs(WEBHOOK_DELIVERIES)
      .find({ 'payload.registrationId': registrationId })
      .toArray();
    expect(deliveries.map((d) => d.webhook).sort()).toEqual(['formSubmit', 'registrationCompleted']);
  });

  it('a cash payment: payment.completed, billing.changed and participant.status-changed (old and new status)', async () => {
    const { participantId } = await register('Bartek');
    const paid = await c.call('POST', `/payments/${eventId}/cash`, {
      token: c.admin,
      payload: { participantId, amount: 10_000 },
    });
    expect(paid.statusCode).toBe(201);
    const paymentId = paid.json().paymentId as string;
    expect(names(await eventsOf({ 'aggregate.id': paymentId }))).toEqual(['payment.completed']);
    const status = await eventsOf({ name: 'participant.status-changed', 'aggregate.id': participantId });
    expect(status.map((e) => e.payload)).toEqual([
      expect.objectContaining({ participantId, from: 'registered', to: 'paid' }),
    ]);
    expect(await eventsOf({ name: 'billing.changed', 'payload.participantId': participantId })).toHaveLength(
      1,
    );
  });

  it('mark present writes ticket.validated and the status change; removal writes the change to cancelled', async () => {
    const { participantId } = await register('Celina');
    const present = await c.call('POST', `/participants/${eventId}/${participantId}/present`, {
      token: c.admin,
      payload: {},
    });
    expect(present.statusCode).toBe(200);
    expect(
      (await c.call('DELETE', `/participants/${eventId}/${participantId}`, { token: c.admin })).statusCode,
    ).toBe(200);
    const events = await eventsOf({ 'aggregate.id': participantId });
    expect(names(events)).toEqual([
      'ticket.validated',
      'participant.status-changed',
      'participant.status-changed',
    ]);
    expect(events.slice(1).map((e) => [e.payload.from, e.payload.to])).toEqual([
      ['registered', 'present'],
      ['present', 'cancelled'],
    ]);
  });

  it('a merge of customers and a duplicated project', async () => {
    const a = await register('Dorota');
    const b = await register('Dorota');
    const merged = await c.call('POST', '/customers/org-a/merge', {
      token: c.admin,
      payload: { targetId: a.customerId, sourceIds: [b.customerId] },
    });
    expect(merged.statusCode).toBe(200);
    expect((await eventsOf({ name: 'customer.merged' })).at(-1)).toMatchObject({
      eventId: null,
      payload: { customerId: a.customerId, mergedCustomerIds: [b.customerId] },
    });
    const copy = await c.call('POST', `/project/duplicate/${eventId}/false`, {
      token: c.admin,
      payload: { name: 'Kopia wydarzenia', domain: 'zdarzenia-kopia' },
    });
    expect(copy.statusCode).toBe(200);
    expect((await eventsOf({ name: 'project.duplicated' })).at(-1)?.payload).toMatchObject({
      sourceEventId: eventId,
      mode: 'duplicate',
    });
  });

  it('a registration that cannot complete ends cancelled, with the Polish reason', async () => {
    const res = await c.call('POST', `/registrations/${eventId}`, {
      payload: {
        data: {
          email_main: 'ewa@example.pl',
          first_name: 'Ewa',
          last_name: 'Nowak',
          product: 'nie-ma-takiego',
        },
        idempotencyKey: 'zdarzenia-zle',
      },
    });
    expect(res.statusCode).toBe(400);
    const cancelled = (await eventsOf({ name: 'registration.cancelled' })).at(-1);
    expect(cancelled?.payload.reason).toBe(res.json().message);
    const registrationId = cancelled?.payload.registrationId;
    expect(names(await eventsOf({ 'aggregate.id': registrationId }))).toEqual([
      'registration.accepted',
      'registration.cancelled',
    ]);
  });
});
