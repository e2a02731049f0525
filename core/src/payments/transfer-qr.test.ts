import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { transferAccountDigits, transferQrAccount, transferQrPayload } from './transfer-qr.js';

describe('transferQrPayload (Rekomendacja ZBP, standard kodów dwuwymiarowych)', () => {
  it("worked example '2D dla Odbiorcy typ 1 z kwotą płatności bez możliwości edycji': NIP|PL|account|amount 6 digits in grosze|name|title|||", () => {
    expect(
      transferQrPayload({
        recipientNip: '1234567890',
        accountNumber: '92124012340001567890123456',
        amount: 1_200,
        recipientName: 'Odbiorca 1',
        title: 'FV 1234/34/2012',
      }),
    ).toBe('1234567890|PL|92124012340001567890123456|001200|Odbiorca 1|FV 1234/34/2012|||');
  });

  it("worked examples 'z manualnie uzupełnianą kwotą' (000000) and 'Odbiorca typ 2' (no NIP)", () => {
    const base = { accountNumber: '92124012340001567890123456', recipientName: 'Odbiorca 1' };
    expect(
      transferQrPayload({ ...base, amount: 0, title: 'FV 1234/34/2012', recipientNip: '1234567890' }),
    ).toBe('1234567890|PL|92124012340001567890123456|000000|Odbiorca 1|FV 1234/34/2012|||');
    expect(transferQrPayload({ ...base, amount: 1_200, title: 'Przelew ekspress' })).toBe(
      '|PL|92124012340001567890123456|001200|Odbiorca 1|Przelew ekspress|||',
    );
  });

  it('recipient name ≤ 20 and title ≤ 32 characters (Polish letters count once), separators removed', () => {
    const payload = transferQrPayload({
      accountNumber: 'PL61 1090 1014 0000 0712 1981 2874',
      amount: 12_345,
      recipientName: 'Fundacja Żółwia | Łódź i okolice',
      title: 'ZAPISY-Ab12Cd34Ef56 Zażółć Gęślą Jaźń',
      recipientNip: '521-434-96-36',
    });
    const fields = payload.split('|');
    expect(fields).toHaveLength(9);
    expect(fields[0]).toBe('5214349636');
    expect(fields[2]).toBe('61109010140000071219812874');
    expect(fields[3]).toBe('012345');
    expect(fields[4]).toBe('Fundacja Żółwia Łódź');
    expect(Array.from(fields[5] ?? '')).toHaveLength(32);
    expect(fields[5]).toBe('ZAPISY-Ab12Cd34Ef56 Zażółć Gęślą');
  });

  it('an amount above 9 999,99 zł does not fit six digits: 000000 lets the payer type it', () => {
    const payload = transferQrPayload({
      accountNumber: '92124012340001567890123456',
      amount: 1_000_000,
      recipientName: 'X',
      title: 'Y',
    });
    expect(payload.split('|')[3]).toBe('000000');
  });

  it('a NIP other than 10 digits is left empty; a bad account or amount is a ValidationError', () => {
    expect(
      transferQrPayload({
        accountNumber: '92124012340001567890123456',
        amount: 1,
        recipientName: 'a',
        title: 'b',
        recipientNip: '123',
      }),
    ).toMatch(/^\|PL\|/);
    expect(() => transferQrAccount('PL12')).toThrow(ValidationError);
    expect(() =>
      transferQrPayload({
        accountNumber: '92124012340001567890123456',
        amount: -1,
        recipientName: 'a',
        title: 'b',
      }),
    ).toThrow('Kwota do kodu QR musi być nieujemną liczbą groszy');
    expect(() =>
      transferQrPayload({
        accountNumber: '92124012340001567890123456',
        amount: 1.5,
        recipientName: 'a',
        title: 'b',
      }),
    ).toThrow(ValidationError);
  });

  it('transferAccountDigits: the 26 digits of a Polish account, null when none is set or it is not one', () => {
    expect(transferAccountDigits('PL61 1090 1014 0000 0712 1981 2874')).toBe('61109010140000071219812874');
    expect(transferAccountDigits('61-1090-1014-0000-0712-1981-2874')).toBe('61109010140000071219812874');
    expect(transferAccountDigits('')).toBeNull();
    expect(transferAccountDigits('   ')).toBeNull();
    expect(transferAccountDigits(undefined)).toBeNull();
    expect(transferAccountDigits('PL12')).toBeNull();
  });
});
