import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOMAIN_EVENTS } from '../../events/outbox.js';
import { PRODUCTS } from '../products/index.js';
import { completeProject, PARTICIPANTS, PROJECTS, type ProjectRecord } from '../projects/store.js';
import { registrationContextOf } from './app-context.js';
import { REGISTRATIONS, type RegistrationRecord } from './store.js';
import { processRegistration, startRegistration } from './submit.js';
import { sweepStuckRegistrations } from './sweep.js';
import {
  limitedOptionsProject,
  optionTaken,
  person,
  registrationPayload,
  registrationTestContext,
  wiringProduct,
} from './wiring-testing.js';

const c = registrationTestContext();
const LEASE_MS = 60_000;

afterEach(() => vi.unstubAllEnvs());

const projectOf = async (eventId: string) =>
  completeProject((await c.docs(PROJECTS).findOne({ _id: eventId })) as unknown as ProjectRecord);
const contextFor = async (project: ProjectRecord) =>
  registrationContextOf(c.t.app, project, {
    onlineAvailable: false,
    onError: (error) => {
      throw error;
    },
  });
const registration = async (id: string) =>
  (await c.docs(REGISTRATIONS).findOne({ _id: id })) as unknown as RegistrationRecord;

/** One sweep as it runs once the lease of every registration written so far has run out (or `afterMs`). */
const sweep = (afterMs = LEASE_MS + 1_000) =>
  sweepStuckRegistrations({
    store: c.t.store,
    contextFor,
    leaseMs: LEASE_MS,
    now: () => new Date(Date.now() + afterMs),
  });

/** A project of 5 places with a product of 10 pieces and a room 'single' of 1 place. */
async function stockedProject() {
  const { eventId } = await limitedOptionsProject(c, {
    'event.registration': {
      enabled: true,
      from: null,
      to: null,
      limitOfParticipantsEnabled: true,
      limitOfParticipants: 5,
    },
  });
  const productId = await wiringProduct(c, eventId, 1_000, 10);
  const counts = async () => ({
    places: (
      (await c.docs(PROJECTS).findOne({ _id: eventId })) as {
        registrationCounters?: { participants?: number };
      }
    )?.registrationCounters?.participants,
    pieces: (await c.docs(PRODUCTS).findOne({ _id: productId }))?.inventory,
    single: await optionTaken(c, eventId, 'room', 'single'),
  });
  return { eventId, productId, counts };
}

/**
 * A registration whose process died right after taking its stock (the test-only crash point stops it
 * there for good): status processing, its holding recorded, no participants.
 */
async function diedAfterReservation(eventId: string, productId: string) {
  const project = await projectOf(eventId);
  const ctx = await contextFor(project);
  const started = await startRegistration(
    ctx,
    registrationPayload(person(`swept-${Math.random()}`, { product: { [productId]: 2 }, room: 'single' })),
  );
  if (!started.registration) throw new Error('no registration');
  vi.stubEnv('ZAPISY_ENV', 'test');
  vi.stubEnv('ZAPISY_TEST_CRASH_AT', 'after-reservation');
  void processRegistration(ctx, started.registration);
  await vi.waitFor(async () => expect((await registration(started.registration._id)).held).toBeDefined());
  vi.unstubAllEnvs();
  return started.registration;
}

describe('the sweep of stuck registrations — issue 12: "after a crash no registration stays \'processing\'"', () => {
  it('a registration left processing with its stock taken is finished: its participant holds that stock, taken once', async () => {
    const { eventId, productId, counts } = await stockedProject();
    const stuck = await diedAfterReservation(eventId, productId);
    expect(await counts()).toEqual({ places: 1, pieces: 8, single: 1 });
    expect((await registration(stuck._id)).status).toBe('processing');

    expect(await sweep()).toEqual({ finished: 1, cancelled: 0 });
    const done = await registration(stuck._id);
    expect(done).toMatchObject({ status: 'processed', outcome: { statusCode: 201 } });
    expect(done.held).toBeUndefined();
    expect(done.claim).toBeUndefined();
    const participants = await c.docs(PARTICIPANTS).find({ registrationId: stuck._id }).toArray();
    expect(participants).toHaveLength(1);
    expect(participants[0]).toMatchObject({
      status: 'registered',
      reserved: {
        products: [{ productId, count: 2 }],
        options: [{ field: 'room', value: 'single', count: 1 }],
      },
    });
    expect(await counts()).toEqual({ places: 1, pieces: 8, single: 1 });
    // Idempotent: a second sweep finds nothing.
    expect(await sweep()).toEqual({ finished: 0, cancelled: 0 });
    expect(await counts()).toEqual({ places: 1, pieces: 8, single: 1 });
  });

  it('a registration left new (its process died before processing it) is finished', async () => {
    const { eventId, productId, counts } = await stockedProject();
    const ctx = await contextFor(await projectOf(eventId));
    const started = await startRegistration(
      ctx,
      registrationPayload(person('left-new', { product: { [productId]: 1 } })),
    );
    expect(await sweep()).toEqual({ finished: 1, cancelled: 0 });
    expect((await registration(started.registration?._id as string)).status).toBe('processed');
    expect(await counts()).toEqual({ places: 1, pieces: 9, single: 0 });
  });

  it('a registration whose lease has not run out is left to its process until it does', async () => {
    const { eventId, productId } = await stockedProject();
    const stuck = await diedAfterReservation(eventId, productId);
    expect(await sweep(LEASE_MS - 5_000)).toEqual({ finished: 0, cancelled: 0 });
    expect((await registration(stuck._id)).status).toBe('processing');
    // Once it has run out, the next sweep finishes it.
    expect(await sweep()).toEqual({ finished: 1, cancelled: 0 });
  });

  it('"given back exactly once": one taken over too often is canceled, its places, pieces and option place back, no participant', async () => {
    const { eventId, productId, counts } = await stockedProject();
    const stuck = await diedAfterReservation(eventId, productId);
    // Two takeovers already died on it: this one would be the fourth run.
    await c.docs(REGISTRATIONS).updateOne({ _id: stuck._id }, { $set: { attempts: 3 } });

    expect(await sweep()).toEqual({ finished: 0, cancelled: 1 });
    const canceled = await registration(stuck._id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      reason: 'Nie udało się dokończyć zgłoszenia. Wyślij formularz ponownie.',
      outcome: { statusCode: 409, body: { code: 'REGISTRATION_CANCELED' } },
    });
    expect(canceled.held).toBeUndefined();
    const events = await c.docs(DOMAIN_EVENTS).find({ 'aggregate.id': stuck._id }).toArray();
    expect(events.map((event) => [event.name, (event.payload as { reason?: string }).reason])).toEqual([
      ['registration.accepted', undefined],
      ['registration.cancelled', 'Nie udało się dokończyć zgłoszenia. Wyślij formularz ponownie.'],
    ]);
    expect(await c.docs(PARTICIPANTS).countDocuments({ registrationId: stuck._id })).toBe(0);
    expect(await counts()).toEqual({ places: 0, pieces: 10, single: 0 });
    expect(await sweep()).toEqual({ finished: 0, cancelled: 0 });
    expect(await counts()).toEqual({ places: 0, pieces: 10, single: 0 });
  });

  it('two sweeps at once (two processes on MongoDB) handle a registration once', async () => {
    const { eventId, productId, counts } = await stockedProject();
    const stuck = await diedAfterReservation(eventId, productId);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect((first?.finished ?? 0) + (second?.finished ?? 0)).toBe(1);
    expect(await c.docs(PARTICIPANTS).countDocuments({ registrationId: stuck._id })).toBe(1);
    expect(await counts()).toEqual({ places: 1, pieces: 8, single: 1 });
  });

  it('the first process, if it was only slow, changes nothing after the takeover: it answers the stored outcome', async () => {
    const { eventId, productId, counts } = await stockedProject();
    const stuck = await diedAfterReservation(eventId, productId);
    await sweep();
    const stored = await registration(stuck._id);
    const late = await processRegistration(await contextFor(await projectOf(eventId)), stuck);
    expect(late).toEqual(stored.outcome);
    expect(await c.docs(PARTICIPANTS).countDocuments({ registrationId: stuck._id })).toBe(1);
    expect(await counts()).toEqual({ places: 1, pieces: 8, single: 1 });
  });
});
