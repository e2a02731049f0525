import { describe, expect, it } from 'vitest';
import { isP24BusinessType, P24_BUSINESS_TYPES } from './business-types.js';
import { merchantRegistrationBody } from './merchant-registration.js';
import { type MerchantRegistrationInput, validateMerchantRegistration } from './merchant-validation.js';
import { isP24TradeCode, P24_TRADE_CODES } from './trades.js';

// Valid numbers from core's validation tests (python-stdnum vectors).
const PESEL = '44051401359';
const NIP = '8567346215';
const REGON = '192598184';
const ACCOUNT = '61 1090 1014 0000 0712 1981 2874';

function company(overrides: Partial<MerchantRegistrationInput> = {}): MerchantRegistrationInput {
  return {
    businessType: 8,
    name: 'Obozy Letnie sp. z o.o.',
    email: 'biuro@obozy.pl',
    nip: NIP,
    regon: REGON,
    krs: '0000123456',
    phoneNumber: '501234567',
    bankAccount: ACCOUNT,
    invoiceEmail: 'faktury@obozy.pl',
    shopUrl: 'https://obozy.pl',
    trade: 'szkol',
    contactPerson: { name: 'Anna Nowak', email: 'anna@obozy.pl', phoneNumber: '501234568' },
    technicalContact: { name: 'Piotr Wiśniewski', email: 'it@obozy.pl', phoneNumber: '501234569' },
    address: { street: 'ul. Piotrkowska 1', postCode: '90-001', city: 'Łódź' },
    ...overrides,
  };
}

describe('P24 marketplace reference lists', () => {
  it('has the 92 trade codes and 10 business types of openapi-marketplace.yml', () => {
    expect(P24_TRADE_CODES).toHaveLength(92);
    expect(new Set(P24_TRADE_CODES).size).toBe(92);
    expect(isP24TradeCode('szkol')).toBe(true);
    expect(isP24TradeCode('toString')).toBe(false);
    expect(P24_BUSINESS_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([0, 11, 1.5, '1'].some(isP24BusinessType)).toBe(false);
  });
});

describe('validateMerchantRegistration', () => {
  it('accepts a valid company, a sole trader without KRS and a natural person with PESEL only', () => {
    expect(validateMerchantRegistration(company())).toEqual([]);
    expect(validateMerchantRegistration(company({ businessType: 2, krs: undefined }))).toEqual([]);
    expect(
      validateMerchantRegistration(
        company({
          businessType: 1,
          pesel: PESEL,
          nip: undefined,
          regon: undefined,
          krs: undefined,
          shopUrl: undefined,
          servicesDescription: 'Korepetycje',
        }),
      ),
    ).toEqual([]);
  });

  it('applies the PESEL/NIP/REGON/KRS rules by business type with Polish messages', () => {
    expect(
      validateMerchantRegistration(
        company({ businessType: 1, nip: undefined, regon: undefined, krs: undefined }),
      ),
    ).toEqual([{ field: 'pesel', message: 'Podaj numer PESEL (wymagany dla osoby fizycznej).' }]);
    expect(
      validateMerchantRegistration(
        company({ businessType: 3, nip: undefined, regon: '123', krs: undefined }),
      ),
    ).toEqual([
      { field: 'nip', message: 'Podaj numer NIP.' },
      { field: 'regon', message: 'Nieprawidłowy numer REGON.' },
    ]);
    expect(validateMerchantRegistration(company({ businessType: 4, krs: undefined }))).toEqual([
      { field: 'krs', message: 'Podaj numer KRS (wymagany dla tego rodzaju działalności).' },
    ]);
    expect(validateMerchantRegistration(company({ businessType: 9, krs: '12345' }))).toEqual([
      { field: 'krs', message: 'Numer KRS musi mieć 10 cyfr.' },
    ]);
    expect(validateMerchantRegistration(company({ nip: '8567346216' }))[0]?.message).toBe(
      'Nieprawidłowy numer NIP.',
    );
  });

  it('checks the remaining fields', () => {
    const issues = validateMerchantRegistration({
      ...company(),
      businessType: 11 as 1,
      name: 'AB',
      phoneNumber: '+48 501',
      bankAccount: '123',
      shopUrl: '',
      servicesDescription: '',
      trade: 'nieznana' as 'agd',
      contactPerson: { name: '', email: 'x', phoneNumber: '1' },
      address: { street: 'A', postCode: '90001x', city: 'Łódź' },
      representatives: [{ name: 'Jan Kowalski', pesel: '44051401358' }],
    });
    expect(issues.map((i) => i.field)).toEqual([
      'businessType',
      'name',
      'phoneNumber',
      'bankAccount',
      'shopUrl',
      'trade',
      'representatives.0.pesel',
      'contactPerson.name',
      'contactPerson.email',
      'contactPerson.phoneNumber',
      'address.street',
      'address.postCode',
    ]);
    expect(issues.find((i) => i.field === 'shopUrl')?.message).toBe(
      'Podaj adres strony internetowej albo opis świadczonych usług.',
    );
  });

  it('never throws for missing objects', () => {
    expect(validateMerchantRegistration({}).length).toBeGreaterThan(5);
  });
});

describe('merchantRegistrationBody', () => {
  it('maps to P24’s snake_case body with nested persons and addresses', () => {
    const body = merchantRegistrationBody(company({ nip: '856-734-62-15' }));
    expect(body).toMatchObject({
      business_type: 8,
      nip: NIP,
      regon: REGON,
      krs: '0000123456',
      phone_number: '501234567',
      bank_account: '61109010140000071219812874',
      trade: 'szkol',
      contact_person: { name: 'Anna Nowak', email: 'anna@obozy.pl', phone_number: '501234568' },
      address: { country: 'PL', city: 'Łódź', post_code: '90-001', street: 'ul. Piotrkowska 1' },
      correspondence_address: {
        country: 'PL',
        city: 'Łódź',
        post_code: '90-001',
        street: 'ul. Piotrkowska 1',
      },
    });
    expect(body).not.toHaveProperty('pesel');
  });
});
