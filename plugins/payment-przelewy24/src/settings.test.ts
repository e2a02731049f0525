import { PaymentProviderError } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { P24_SETTINGS_SCHEMA, readP24Credentials } from './settings.js';

function configError(settings: Record<string, unknown>): PaymentProviderError {
  try {
    readP24Credentials(settings);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      return error;
    }
    throw error;
  }
  throw new Error('no error');
}

describe('P24 settings', () => {
  it('declares the organization group’s field names with secrets write-only', () => {
    const organizationFields = ['posId', 'merchantId', 'orderKey', 'crcKey', 'apiKey'];
    for (const name of Object.keys(P24_SETTINGS_SCHEMA.properties)) {
      expect(organizationFields).toContain(name);
    }
    for (const secret of ['orderKey', 'crcKey', 'apiKey'] as const) {
      expect(P24_SETTINGS_SCHEMA.properties[secret].writeOnly).toBe(true);
    }
    expect(P24_SETTINGS_SCHEMA.properties.apiKey.description).toContain('Hasło do REST API');
  });

  it('reads ids given as text or numbers; posId defaults to merchantId', () => {
    expect(readP24Credentials({ merchantId: '12345', crcKey: 'c', apiKey: 'k' })).toEqual({
      merchantId: 12345,
      posId: 12345,
      crcKey: 'c',
      apiKey: 'k',
    });
    expect(
      readP24Credentials({ merchantId: 12345, posId: ' 777 ', crcKey: 'c', apiKey: 'k', orderKey: 'o' })
        .posId,
    ).toBe(777);
  });

  it('uses the legacy orderKey as the Basic password only when apiKey is empty', () => {
    expect(readP24Credentials({ merchantId: '1', crcKey: 'c', apiKey: '', orderKey: 'legacy' }).apiKey).toBe(
      'legacy',
    );
    expect(
      readP24Credentials({ merchantId: '1', crcKey: 'c', apiKey: 'new', orderKey: 'legacy' }).apiKey,
    ).toBe('new');
  });

  it('names the missing or invalid field in Polish', () => {
    const missingMerchant = configError({ crcKey: 'c', apiKey: 'k' });
    expect(missingMerchant.code).toBe('configuration');
    expect(missingMerchant.userMessage).toBe(
      'Przelewy24 nie jest skonfigurowane: brak pola „Identyfikator sprzedawcy (merchant ID)” w ustawieniach płatności.',
    );
    expect(configError({ merchantId: '1', apiKey: 'k', crcKey: '  ' }).userMessage).toContain('„Klucz CRC”');
    expect(configError({ merchantId: '1', crcKey: 'c' }).userMessage).toContain('„Klucz API (raporty)”');
    expect(configError({ merchantId: 'abc', crcKey: 'c', apiKey: 'k' }).userMessage).toBe(
      'Przelewy24 nie jest poprawnie skonfigurowane: pole „Identyfikator sprzedawcy (merchant ID)” musi być liczbą całkowitą dodatnią.',
    );
    expect(configError({ merchantId: '1', posId: '-5', crcKey: 'c', apiKey: 'k' }).detail).toEqual({
      provider: 'przelewy24',
      field: 'posId',
      problem: 'invalid',
    });
  });

  it('never puts secrets into configuration errors', () => {
    const error = configError({ merchantId: 'x', crcKey: 'secret-crc', apiKey: 'secret-api' });
    expect(JSON.stringify({ message: error.message, detail: error.detail })).not.toMatch(/secret-/);
  });
});
