import type { FormFieldDefinition } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditEntry } from '../audit/index.js';
import { PAYMENT_RULES } from '../payment-rules/index.js';
import { PARTICIPANTS } from '../projects/store.js';
import { definitionField, PERSONAL_FIELDS } from '../registrations/testing.js';
import { registrationTestContext, wiringProject } from '../registrations/wiring-testing.js';

const c = registrationTestContext();

const DEFINITION: FormFieldDefinition[] = [
  ...PERSONAL_FIELDS,
  definitionField('Dropdown', 'workshop', {
    label: 'Warsztaty',
    options: [
      { value: 'none', label: 'Bez warsztatów', price: 0 },
      { value: 'photo', label: 'Warsztaty fotograficzne', price: 8_000 },
    ],
  }),
  definitionField('Toggle', 'student', { label: 'Jestem studentem' }),
  definitionField('TextInput', 'diet', { label: 'Dieta' }),
];

const STORED = {
  first_name: 'Anna',
  last_name: 'Kowalska',
  email_main: 'anna@example.pl',
  phone_number: '600 100 200',
  workshop: 'photo',
  student: true,
  diet: 'wegetariańska',
  /** Kept by the server, never shown to the participant. */
  internal_note: 'VIP',
};

let seq = 0;

async function ownProject() {
  const { eventId } = await wiringProject(c, DEFINITION);
  await c.docs(PAYMENT_RULES).insertOne({
    _id: eventId,
    organizationId: 'org-a',
    eventId,
    rules: [
      { id: 'r1', name: 'Zniżka studencka', amount: -5_000, jsonRule: { '==': [{ var: 'student' }, true] } },
    ],
    updatedAt: new Date(),
  });
  const participantId = `wlasny-${++seq}`;
  await c.docs(PARTICIPANTS).insertOne({
    _id: participantId,
    organizationId: 'org-a',
    eventId,
    status: 'registered',
    data: Object.entries(STORED).map(([name, value]) => ({ name, value })),
  });
  return { eventId, participantId };
}

const url = (eventId: string, p: string) => `/participants/public/${eventId}/${p}`;
const storedData = async (participantId: string) => {
  const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
  const entries = (participant?.data ?? []) as { name: string; value: unknown }[];
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
};
describe('GET /participants/public/{eventId}/{p} — the form link /formularz?p=', () => {
  it("answers the participant's own answers to the form's fields (no internal ones), name, status label and the locked fields", async () => {
    const { eventId, participantId } = await ownProject();
    const res = await c.call('GET', url(eventId, participantId));
    expect(res.statusCode, res.body).toBe(200);
    const { internal_note: _hidden, ...answers } = STORED;
    expect(res.json()).toEqual({
      participantId,
      name: 'Anna Kowalska',
      status: 'registered',
      statusLabel: 'Zapis przyjęty',
      data: answers,
      locked: ['workshop', 'student'],
      member: false,
    });
  });

  it("an unknown, removed or other project's participant → 404 with a Polish message", async () => {
    const { eventId, participantId } = await ownProject();
    const other = await ownProject();
    await c
      .docs(PARTICIPANTS)
      .updateOne({ _id: participantId }, { $set: { status: 'cancelled', removedOn: new Date() } });
    for (const p of ['nie-ma-takiego', participantId, other.participantId]) {
      const res = await c.call('GET', url(eventId, p));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('Ten link do zgłoszenia jest nieprawidłowy albo nieaktualny');
    }
  });
});

describe('PATCH /participants/public/{eventId}/{p} — the participant corrects their data', () => {
  it('saves the changed personal data and keeps everything else (locked answers sent unchanged pass)', async () => {
    const { eventId, participantId } = await ownProject();
    const res = await c.call('PATCH', url(eventId, participantId), {
      payload: { data: { phone_number: '600 999 888', diet: 'wegańska', workshop: 'photo', student: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ phone_number: '600 999 888', diet: 'wegańska' });
    expect(await storedData(participantId)).toEqual({
      ...STORED,
      phone_number: '600 999 888',
      diet: 'wegańska',
    });
  });

  it('a change of a locked field (priced option, a field a payment rule reads) → 400 naming its label, nothing saved', async () => {
    const { eventId, participantId } = await ownProject();
    const res = await c.call('PATCH', url(eventId, participantId), {
      payload: { data: { phone_number: '600 999 888', workshop: 'none', student: false } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toContain('Zmianę pola „Warsztaty” ustala organizator');
    expect(body.message).toContain('Zmianę pola „Jestem studentem” ustala organizator');
    expect(await storedData(participantId)).toEqual(STORED);
  });

  it('a validation error (a required field emptied, a bad e-mail) → 400 and the stored data stays as it was', async () => {
    const { eventId, participantId } = await ownProject();
    for (const data of [
      { last_name: '', diet: 'bez glutenu' },
      { email_main: 'to-nie-email', diet: 'bez glutenu' },
    ]) {
      const res = await c.call('PATCH', url(eventId, participantId), { payload: { data } });
      expect(res.statusCode).toBe(400);
    }
    expect(await storedData(participantId)).toEqual(STORED);
  });

  it("a further member of a group (no e-mail of their own: the representative's) corrects their data", async () => {
    const { eventId } = await ownProject();
    const memberId = `czlonek-${++seq}`;
    const { email_main: _email, ...memberData } = STORED;
    await c.docs(PARTICIPANTS).insertOne({
      _id: memberId,
      organizationId: 'org-a',
      eventId,
      status: 'registered',
      representative: false,
      data: Object.entries(memberData).map(([name, value]) => ({ name, value })),
    });
    const read = await c.call('GET', url(eventId, memberId));
    expect(read.json().member).toBe(true);
    const res = await c.call('PATCH', url(eventId, memberId), { payload: { data: { diet: 'wegańska' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedData(memberId)).toEqual({ ...memberData, diet: 'wegańska' });
  });

  it("an unknown p or another project's participant → 404, nothing saved", async () => {
    const { eventId } = await ownProject();
    const other = await ownProject();
    for (const p of ['nie-ma-takiego', other.participantId]) {
      const res = await c.call('PATCH', url(eventId, p), { payload: { data: { diet: 'inna' } } });
      expect(res.statusCode).toBe(404);
    }
    expect(await storedData(other.participantId)).toEqual(STORED);
  });
});

describe('edits of a participant\'s data are audited (issue 14: "?p= own-registration changes and organizer participant edits")', () => {
  const auditOf = async (participantId: string) =>
    (await c
      .docs(AUDIT_LOG)
      .find({ 'target.id': participantId })
      .sort({ at: 1 })
      .toArray()) as unknown as AuditEntry[];

  it("the participant's own change: who (their e-mail), whom (their name), each changed answer by its label, old → new text", async () => {
    const { eventId, participantId } = await ownProject();
    const res = await c.call('PATCH', url(eventId, participantId), {
      payload: { data: { diet: 'wegańska', workshop: 'photo', phone_number: '600 100 200' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...more] = await auditOf(participantId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      organizationId: 'org-a',
      eventId,
      actor: { userId: '', email: 'anna@example.pl' },
      action: 'participant.self-update',
      target: { type: 'participant', id: participantId, name: 'Anna Kowalska' },
      changes: [{ path: 'data.diet', label: 'Dieta', oldValue: 'wegetariańska', newValue: 'wegańska' }],
    });
  });

  it("the organizer's edit names the user and writes option labels and 'Tak'/'Nie', not the stored values", async () => {
    const { eventId, participantId } = await ownProject();
    const res = await c.call('PATCH', `/participants/${eventId}/${participantId}`, {
      token: c.admin,
      payload: { data: { workshop: 'none', student: false, diet: null } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditOf(participantId);
    expect(entry?.action).toBe('participant.update');
    expect(entry?.actor.email).toMatch(/@/);
    expect(entry?.actor.userId).not.toBe('');
    expect(entry?.changes).toEqual([
      {
        path: 'data.workshop',
        label: 'Warsztaty',
        oldValue: 'Warsztaty fotograficzne',
        newValue: 'Bez warsztatów',
      },
      { path: 'data.student', label: 'Jestem studentem', oldValue: 'Tak', newValue: 'Nie' },
      { path: 'data.diet', label: 'Dieta', oldValue: 'wegetariańska', newValue: null },
    ]);
  });

  it('a refused change or one that changes nothing writes no entry', async () => {
    const { eventId, participantId } = await ownProject();
    const refused = await c.call('PATCH', url(eventId, participantId), {
      payload: { data: { email_main: 'to-nie-email', diet: 'inna' } },
    });
    expect(refused.statusCode).toBe(400);
    const same = await c.call('PATCH', url(eventId, participantId), {
      payload: { data: { diet: STORED.diet } },
    });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(participantId)).toEqual([]);
  });
});
