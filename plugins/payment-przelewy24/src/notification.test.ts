import { describe, expect, it } from 'vitest';
import { parseP24Notification } from './notification.js';

// mnastalski/przelewy24-php tests/TransactionStatusNotificationTest.php (domain notes §1.1, verified).
const VECTOR = {
  merchantId: 12345,
  posId: 123,
  sessionId: '0beec7',
  amount: 1500,
  originAmount: 1500,
  currency: 'PLN',
  orderId: 123456789,
  methodId: 32,
  statement: 'p24-XXX-YYY-ZZZ',
  sign: '703e946290d92230297c35d3bc8f554d4a458a4c97c9917665929c5ef5e682f7a868ac36e5dff20184c6a5302ef66c77',
};
// mnastalski/przelewy24-php tests/RefundNotificationTest.php (crc c4816521bf32ed54).
const REFUND_VECTOR = {
  orderId: 4295430336,
  sessionId: '1e715675-a42b-4d0b-81bb-f7288915be76',
  merchantId: 235316,
  requestId: 'dae85bdc-1b8e-45bc-99be-43c6868dcc29',
  refundsUuid: '97920952-1d9b-4c90-9238-2b74ae0f48bb',
  amount: 500,
  currency: 'PLN',
  timestamp: 1697544677,
  status: 0,
  sign: 'dad28db2e0336e595bc313e3c7282ab2ba2f265021f45b85271232901fefd4bc1329fd47aa4eb735ac818e2b82c4dc24',
};
const keys = { crcKey: 'bar', merchantId: 12345, posId: 123 };
const parse = (body: unknown, k: Parameters<typeof parseP24Notification>[1] = keys) =>
  parseP24Notification({ rawBody: typeof body === 'string' ? body : JSON.stringify(body), headers: {} }, k);

describe('parseP24Notification', () => {
  it('accepts the verified notification vector as WAITING FOR CONFIRMATION with the orderId for verify', () => {
    expect(parse(VECTOR)).toEqual({
      accepted: true,
      event: {
        type: 'payment',
        paymentId: '0beec7',
        externalId: '123456789',
        status: 'WAITING FOR CONFIRMATION',
        amount: 1500,
        currency: 'PLN',
        providerData: { orderId: 123456789, methodId: 32, statement: 'p24-XXX-YYY-ZZZ' },
      },
      reply: { status: 200, body: 'OK', contentType: 'text/plain; charset=utf-8' },
    });
  });

  it('accepts the refund notification vector as a completed refund named by refundsUuid', () => {
    const result = parse(REFUND_VECTOR, { crcKey: 'c4816521bf32ed54', merchantId: 235316 });
    expect(result).toMatchObject({
      accepted: true,
      event: {
        type: 'refund',
        paymentId: REFUND_VECTOR.sessionId,
        externalId: '4295430336',
        refundId: REFUND_VECTOR.refundsUuid,
        amount: 500,
        currency: 'PLN',
        status: 'completed',
      },
    });
  });

  it('rejects forged and missing signatures with 401', () => {
    expect(parse({ ...VECTOR, amount: 150000 })).toMatchObject({ accepted: false, httpStatus: 401 });
    expect(parse(VECTOR, { crcKey: 'not-bar' })).toMatchObject({ accepted: false, httpStatus: 401 });
    const { sign: _sign, ...unsigned } = VECTOR;
    expect(parse(unsigned)).toMatchObject({
      accepted: false,
      httpStatus: 401,
      reason: 'P24 notification: missing sign',
    });
    expect(parse({ ...REFUND_VECTOR, status: 1 }, { crcKey: 'c4816521bf32ed54' })).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
  });

  it('rejects a correctly signed notification of another merchant or POS', () => {
    expect(parse(VECTOR, { crcKey: 'bar', merchantId: 999 })).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
    expect(parse(VECTOR, { crcKey: 'bar', merchantId: 12345, posId: 124 })).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
  });

  it('answers 400 for unreadable bodies and never throws', () => {
    for (const body of ['', 'not json', '[]', 'null', '42']) {
      expect(parse(body)).toMatchObject({ accepted: false, httpStatus: 400 });
    }
    expect(parse({ ...VECTOR, amount: '1500' })).toMatchObject({ accepted: false, httpStatus: 400 });
    expect(parse({ ...VECTOR, orderId: 1.5 })).toMatchObject({ accepted: false, httpStatus: 400 });
    expect(parse({ ...VECTOR, sessionId: undefined })).toMatchObject({ accepted: false, httpStatus: 400 });
  });

  it('never puts the CRC key into a rejection reason', () => {
    const result = parse({ ...VECTOR, sign: 'x' }, { crcKey: 'super-secret-crc' });
    expect(JSON.stringify(result)).not.toContain('super-secret-crc');
  });
});
