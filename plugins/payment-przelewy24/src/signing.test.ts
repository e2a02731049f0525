import { describe, expect, it } from 'vitest';
import {
  notificationSign,
  refundNotificationSign,
  registerSign,
  signaturesEqual,
  verifySign,
} from './signing.js';

describe('Przelewy24 signatures against the domain notes’ vectors', () => {
  it('notification sign: mnastalski/przelewy24-php tests/TransactionStatusNotificationTest.php (verified)', () => {
    expect(
      notificationSign({
        merchantId: 12345,
        posId: 123,
        sessionId: '0beec7',
        amount: 1500,
        originAmount: 1500,
        currency: 'PLN',
        orderId: 123456789,
        methodId: 32,
        statement: 'p24-XXX-YYY-ZZZ',
        crc: 'bar',
      }),
    ).toBe(
      '703e946290d92230297c35d3bc8f554d4a458a4c97c9917665929c5ef5e682f7a868ac36e5dff20184c6a5302ef66c77',
    );
  });

  it('register sign: derived from the P24 documentation example values', () => {
    expect(
      registerSign({
        sessionId: 'unikalne-id-sesji',
        merchantId: 999999,
        amount: 1234,
        currency: 'PLN',
        crc: 'crc-z-panelu-p24',
      }),
    ).toBe(
      'c5d47472de94f7d0f7b01d8048d51e7d2a0f3c025a246dd90301d2c2df83a3a7cdb2ffde27fc770a8fdd3a0f1a3c4423',
    );
  });

  it('verify sign: derived, the documentation example values with orderId 999999', () => {
    expect(
      verifySign({
        sessionId: 'unikalne-id-sesji',
        orderId: 999999,
        amount: 1234,
        currency: 'PLN',
        crc: 'crc-z-panelu-p24',
      }),
    ).toBe(
      '2ee4f7c3de781eff07dd06f56ddb8b6815bee1819d8f818c716321486208b6ab9d3159922dff9a4a44da7b60d315ee30',
    );
  });

  it('refund notification sign: mnastalski/przelewy24-php tests/RefundNotificationTest.php', () => {
    expect(
      refundNotificationSign({
        orderId: 4295430336,
        sessionId: '1e715675-a42b-4d0b-81bb-f7288915be76',
        refundsUuid: '97920952-1d9b-4c90-9238-2b74ae0f48bb',
        merchantId: 235316,
        amount: 500,
        currency: 'PLN',
        status: 0,
        crc: 'c4816521bf32ed54',
      }),
    ).toBe(
      'dad28db2e0336e595bc313e3c7282ab2ba2f265021f45b85271232901fefd4bc1329fd47aa4eb735ac818e2b82c4dc24',
    );
  });

  it('compares signatures in constant time and rejects malformed input', () => {
    const sign = verifySign({ sessionId: 's', orderId: 1, amount: 1, currency: 'PLN', crc: 'c' });
    expect(signaturesEqual(sign, sign.toUpperCase())).toBe(true);
    expect(signaturesEqual(sign, sign.slice(1))).toBe(false);
    expect(signaturesEqual(sign, undefined)).toBe(false);
    expect(signaturesEqual(sign, 42)).toBe(false);
  });
});
