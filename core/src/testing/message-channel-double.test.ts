import { describe, expect, it } from 'vitest';
import { EmailTransportDouble } from './email-transport-double.js';
import { SmsGatewayDouble } from './sms-gateway-double.js';
import { createTestIntegrationContext } from './test-integration-context.js';

const context = createTestIntegrationContext();

const email = (subject: string) => ({
  messageId: 'm-1',
  from: { address: 'zapisy@rytm.example' },
  to: [{ address: 'jan.kowalski@example.com' }],
  subject,
  text: 'Dziękujemy za zapis.',
});

describe('the message channel doubles (e-mail and SMS share one send-once and delivery record)', () => {
  it('a repeated messageId is not a second message, even when the channel refused the first try', async () => {
    const mail = new EmailTransportDouble();
    await expect(mail.send({ ...email('Bez treści'), text: '' }, context)).rejects.toThrow();
    await mail.send(email('Potwierdzenie'), context);
    await mail.send(email('Powtórka'), context);
    expect(mail.sent.map((m) => m.subject)).toEqual(['Potwierdzenie']);
  });

  it('reset forgets the messages taken and the delivery status told, so a messageId is taken anew', async () => {
    const mail = new EmailTransportDouble();
    const sms = new SmsGatewayDouble();
    await mail.send(email('Przed'), context);
    const before = await sms.send({ messageId: 's-1', to: ['48500100200'], text: 'Przed' }, context);
    mail.setDeliveryStatus('undelivered', 'Skrzynka pełna');
    sms.setDeliveryStatus('expired');
    mail.reset();
    sms.reset();
    expect(mail.sent).toEqual([]);
    expect(sms.sent).toEqual([]);
    expect(mail.calls).toEqual([]);
    const { externalId } = await mail.send(email('Po'), context);
    expect(mail.sent.map((m) => m.subject)).toEqual(['Po']);
    expect(await mail.getDeliveryStatus({ messageId: 'm-1', externalId }, context)).toEqual({
      status: 'delivered',
    });
    const after = await sms.send({ messageId: 's-1', to: ['48500100200'], text: 'Po' }, context);
    expect(sms.sent.map((m) => m.text)).toEqual(['Po']);
    const reference = { messageId: 's-1', externalId: after.messages[0]?.externalId ?? '' };
    expect(after).toEqual(before);
    expect(await sms.getDeliveryStatus(reference, context)).toMatchObject({ status: 'delivered' });
  });
});
