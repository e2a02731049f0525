import { describe, expect, it } from 'vitest';
import { SmsGatewayDouble } from './sms-gateway-double.js';
import { createTestIntegrationContext } from './test-integration-context.js';

const context = createTestIntegrationContext();
const REMINDER = 'Przypominamy o płatności 350,00 zł za kurs tańca. Link: https://rytm.example/l?k=Ab3';

describe('SmsGatewayDouble', () => {
  it('sends to each number with segments, encoding and cost from core’s segment counter', async () => {
    const sms = new SmsGatewayDouble({ costPerSegment: 16 });
    const result = await sms.send(
      { messageId: 'sms-1', to: ['48500100200', '48600100200'], text: REMINDER, sender: 'Rytm' },
      context,
    );
    expect(result.messages).toEqual([
      {
        to: '48500100200',
        externalId: 'sms-1-1',
        status: 'queued',
        segments: 2,
        encoding: 'UCS-2',
        cost: 32,
      },
      {
        to: '48600100200',
        externalId: 'sms-1-2',
        status: 'queued',
        segments: 2,
        encoding: 'UCS-2',
        cost: 32,
      },
    ]);
    expect(sms.sent).toHaveLength(1);
  });

  it('refuses a bad number with a Polish reason and sends to the rest', async () => {
    const sms = new SmsGatewayDouble();
    const { messages } = await sms.send(
      { messageId: 'sms-1', to: ['500 100 200', '48500100200'], text: 'Zajecia jutro o 18:00' },
      context,
    );
    expect(messages[0]).toEqual({
      to: '500 100 200',
      status: 'rejected',
      segments: 0,
      reason: 'Nieprawidłowy numer telefonu.',
    });
    expect(messages[1]).toMatchObject({ status: 'queued', segments: 1, encoding: 'GSM-7', cost: 16 });
  });

  it('refuses an empty text and one longer than maxSegments', async () => {
    const sms = new SmsGatewayDouble();
    await expect(sms.send({ messageId: 'a', to: ['48500100200'], text: '' }, context)).rejects.toMatchObject({
      kind: 'sms',
      code: 'rejected',
    });
    await expect(
      sms.send({ messageId: 'b', to: ['48500100200'], text: REMINDER, maxSegments: 1 }, context),
    ).rejects.toMatchObject({
      userMessage: 'Wiadomość ma 2 części SMS, a dozwolone jest 1.',
    });
  });

  it('sends nothing in test mode, and answers a repeated messageId with the first result', async () => {
    const sms = new SmsGatewayDouble();
    const test = await sms.send({ messageId: 't', to: ['48500100200'], text: 'Test', test: true }, context);
    expect(test.messages[0]).toEqual({
      to: '48500100200',
      status: 'queued',
      segments: 1,
      encoding: 'GSM-7',
      cost: 16,
    });
    expect(sms.sent).toEqual([]);
    const first = await sms.send({ messageId: 'm', to: ['48500100200'], text: 'Raz' }, context);
    expect(await sms.send({ messageId: 'm', to: ['48500100200'], text: 'Dwa' }, context)).toBe(first);
  });

  it('reports delivery with segments and cost, or the status it is told', async () => {
    const sms = new SmsGatewayDouble();
    const { messages } = await sms.send({ messageId: 'm', to: ['48500100200'], text: 'Raz' }, context);
    const reference = { messageId: 'm', externalId: messages[0]?.externalId ?? '' };
    expect(await sms.getDeliveryStatus(reference, context)).toEqual({
      status: 'delivered',
      segments: 1,
      cost: 16,
    });
    sms.setDeliveryStatus('expired', 'Telefon wyłączony.');
    expect(await sms.getDeliveryStatus(reference, context)).toEqual({
      status: 'expired',
      reason: 'Telefon wyłączony.',
      segments: 1,
      cost: 16,
    });
    sms.fail('getDeliveryStatus', 'protocol', Number.POSITIVE_INFINITY);
    await expect(sms.getDeliveryStatus(reference, context)).rejects.toMatchObject({ code: 'protocol' });
    await expect(sms.getDeliveryStatus(reference, context)).rejects.toMatchObject({ code: 'protocol' });
  });
});
