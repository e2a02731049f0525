import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { CUSTOMERS, PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { publishRegistrationForm } from '../registrations/testing.js';

let c: ProjectTestContext;
let payments: string;
let eventId: string;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, formFieldsPlugin]);
  payments = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
  eventId = (await c.create({ domainName: 'reczne' })).eventId;
  await c
    .docs(PROJECTS)
    .updateOne({ _id: eventId }, { $set: { 'event.registration': { enabled: true, from: null, to: null } } });
  await publishRegistrationForm(c, eventId);
});
afterAll(async () => c.t.close());

describe('POST /participants/{eventId} (organizer adds a participant)', () => {
  it('creates the participant and matches the customer by e-mail like the registration flow ("Customers match by … e-mail")', async () => {
    await c.docs(CUSTOMERS).insertOne({
      _id: 'istniejacy',
      organizationId: 'org-a',
      email: 'jan.nowak@example.pl',
      firstName: 'Jan',
      lastName: 'Nowak',
    });
    const res = await c.call('POST', `/participants/${eventId}`, {
      token: c.employee,
      payload: { data: { first_name: 'Jan', last_name: 'Nowak', email_main: 'Jan.Nowak@example.pl' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [created] = res.json().participants;
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: created._id });
    expect(participant).toMatchObject({ eventId, organizationId: 'org-a', customerId: 'istniejacy' });
  });

  it('the organizer adds a participant after the public registration window has closed', async () => {
    await c
      .docs(PROJECTS)
      .updateOne({ _id: eventId }, { $set: { 'event.registration.to': new Date('2020-01-01T00:00:00Z') } });
    try {
      const publicRes = await c.call('POST', `/registrations/${eventId}`, {
        payload: {
          data: { first_name: 'Ewa', last_name: 'Późna', email_main: 'ewa.pozna@example.pl' },
          idempotencyKey: 'publiczny-po-terminie',
        },
      });
      expect(publicRes.statusCode).toBe(409);
      expect(publicRes.json().code).toBe('REGISTRATION_CLOSED');
      const res = await c.call('POST', `/participants/${eventId}`, {
        token: c.employee,
        payload: { data: { first_name: 'Ewa', last_name: 'Późna', email_main: 'ewa.pozna@example.pl' } },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await c.docs(PROJECTS).updateOne({ _id: eventId }, { $set: { 'event.registration.to': null } });
    }
  });

  it('the same idempotencyKey adds nothing twice; payments role → 403; missing fields → 400', async () => {
    const payload = {
      data: { first_name: 'Ewa', last_name: 'Lis', email_main: 'ewa@example.pl' },
      idempotencyKey: 'reczny-klucz-1',
    };
    const first = await c.call('POST', `/participants/${eventId}`, { token: c.admin, payload });
    const again = await c.call('POST', `/participants/${eventId}`, { token: c.admin, payload });
    expect(again.json()).toEqual(first.json());
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId, 'data.value': 'ewa@example.pl' })).toBe(1);
    const denied = await c.call('POST', `/participants/${eventId}`, { token: payments, payload });
    expect(denied.statusCode).toBe(403);
    const bad = await c.call('POST', `/participants/${eventId}`, {
      token: c.admin,
      payload: { data: { first_name: 'Ewa' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /participants/{eventId}/{participantId} with a published form', () => {
  it('validates with the form\'s kinds: "To pole jest wymagane.", a bad e-mail and an unknown field → 400, nothing saved', async () => {
    const res = await c.call('POST', `/participants/${eventId}`, {
      token: c.admin,
      payload: { data: { first_name: 'Anna', last_name: 'Zając', email_main: 'anna@example.pl' } },
    });
    const id = res.json().participants[0]._id as string;
    const cleared = await c.call('PATCH', `/participants/${eventId}/${id}`, {
      token: c.admin,
      payload: { data: { last_name: null } },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors).toEqual(['last_name: To pole jest wymagane.']);
    const unknown = await c.call('PATCH', `/participants/${eventId}/${id}`, {
      token: c.admin,
      payload: { data: { nieznane: 'x' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^nieznane: /);
    const email = await c.call('PATCH', `/participants/${eventId}/${id}`, {
      token: c.admin,
      payload: { data: { email_main: 'to-nie-email' } },
    });
    expect(email.statusCode).toBe(400);
    const stored = await c.docs(PARTICIPANTS).findOne({ _id: id });
    expect(stored?.data).toContainEqual({ name: 'last_name', value: 'Zając' });
    expect(stored?.data).toContainEqual({ name: 'email_main', value: 'anna@example.pl' });
    const ok = await c.call('PATCH', `/participants/${eventId}/${id}`, {
      token: c.employee,
      payload: { data: { first_name: 'Hanna' } },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toContainEqual({ name: 'first_name', value: 'Hanna' });
  });
});
