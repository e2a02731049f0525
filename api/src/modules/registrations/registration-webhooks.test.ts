import { describe, expect, it } from 'vitest';
import { CUSTOMERS, PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { UPLOADS } from '../uploads/index.js';
import { WEBHOOK_DELIVERIES } from '../webhooks/index.js';
import { BILLINGS } from './participant-amounts.js';
import { REGISTRATIONS } from './store.js';
import { definitionField, PERSONAL_FIELDS } from './testing.js';
import {
  idempotencyKey,
  person,
  registerTo,
  registrationTestContext,
  wiringProduct,
  wiringProject,
  wiringUpload,
} from './wiring-testing.js';

const c = registrationTestContext();

const WEBHOOKS_ON = {
  'webhooks.formSubmit': { enabled: true, target: 'https://organizator.example/submit' },
  'webhooks.registrationCompleted': { enabled: true, target: 'https://organizator.example/done' },
};
const FORM = [
  ...PERSONAL_FIELDS,
  definitionField('Product', 'product', { hasPrice: true, productIds: [], multiple: true }),
  definitionField('TextInput', 'pesel'),
  definitionField('FileUpload', 'attachments', { maxFiles: 2 }),
];
/** The webhooks subscribe to the registration's events: deliver those first. */
const deliveriesOf = async (eventId: string) => {
  await c.t.app.events.dispatch();
  return c.docs(WEBHOOK_DELIVERIES).find({ eventId }).toArray();
};

describe('registration webhooks — second document §3 "webhooks: on … form submit, … registration completed; each with an enabled flag"', () => {
  it('a committed registration records one formSubmit and one registrationCompleted delivery with ids, statuses, names, e-mail and totals — no other form data', async () => {
    const { eventId } = await wiringProject(c, FORM, WEBHOOKS_ON);
    const p1 = await wiringProduct(c, eventId, 12_000, null);
    const key = idempotencyKey();
    const payload = {
      data: person('wh', { product: p1, pesel: '44051401359' }),
      participants: [{ data: { first_name: 'Olek', last_name: 'Zieliński', product: p1 } }],
      idempotencyKey: key,
    };
    const res = await registerTo(c, eventId, payload);
    expect(res.statusCode).toBe(201);
    const { registrationId, participants } = res.json();
    const deliveries = await deliveriesOf(eventId);
    expect(deliveries.map((d) => d.webhook).sort()).toEqual(['formSubmit', 'registrationCompleted']);
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ status: 'pending', organizationId: 'org-a' });
      expect(delivery.payload).toMatchObject({
        eventId,
        registrationId,
        participants: [
          {
            participantId: participants[0]._id,
            status: 'registered',
            onWaitingList: false,
            firstName: 'Ewa',
            lastName: 'Zielińskawh',
            email: 'wiringwh@example.pl',
          },
          { participantId: participants[1]._id, firstName: 'Olek', lastName: 'Zieliński', email: null },
        ],
        quote: { total: 24_000, grossTotal: 24_000 },
      });
      expect(JSON.stringify(delivery.payload)).not.toContain('44051401359');
    }

    // "the same idempotencyKey returns the same result and creates nothing twice": no second delivery.
    const again = await registerTo(c, eventId, payload);
    expect(again.json().registrationId).toBe(registrationId);
    expect(await deliveriesOf(eventId)).toHaveLength(2);
  });

  it('a refused registration (invalid data) records no delivery; webhooks switched off record none either', async () => {
    const on = await wiringProject(c, FORM, WEBHOOKS_ON);
    const bad = await registerTo(c, on.eventId, {
      data: person('bad', { email_main: 'nie' }),
      idempotencyKey: idempotencyKey(),
    });
    expect(bad.statusCode).toBe(400);
    expect(await deliveriesOf(on.eventId)).toHaveLength(0);

    const off = await wiringProject(c, FORM);
    const ok = await registerTo(c, off.eventId, { data: person('off'), idempotencyKey: idempotencyKey() });
    expect(ok.statusCode).toBe(201);
    expect(await deliveriesOf(off.eventId)).toHaveLength(0);
  });
});

describe('registration uploads — contract 2: "FileUpload and Signature → string[] of upload ids"', () => {
  it('the uploads of the FileUpload field are claimed by the registration in its transaction', async () => {
    const { eventId } = await wiringProject(c, FORM);
    const u1 = await wiringUpload(c, eventId);
    const u2 = await wiringUpload(c, eventId);
    const res = await registerTo(c, eventId, {
      data: person('up', { attachments: [u1, u2] }),
      idempotencyKey: idempotencyKey(),
    });
    expect(res.statusCode).toBe(201);
    const { registrationId } = res.json();
    const claimed = await c
      .docs(UPLOADS)
      .find({ _id: { $in: [u1, u2] } })
      .toArray();
    expect(claimed.map((u) => u.registrationId)).toEqual([registrationId, registrationId]);
    expect((await c.docs(PARTICIPANTS).findOne({ registrationId }))?.data).toContainEqual({
      name: 'attachments',
      value: [u1, u2],
    });
  });

  it('"a failed registration leaves no half-created participant, customer or billing": an unknown, foreign or already claimed upload → 400 with the Polish list, nothing written, places given back, no webhook', async () => {
    const { eventId } = await wiringProject(c, FORM, {
      ...WEBHOOKS_ON,
      'event.registration': { enabled: true, limitOfParticipantsEnabled: true, limitOfParticipants: 5 },
    });
    const other = await wiringProject(c, FORM);
    const p1 = await wiringProduct(c, eventId, 5_000, 3);
    const mine = await wiringUpload(c, eventId);
    const foreign = await wiringUpload(c, other.eventId);
    const taken = await wiringUpload(c, eventId, 'inna-rejestracja');
    const res = await registerTo(c, eventId, {
      data: person('claim', { product: p1, attachments: [mine, 'nieznany-plik'] }),
      participants: [{ data: { first_name: 'Ala', last_name: 'Kot', attachments: [foreign, taken] } }],
      idempotencyKey: idempotencyKey(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().errors).toEqual([
      'Nie znaleziono przesłanego pliku nieznany-plik (mógł zostać usunięty po 24 godzinach).',
      `Nie znaleziono przesłanego pliku ${foreign} (mógł zostać usunięty po 24 godzinach).`,
      `Plik ${taken} został już dołączony do innego zgłoszenia.`,
    ]);
    expect((await c.docs(UPLOADS).findOne({ _id: mine }))?.registrationId).toBeNull();
    expect((await c.docs(UPLOADS).findOne({ _id: taken }))?.registrationId).toBe('inna-rejestracja');
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(0);
    expect(await c.docs(CUSTOMERS).countDocuments({ email: 'wiringclaim@example.pl' })).toBe(0);
    expect(await c.docs(BILLINGS).countDocuments({ eventId })).toBe(0);
    expect(await deliveriesOf(eventId)).toHaveLength(0);
    expect((await c.docs('products').findOne({ _id: p1 }))?.inventory).toBe(3);
    expect((await c.docs(PROJECTS).findOne({ _id: eventId }))?.registrationCounters).toEqual({
      participants: 0,
    });
    expect(await c.docs(REGISTRATIONS).findOne({ eventId })).toMatchObject({ status: 'error' });
  });
});

describe('participant status at creation — first document §4 "Participant status" (core recalculateParticipantStatus)', () => {
  it('"no billings, no payments, all left-to-pay amounts and the total zero: free"', async () => {
    const { eventId } = await wiringProject(c, FORM);
    const res = await registerTo(c, eventId, { data: person('free'), idempotencyKey: idempotencyKey() });
    expect(res.json().participants).toEqual([
      expect.objectContaining({ status: 'free', onWaitingList: false }),
    ]);
    expect(await c.docs(PARTICIPANTS).findOne({ eventId })).toMatchObject({ status: 'free', isBilled: true });
  });

  it('"Automatic update is skipped when the status is … waiting": a waiting-list participant stays \'waiting\' with no dues', async () => {
    const { eventId } = await wiringProject(c, FORM, {
      'event.registration': {
        enabled: true,
        limitOfParticipantsEnabled: true,
        limitOfParticipants: 0,
        enableWaitingList: true,
      },
    });
    const p1 = await wiringProduct(c, eventId, 9_900, null);
    const res = await registerTo(c, eventId, {
      data: person('wait', { product: p1 }),
      idempotencyKey: idempotencyKey(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().participants).toEqual([
      expect.objectContaining({ status: 'waiting', onWaitingList: true }),
    ]);
    expect(await c.docs(PARTICIPANTS).findOne({ eventId })).toMatchObject({
      status: 'waiting',
      calculated: { totalSum: 9_900, leftToPayRequired: 0, leftToPayLate: 0 },
    });
  });

  it("\"registered if … nothing is paid\": a new participant with something to pay is 'registered', never 'paid' before any payment", async () => {
    const { eventId } = await wiringProject(c, FORM);
    const p1 = await wiringProduct(c, eventId, 9_900, null);
    const res = await registerTo(c, eventId, {
      data: person('paid', { product: p1 }),
      idempotencyKey: idempotencyKey(),
    });
    expect(res.json().participants).toEqual([expect.objectContaining({ status: 'registered' })]);
  });
});
