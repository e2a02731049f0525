import { describe, expect, it } from 'vitest';
import type { SendEmailInput } from '../plugins/email-transport.js';
import { EmailTransportDouble } from './email-transport-double.js';
import { createTestIntegrationContext } from './test-integration-context.js';

const context = createTestIntegrationContext();

const message = (overrides: Partial<SendEmailInput> = {}): SendEmailInput => ({
  messageId: 'msg-1',
  from: { address: 'zapisy@rytm.example', name: 'Szkoła Tańca Rytm' },
  to: [{ address: 'jan.kowalski@example.com', name: 'Jan Kowalski' }],
  replyTo: { address: 'biuro@rytm.example' },
  subject: 'Potwierdzenie zapisu',
  html: '<p>Dziękujemy za zapis.</p>',
  text: 'Dziękujemy za zapis.',
  attachments: [
    { fileName: 'Faktura 1-2026.pdf', contentType: 'application/pdf', content: new Uint8Array(100) },
  ],
  headers: { 'List-Unsubscribe': '<https://rytm.example/wypisz>' },
  ...overrides,
});

describe('EmailTransportDouble', () => {
  it('takes a message once per messageId and keeps it in `sent`', async () => {
    const mail = new EmailTransportDouble();
    const result = await mail.send(message(), context);
    expect(result).toEqual({ externalId: '<msg-1@zapisy.test>', status: 'sent', rejected: [] });
    expect(await mail.send(message({ subject: 'Inny' }), context)).toEqual(result);
    expect(mail.sent.map((m) => m.subject)).toEqual(['Potwierdzenie zapisu']);
    expect(mail.inputsOf('send')).toHaveLength(2);
  });

  it('refuses a message without a recipient, without a body, or too big', async () => {
    const mail = new EmailTransportDouble({ capabilities: { maxMessageBytes: 1000 } });
    await expect(mail.send(message({ to: [] }), context)).rejects.toMatchObject({
      kind: 'mail',
      code: 'rejected',
    });
    await expect(mail.send(message({ html: undefined, text: undefined }), context)).rejects.toMatchObject({
      userMessage: 'Wiadomość nie ma treści.',
    });
    const big = [{ fileName: 'a.pdf', contentType: 'application/pdf', content: new Uint8Array(2000) }];
    await expect(mail.send(message({ attachments: big }), context)).rejects.toMatchObject({
      userMessage: 'Wiadomość z załącznikami jest za duża dla serwera poczty.',
    });
    expect(mail.sent).toEqual([]);
  });

  it('reports a refused recipient while taking the rest, and fails when all are refused', async () => {
    const mail = new EmailTransportDouble().rejectRecipient('Nie.Ma@example.com');
    const to = [{ address: 'jan.kowalski@example.com' }, { address: 'nie.ma@example.com' }];
    expect((await mail.send(message({ to }), context)).rejected).toEqual([
      { address: 'nie.ma@example.com', reason: 'Skrzynka odbiorcy nie istnieje.' },
    ]);
    await expect(
      mail.send(message({ messageId: 'msg-2', to: [to[1] ?? { address: '' }] }), context),
    ).rejects.toMatchObject({
      code: 'rejected',
    });
  });

  it('reports delivery, or the status it is told, for messages it took', async () => {
    const mail = new EmailTransportDouble();
    const { externalId } = await mail.send(message(), context);
    expect(await mail.getDeliveryStatus({ messageId: 'msg-1', externalId })).toEqual({ status: 'delivered' });
    mail.setDeliveryStatus('undelivered', 'Skrzynka pełna.');
    expect(await mail.getDeliveryStatus({ messageId: 'msg-1', externalId })).toEqual({
      status: 'undelivered',
      reason: 'Skrzynka pełna.',
    });
    await expect(mail.getDeliveryStatus({ messageId: 'msg-9', externalId: '<x>' })).rejects.toMatchObject({
      code: 'rejected',
    });
  });

  it('fails when told to', async () => {
    const mail = new EmailTransportDouble().fail('send', new Error('socket closed'));
    await expect(mail.send(message(), context)).rejects.toThrow('socket closed');
    expect(mail.sent).toEqual([]);
  });
});
