import { describe, expect, it } from 'vitest';
import { ORGANIZATIONS } from '../organizations/index.js';
import { PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { REGISTRATIONS } from './store.js';
import { publishRegistrationForm } from './testing.js';
import { registrationTestContext } from './wiring-testing.js';

const c = registrationTestContext();
let seq = 0;
const key = () => `zgody-${++seq}-${Math.random().toString(36).slice(2)}`;
const person = (i: number | string) => ({
  email_main: `zgody${i}@example.pl`,
  first_name: 'Anna',
  last_name: `Nowak${i}`,
});

async function project({
  privacyClause = '',
  affiliateEnabled = true,
} = {}): Promise<{ eventId: string; domain: string }> {
  const domain = `zgody-${++seq}`;
  const p = await c.create({ domainName: domain });
  await c.docs(PROJECTS).updateOne(
    { _id: p.eventId },
    {
      $set: {
        'event.registration': { enabled: true, from: null, to: null, affiliateEnabled },
        'event.consents': { termsUrl: 'https://przyklad.pl/regulamin', termsText: '', privacyClause },
      },
    },
  );
  await publishRegistrationForm(c, p.eventId);
  return { eventId: p.eventId, domain };
}

const register = (eventId: string, payload: Record<string, unknown>) =>
  c.call('POST', `/registrations/${eventId}`, { payload });

describe('issue 14: the consents of the participant page are stored with the registration', () => {
  it('the public form lists the terms and the RODO clause made from the organizer identity', async () => {
    const { domain } = await project();
    await c.docs(ORGANIZATIONS).updateOne({ _id: 'org-a' }, { $set: { emailAddress: 'biuro@org-a.pl' } });
    const res = await c.call('GET', `/forms/public/${domain}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().page;
    expect(page.dateFormat).toBe('dd/MM/yyyy');
    expect(page.consents.map((consent: { id: string }) => consent.id)).toEqual(['terms', 'privacy']);
    expect(page.consents[0]).toMatchObject({
      label: 'Akceptuję regulamin',
      url: 'https://przyklad.pl/regulamin',
    });
    expect(page.consents[1].text).toContain('Administratorem Twoich danych osobowych jest');
    expect(page.consents[1].text).toContain('biuro@org-a.pl');
    expect(page.organizer.emailAddress).toBe('biuro@org-a.pl');
  });

  it('"accepted text and time are stored with the registration": each consent with its text and the submission time', async () => {
    const { eventId } = await project({ privacyClause: 'Klauzula projektu.' });
    const before = Date.now();
    const res = await register(eventId, {
      data: person('a'),
      idempotencyKey: key(),
      consents: { terms: true, privacy: true },
    });
    expect(res.statusCode).toBe(201);
    const registration = await c.docs(REGISTRATIONS).findOne({ _id: res.json().registrationId });
    const consents = registration?.consents as {
      id: string;
      text: string;
      url: string | null;
      acceptedAt: Date;
    }[];
    expect(consents.map((consent) => [consent.id, consent.text, consent.url])).toEqual([
      ['terms', '', 'https://przyklad.pl/regulamin'],
      ['privacy', 'Klauzula projektu.', null],
    ]);
    for (const consent of consents) {
      expect(new Date(consent.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(consent.acceptedAt).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('a consent sent unticked is a 400 naming it in Polish, and nothing is registered', async () => {
    const { eventId } = await project();
    const res = await register(eventId, {
      data: person('b'),
      idempotencyKey: key(),
      consents: { privacy: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['consents.terms: Zaakceptuj regulamin, aby wysłać formularz.']);
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(0);
  });
});

describe('issue 14: ?affiliate_id= is recorded with the registration', () => {
  it('the referring participant is recorded on the registration and in the new participant data (affiliate_id)', async () => {
    const { eventId } = await project();
    const first = (await register(eventId, { data: person('c'), idempotencyKey: key() })).json();
    const referrer = first.participants[0]._id as string;
    const res = await register(eventId, { data: person('d'), idempotencyKey: key(), affiliateId: referrer });
    expect(res.statusCode).toBe(201);
    const registration = await c.docs(REGISTRATIONS).findOne({ _id: res.json().registrationId });
    expect(registration).toMatchObject({ affiliateId: referrer, affiliateReceiverId: referrer });
    const referred = await c.docs(PARTICIPANTS).findOne({ _id: res.json().participants[0]._id });
    expect(referred?.data).toContainEqual({ name: 'affiliate_id', value: referrer });
  });

  it('an unknown referrer, or a project without the referral programme, costs nothing and records nothing', async () => {
    const { eventId } = await project();
    const unknown = await register(eventId, {
      data: person('e'),
      idempotencyKey: key(),
      affiliateId: 'nieznany',
    });
    expect(unknown.statusCode).toBe(201);
    const record = await c.docs(REGISTRATIONS).findOne({ _id: unknown.json().registrationId });
    expect(record?.affiliateReceiverId).toBeUndefined();

    const off = await project({ affiliateEnabled: false });
    const first = (await register(off.eventId, { data: person('f'), idempotencyKey: key() })).json();
    const res = await register(off.eventId, {
      data: person('g'),
      idempotencyKey: key(),
      affiliateId: first.participants[0]._id,
    });
    expect(res.statusCode).toBe(201);
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: res.json().participants[0]._id });
    expect(participant?.data).not.toContainEqual(expect.objectContaining({ name: 'affiliate_id' }));
  });
});
