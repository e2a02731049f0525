import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './provider-error.js';
import { requiredSetting } from './required-setting.js';

const owner = { provider: 'payu', label: 'PayU' };

describe("requiredSetting (a provider's required key or id)", () => {
  it('answers the trimmed text, and an id stored as a number as its digits', () => {
    expect(requiredSetting({ clientId: '  300746 ' }, 'clientId', 'Client ID', owner)).toBe('300746');
    expect(requiredSetting({ posId: 300746 }, 'posId', 'POS ID', owner)).toBe('300746');
  });

  it('missing, blank or not text → a configuration error in Polish naming the field, the field in the log detail', () => {
    for (const settings of [{}, { md5: '   ' }, { md5: Number.NaN }, { md5: { set: true } }]) {
      const error = (() => {
        try {
          requiredSetting(settings, 'md5', 'Drugi klucz (MD5)', owner);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).toMatchObject({
        code: 'configuration',
        userMessage:
          'Płatności PayU nie są skonfigurowane: brak pola „Drugi klucz (MD5)” w ustawieniach PayU. Skontaktuj się z organizatorem.',
        detail: { provider: 'payu', missingField: 'md5' },
      });
    }
  });
});
