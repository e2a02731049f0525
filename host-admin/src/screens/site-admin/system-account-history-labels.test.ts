import { describe, expect, it } from 'vitest';
import { P24_GROUP, PAYNOW_GROUP } from '../settings/payment-accounts-fixtures.js';
import { formatHistoryValue, historyChangeText, historyFieldLabel } from './system-account-history-labels.js';

const groups = [P24_GROUP, PAYNOW_GROUP];

describe('system account history labels', () => {
  it('names a field by its group and title; a group or field no longer installed by its key; other paths as they are', () => {
    expect(historyFieldLabel('accounts.przelewy24.crcKey', groups)).toBe('Przelewy24 › Klucz CRC');
    expect(historyFieldLabel('accounts.paynow', groups)).toBe('Paynow');
    expect(historyFieldLabel('accounts.payu.clientId', groups)).toBe('payu › clientId');
    expect(historyFieldLabel('accounts.paynow.sandbox', groups)).toBe('Paynow › sandbox');
    expect(historyFieldLabel('paymentModule', groups)).toBe('paymentModule');
  });

  it("shows values as text: '—' for none, 'tak'/'nie', Polish numbers, never an object's content", () => {
    expect(formatHistoryValue(null)).toBe('—');
    expect(formatHistoryValue(undefined)).toBe('—');
    expect(formatHistoryValue(true)).toBe('tak');
    expect(formatHistoryValue(false)).toBe('nie');
    expect(formatHistoryValue(2.5)).toBe('2,5');
    expect(formatHistoryValue('••••')).toBe('••••');
    expect(formatHistoryValue({ crcKey: 'zaszyfrowany' })).toBe('(wartość złożona)');
  });

  it('summarises a whole group added, removed or replaced', () => {
    const group = (oldValue: unknown, newValue: unknown) =>
      historyChangeText({ path: 'accounts.paynow', oldValue, newValue }, groups);
    expect(group(null, { apiKey: '••••' })).toBe('Paynow: dodano konto');
    expect(historyChangeText({ path: 'accounts.paynow', newValue: { apiKey: '••••' } }, groups)).toBe(
      'Paynow: dodano konto',
    );
    expect(group({ apiKey: '••••' }, null)).toBe('Paynow: usunięto konto');
    expect(group({ apiKey: '••••' }, { apiKey: '••••', x: 1 })).toBe('Paynow: zmieniono konto');
    expect(
      historyChangeText({ path: 'accounts.przelewy24.posId', oldValue: '1', newValue: undefined }, groups),
    ).toBe('Przelewy24 › Identyfikator sklepu (POS ID): 1 → —');
  });
});
