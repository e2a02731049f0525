import { describe, expect, it } from 'vitest';
import { CUSTOMERS, PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { REGISTRATIONS } from './store.js';
import { publishRegistrationForm } from './testing.js';
import { registrationTestContext } from './wiring-testing.js';

const c = registrationTestContext();
let seq = 0;

/** A project of org-a with the given registration settings. */
async function project(registration: Record<string, unknown> = {}): Promise<string> {
  const p = await c.create({ domainName: `rej-${++seq}` });
  await c
    .docs(PROJECTS)
    .updateOne(
      { _id: p.eventId },
      { $set: { 'event.registration': { enabled: true, from: null, to: null, ...registration } } },
    );
  await publishRegistrationForm(c, p.eventId);
  return p.eventId;
}

function form(i: number | string, extra: Record<string, unknown> = {}) {
  return { email_main: `osoba${i}@example.pl`, first_name: 'Jan', last_name: `Kowalski${i}`, ...extra };
}

function register(eventId: string, payload: Record<string, unknown>) {
  return c.call('POST', `/registrations/${eventId}`, { payload });
}

const key = () => `klucz-${++seq}-${Math.random().toString(36).slice(2)}`;

describe('POST /registrations/{eventId}', () => {
  it('"Registration open: enabled and now within from/to": creates the customer and a participant (free: nothing to pay)', async () => {
    const eventId = await project();
    const res = await register(eventId, {
      data: form('a', { phone_number: '600100200' }),
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'processed', completion: 'registration' });
    expect(body.participants).toEqual([{ _id: expect.any(String), status: 'free', onWaitingList: false }]);
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: body.participants[0]._id });
    expect(participant).toMatchObject({
      eventId,
      organizationId: 'org-a',
      status: 'free',
      representative: true,
    });
    expect(participant?.data).toContainEqual({ name: 'email_main', value: 'osobaa@example.pl' });
    const customer = await c.docs(CUSTOMERS).findOne({ _id: participant?.customerId as string });
    expect(customer).toMatchObject({
      organizationId: 'org-a',
      type: 'participant',
      email: 'osobaa@example.pl',
    });
    const registration = await c.docs(REGISTRATIONS).findOne({ _id: body.registrationId });
    expect(registration).toMatchObject({ status: 'processed', organizationId: 'org-a', eventId });
  });

  it('"Customers match by … e-mail": a second registration with the same e-mail (other case) reuses the customer', async () => {
    const eventId = await project();
    const first = (await register(eventId, { data: form('m'), idempotencyKey: key() })).json();
    const second = (
      await register(eventId, {
        data: form('m', { email_main: 'OSOBAM@Example.pl' }),
        idempotencyKey: key(),
      })
    ).json();
    const [a, b] = await Promise.all(
      [first, second].map((r) => c.docs(PARTICIPANTS).findOne({ _id: r.participants[0]._id })),
    );
    expect(a?.customerId).toBe(b?.customerId);
    expect(await c.docs(CUSTOMERS).countDocuments({ email: 'osobam@example.pl' })).toBe(1);
  });

  it('a group: one group id, groupIndex in order, the first one the representative', async () => {
    const eventId = await project();
    const res = await register(eventId, {
      data: form('g'),
      participants: [
        { data: { first_name: 'Anna', last_name: 'Nowak' } },
        { data: { first_name: 'Ewa', last_name: 'Lis' } },
      ],
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(201);
    const ids = res.json().participants.map((p: { _id: string }) => p._id);
    const rows = await Promise.all(ids.map((_id: string) => c.docs(PARTICIPANTS).findOne({ _id })));
    expect(rows.map((r) => [r?.group, r?.groupIndex, r?.representative])).toEqual([
      [res.json().registrationId, 0, true],
      [res.json().registrationId, 1, false],
      [res.json().registrationId, 2, false],
    ]);
  });

  it('closed registration → 409 with the project\'s Polish "registrationClosed" message, nothing created', async () => {
    const eventId = await project({ enabled: false });
    const res = await register(eventId, { data: form('c'), idempotencyKey: key() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: expect.stringMatching(/są zamknięte\.$/),
    });
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(0);
    expect(await c.docs(REGISTRATIONS).findOne({ eventId })).toMatchObject({ status: 'error' });
    const ended = await project({ to: new Date(Date.now() - 60_000) });
    expect((await register(ended, { data: form('c2'), idempotencyKey: key() })).statusCode).toBe(409);
  });

  it('"never more participants than limitOfParticipants": 200 concurrent requests for 50 places → exactly 50 accepted, 150 × 409', async () => {
    const eventId = await project({ limitOfParticipantsEnabled: true, limitOfParticipants: 50 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        register(eventId, { data: form(`l${i}`), idempotencyKey: key() }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(50);
    expect(codes.filter((s) => s === 409)).toHaveLength(150);
    const full = answers.find((r) => r.statusCode === 409)?.json();
    expect(full).toMatchObject({
      code: 'NO_PLACES',
      message: expect.stringMatching(/^Brak wolnych miejsc na /),
    });
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(50);
    expect(await c.docs(REGISTRATIONS).countDocuments({ eventId, status: 'no-quota' })).toBe(150);
  });

  it('"the rest go to the waiting list when it is enabled": 50 with a place (free), 150 waiting', async () => {
    const eventId = await project({
      limitOfParticipantsEnabled: true,
      limitOfParticipants: 50,
      enableWaitingList: true,
    });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        register(eventId, { data: form(`w${i}`), idempotencyKey: key() }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const statuses = answers.map((r) => r.json().participants[0]);
    expect(statuses.filter((p) => p.status === 'free' && !p.onWaitingList)).toHaveLength(50);
    expect(statuses.filter((p) => p.status === 'waiting' && p.onWaitingList)).toHaveLength(150);
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId, status: 'free' })).toBe(50);
  });

  it('places already held by participants count against the limit (the counter starts from them)', async () => {
    const eventId = await project({ limitOfParticipantsEnabled: true, limitOfParticipants: 2 });
    await c
      .docs(PARTICIPANTS)
      .insertOne({ _id: `old-${eventId}`, eventId, organizationId: 'org-a', status: 'paid' });
    expect((await register(eventId, { data: form('p1'), idempotencyKey: key() })).statusCode).toBe(201);
    expect((await register(eventId, { data: form('p2'), idempotencyKey: key() })).statusCode).toBe(409);
  });

  it('"the same idempotencyKey returns the same result and creates nothing twice"', async () => {
    const eventId = await project();
    const k = key();
    const first = await register(eventId, { data: form('i'), idempotencyKey: k });
    const again = await register(eventId, { data: form('i'), idempotencyKey: k });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(1);
    // A stored refusal is answered again too.
    const closed = await project({ enabled: false });
    const k2 = key();
    const r1 = await register(closed, { data: form('i2'), idempotencyKey: k2 });
    await c.docs(PROJECTS).updateOne({ _id: closed }, { $set: { 'event.registration.enabled': true } });
    const r2 = await register(closed, { data: form('i2'), idempotencyKey: k2 });
    expect([r1.statusCode, r2.statusCode]).toEqual([409, 409]);
    expect({ ...r2.json(), requestId: '' }).toEqual({ ...r1.json(), requestId: '' });
  });

  it('concurrent requests with the same key: one registration, every caller gets its outcome', async () => {
    const eventId = await project({ limitOfParticipantsEnabled: true, limitOfParticipants: 10 });
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => register(eventId, { data: form('s'), idempotencyKey: k })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(1);
    expect(await c.docs(REGISTRATIONS).countDocuments({ eventId })).toBe(1);
    expect((await c.docs(PROJECTS).findOne({ _id: eventId }))?.registrationCounters).toEqual({
      participants: 1,
    });
  });

  it('bad input → 400 with the Polish list, nothing written', async () => {
    const eventId = await project();
    const cases = [
      { data: { first_name: 'Jan', last_name: 'Nowak' }, idempotencyKey: key() },
      { data: form('v', { email_main: 'to-nie-email' }), idempotencyKey: key() },
      { data: form('v', { 'Złe-Pole': 'x' }), idempotencyKey: key() },
      { data: form('v', { uwagi: { zagniezdzone: true } }), idempotencyKey: key() },
      { data: form('v'), idempotencyKey: 'krótki' },
      { data: form('v'), participants: [{ data: { first_name: 'A' } }], idempotencyKey: key() },
    ];
    for (const payload of cases) {
      const res = await register(eventId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        errors: expect.arrayContaining([expect.any(String)]),
      });
    }
    const unknown = await register(eventId, cases[2] as Record<string, unknown>);
    expect(unknown.json().errors).toEqual(['body.data.Złe-Pole: niedozwolona wartość']);
    const badEmail = await register(eventId, cases[1] as Record<string, unknown>);
    expect(badEmail.json().errors).toEqual(['body.data.email_main: nieprawidłowy adres e-mail']);
    const missing = await register(eventId, cases[0] as Record<string, unknown>);
    expect(missing.json().errors.join(' ')).toMatch(/email_main/);
    expect(missing.json().errors.join(' ')).toMatch(/wymagane/);
    // Only a refused form validation leaves a trace: the registration record with status 'error'.
    expect(await c.docs(REGISTRATIONS).countDocuments({ eventId, status: { $ne: 'error' } })).toBe(0);
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(0);
  });

  it('"the server recomputes every amount and ignores client totals": a total or amount in the body is refused as an unknown field', async () => {
    const eventId = await project();
    const res = await register(eventId, { data: form('t'), idempotencyKey: key(), total: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['body.total: niedozwolona wartość']);
    const member = await register(eventId, {
      data: form('t'),
      participants: [{ data: { first_name: 'A', last_name: 'B' }, amount: 5 }],
      idempotencyKey: key(),
    });
    expect(member.statusCode).toBe(400);
    expect(await c.docs(REGISTRATIONS).countDocuments({ eventId })).toBe(0);
  });

  it('an unknown project → 404 in Polish', async () => {
    const res = await register('brak-projektu', { data: form('n'), idempotencyKey: key() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^Nie znaleziono projektu/);
  });
});

describe('a failed registration', () => {
  const f = registrationTestContext();

  it('"a failed registration leaves no half-created participant, customer or billing" and gives its places back', async () => {
    const p = await f.create({ domainName: 'awaria' });
    const eventId = p.eventId as string;
    await f.docs(PROJECTS).updateOne(
      { _id: eventId },
      {
        $set: {
          'event.registration': { enabled: true, limitOfParticipantsEnabled: true, limitOfParticipants: 5 },
        },
      },
    );
    await publishRegistrationForm(f, eventId);
    // Forces a failure in the middle of the transaction: the second participant of a group collides.
    await f.t.store.db
      .collection(PARTICIPANTS)
      .createIndex({ registrationId: 1 }, { unique: true, name: 'awaria' });
    const payload = {
      data: form('f'),
      participants: [{ data: { first_name: 'Anna', last_name: 'Nowak' } }],
      idempotencyKey: 'klucz-awarii',
    };
    const res = await f.call('POST', `/registrations/${eventId}`, { payload });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'REGISTRATION_FAILED',
      message: 'Nie udało się zapisać zgłoszenia. Spróbuj ponownie później.',
    });
    expect(await f.docs(PARTICIPANTS).countDocuments({})).toBe(0);
    expect(await f.docs(CUSTOMERS).countDocuments({})).toBe(0);
    expect(await f.docs('billings').countDocuments({})).toBe(0);
    expect((await f.docs(PROJECTS).findOne({ _id: eventId }))?.registrationCounters).toEqual({
      participants: 0,
    });
    expect(await f.docs(REGISTRATIONS).findOne({ eventId })).toMatchObject({
      status: 'error',
      reason: 'Nie udało się zapisać zgłoszenia. Spróbuj ponownie później.',
    });
  });
});
