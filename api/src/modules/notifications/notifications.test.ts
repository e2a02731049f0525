import { DEFAULT_NOTIFICATION_DEFINITIONS } from '@zapisy/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '../../mail/index.js';
import { createPayingProject } from '../payments/testing/paying-project.js';
import { CUSTOMERS, PARTICIPANTS } from '../projects/store.js';
import { registrationTestContext } from '../registrations/wiring-testing.js';
import { NO_CONSENT_REASON } from './build-messages.js';
import {
  INTERRUPTED_REASON,
  NO_SMTP_REASON,
  type SenderDeps,
  sendDueNotifications,
} from './send-messages.js';
import { NOTIFICATION_DEFINITIONS, type NotificationMessage } from './store.js';
import { startSmtpSink } from './testing/smtp-sink.js';

const c = registrationTestContext();
let seq = 0;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let smtpAnswer: () => 'accept' | { code: number; message: string } = () => 'accept';
let mailer: Mailer;

beforeAll(async () => {
  sink = await startSmtpSink(() => smtpAnswer());
  mailer = new Mailer(c.t.store, {
    from: 'Zapisy <no-reply@zapisy.test>',
    smtp: { host: '127.0.0.1', port: sink.port, secure: false },
  });
});
afterAll(async () => {
  await mailer.close();
  await sink.close();
});

const messages = (filter: Record<string, unknown>) =>
  c.t.store.db
    .collection<NotificationMessage>('outbox')
    .find({ kind: 'notification', ...filter })
    .toArray();

const sender = (over: Partial<SenderDeps> = {}): SenderDeps => ({
  store: c.t.store,
  now: () => new Date(),
  mail: mailer,
  sms: async () => null,
  perMinute: 1000,
  ...over,
});

async function register(eventId: string, productId: string, extra: Record<string, unknown> = {}) {
  const i = ++seq;
  const res = await c.call('POST', `/registrations/${eventId}`, {
    payload: {
      data: {
        email_main: `anna${i}@example.pl`,
        first_name: 'Anna',
        last_name: `Nowak${i}`,
        product: productId,
        ...extra,
      },
      idempotencyKey: `n-${i}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.statusCode).toBe(201);
  await c.t.app.events.dispatch();
  const participantId = res.json().participants[0]._id as string;
  return { participantId, email: `anna${i}@example.pl` };
}

const project = () => createPayingProject(c, `powiadomienia-${++seq}`, { 'payments.cash': true });

describe('notifications from domain events — second document §3 "Default participant event types: participant_registration (to participant and to organization), participant_paid …"', () => {
  it('a registration queues the confirmation to the participant (name, amount, payment link) and the notice to the organizer, once', async () => {
    const { eventId, productId } = await project();
    const { participantId, email } = await register(eventId, productId);
    const queued = await messages({ eventId });
    expect(queued.map((m) => [m.definitionId, m.channel, m.status]).sort()).toEqual([
      ['zapisO', 'mail', 'blocked'],
      ['zapisU', 'mail', 'new'],
    ]);
    const toParticipant = queued.find((m) => m.definitionId === 'zapisU') as NotificationMessage;
    expect(toParticipant).toMatchObject({
      to: email,
      participantId,
      subject: 'Potwierdzenie zgłoszenia: Obóz letni',
    });
    expect(toParticipant.text).toContain('Dzień dobry Anna,');
    expect(toParticipant.text).toContain('Kwota do zapłaty: 100,00 zł');
    expect(toParticipant.text).toMatch(
      /Zapłacić i sprawdzić stan wpłat możesz tutaj: http:\/\/\S+\/l\?k=\S+/,
    );
    // The test organization has no e-mail address: the organizer's copy says why it cannot go.
    expect(queued.find((m) => m.definitionId === 'zapisO')?.reason).toBe('Brak adresu e-mail odbiorcy');
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
    expect(participant?.notified).toEqual([
      expect.objectContaining({ id: 'zapisU', version: 1, type: 'participant_registration' }),
      expect.objectContaining({ id: 'zapisO', version: 1, type: 'participant_registration' }),
    ]);
    // "recorded per notification id and version so each is sent once": dispatching again queues nothing.
    await c.t.app.events.dispatch();
    expect(await messages({ eventId })).toHaveLength(2);
  });

  it("the job sends it over SMTP: the organizer's name as sender, reply-to, HTML and text parts; the message is recorded sent", async () => {
    const { eventId, productId } = await project();
    const { email } = await register(eventId, productId);
    await sendDueNotifications(sender(), { filter: { eventId } });
    const [sent] = await messages({ eventId, definitionId: 'zapisU' });
    expect(sent).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, reason: null });
    expect(sent?.messageId).toBe(`<${sent?._id}@localhost>`);
    const mail = sink.mails.find((m) => m.to.includes(email));
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail?.raw).toContain('Content-Type: multipart/alternative');
    expect(mail?.raw).toContain('Content-Type: text/html');
  });

  it('paying in full fires participant_paid ("entering paid clears the participant_paid notification record")', async () => {
    const { eventId, productId } = await project();
    const { participantId } = await register(eventId, productId);
    const cash = await c.call('POST', `/payments/${eventId}/cash`, {
      token: c.admin,
      payload: { participantId, amount: 10_000 },
    });
    expect(cash.statusCode).toBe(201);
    await c.t.app.events.dispatch();
    const paid = await messages({ eventId, definitionId: 'oplacU' });
    expect(paid).toHaveLength(1);
    expect(paid[0]?.subject).toBe('Wpłata zaksięgowana: Obóz letni');
    expect(paid[0]?.text).toContain('zaksięgowaliśmy Twoje wpłaty: 100,00 zł');
  });

  it('a customer who refused system e-mails (allowSystemEmail false) gets nothing: the message is blocked with the reason', async () => {
    const { eventId, productId } = await project();
    const i = ++seq;
    const res = await c.call('POST', `/registrations/${eventId}`, {
      payload: {
        data: {
          email_main: `zgoda${i}@example.pl`,
          first_name: 'Jan',
          last_name: 'Zgoda',
          product: productId,
        },
        idempotencyKey: `zgoda-${i}-${Math.random().toString(36).slice(2)}`,
      },
    });
    const participant = await c.docs(PARTICIPANTS).findOne({ _id: res.json().participants[0]._id });
    // The registration's own event was not dispatched yet: the consent is read when it is.
    await c
      .docs(CUSTOMERS)
      .updateOne({ _id: String(participant?.customerId) }, { $set: { allowSystemEmail: false } });
    await c.t.app.events.dispatch();
    const [blocked] = await messages({ eventId, definitionId: 'zapisU' });
    expect(blocked).toMatchObject({ status: 'blocked', reason: NO_CONSENT_REASON, nextAttemptAt: null });
  });

  it('a definition switched off, or with a rule that does not hold, sends nothing', async () => {
    const { eventId, productId } = await project();
    const definitions = DEFAULT_NOTIFICATION_DEFINITIONS.map((d) =>
      d.id === 'zapisU'
        ? { ...d, rule: { jsonRule: { '==': [{ var: 'first_name' }, 'Zofia'] } } }
        : { ...d, enabled: false },
    );
    await c
      .docs(NOTIFICATION_DEFINITIONS)
      .insertOne({ _id: eventId, organizationId: 'org-a', eventId, definitions, updatedAt: new Date() });
    await register(eventId, productId);
    expect(await messages({ eventId })).toHaveLength(0);
    await register(eventId, productId, { first_name: 'Zofia' });
    expect((await messages({ eventId })).map((m) => m.definitionId)).toEqual(['zapisU']);
  });
});

describe('sending — "retries with backoff, status per message (sent, error with the server\'s answer)"', () => {
  it('no SMTP server configured: blocked with the reason, never "sent"', async () => {
    const { eventId, productId } = await project();
    await register(eventId, productId);
    await sendDueNotifications(
      sender({ mail: { delivers: false, deliver: async () => ({ messageId: '', rejected: [] }) } }),
      {
        filter: { eventId },
      },
    );
    const [message] = await messages({ eventId, definitionId: 'zapisU' });
    expect(message).toMatchObject({ status: 'blocked', reason: NO_SMTP_REASON });
  });

  it("a 451 answer is retried later with the server's words; a 550 answer fails for good", async () => {
    const { eventId, productId } = await project();
    await register(eventId, productId);
    smtpAnswer = () => ({ code: 451, message: 'Spróbuj później' });
    const at = new Date();
    await sendDueNotifications(sender({ now: () => at }), { filter: { eventId } });
    let [message] = await messages({ eventId, definitionId: 'zapisU' });
    expect(message).toMatchObject({ status: 'error', attempts: 1 });
    expect(message?.reason).toContain('Spróbuj później');
    expect(message?.nextAttemptAt?.getTime()).toBe(at.getTime() + 60_000);
    // Not due again before its backoff.
    await sendDueNotifications(sender({ now: () => at }), { filter: { eventId } });
    expect((await messages({ eventId, definitionId: 'zapisU' }))[0]?.attempts).toBe(1);
    smtpAnswer = () => ({ code: 550, message: 'Nie ma takiej skrzynki' });
    const later = new Date(at.getTime() + 61_000);
    await sendDueNotifications(sender({ now: () => later }), { filter: { eventId } });
    [message] = await messages({ eventId, definitionId: 'zapisU' });
    expect(message).toMatchObject({ status: 'error', attempts: 2, nextAttemptAt: null });
    expect(message?.reason).toContain('Nie ma takiej skrzynki');
    smtpAnswer = () => 'accept';
  });

  it('"a kill -9 during a send run loses nothing and sends nothing twice": a message left sending is reported, not sent again', async () => {
    const { eventId, productId } = await project();
    await register(eventId, productId);
    const past = new Date(Date.now() - 10 * 60_000);
    await c.t.store.db
      .collection<NotificationMessage>('outbox')
      .updateMany({ eventId }, { $set: { status: 'sending', lock: { token: 'dead', until: past } } });
    const before = sink.mails.length;
    await sendDueNotifications(sender(), { filter: { eventId } });
    expect(sink.mails.length).toBe(before);
    const [message] = await messages({ eventId, definitionId: 'zapisU' });
    expect(message).toMatchObject({ status: 'error', reason: INTERRUPTED_REASON, nextAttemptAt: null });
  });

  it('an organization over its per-minute limit waits: the rest goes a minute later', async () => {
    const { eventId, productId } = await project();
    await register(eventId, productId);
    await register(eventId, productId);
    const at = new Date();
    // org-a's other tests sent some this minute already: the limit leaves room for exactly one more.
    const sentThisMinute = await c.t.store.db.collection('outbox').countDocuments({
      organizationId: 'org-a',
      kind: 'notification',
      sentAt: { $gt: new Date(at.getTime() - 60_000) },
    });
    await sendDueNotifications(sender({ now: () => at, perMinute: sentThisMinute + 1 }), {
      filter: { eventId, definitionId: 'zapisU' },
    });
    const statuses = (await messages({ eventId, definitionId: 'zapisU' })).map((m) => m.status).sort();
    expect(statuses).toEqual(['new', 'sent']);
  });
});
