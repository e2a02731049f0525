import { describe, expect, it } from 'vitest';
import { submitOne } from './kind-testing.js';
import {
  emailInputKind,
  firstNameKind,
  lastNameKind,
  mainEmailKind,
  migrateTextInput,
  nameKind,
  phoneNumberKind,
  postalCodeKind,
  textAreaKind,
  textInputKind,
} from './text-kinds.js';

const VALID_PESEL = '44051401458';
const VALID_NIP = '5260250274';

describe('text kinds', () => {
  it.each([
    ['TextInput trims', textInputKind, {}, '  Ala ', [], 'Ala'],
    ['TextInput takes numbers as text', textInputKind, {}, 12, [], '12'],
    ['TextInput refuses non-text', textInputKind, {}, { a: 1 }, ['Podaj tekst.'], undefined],
    [
      'TextInput limits length',
      textInputKind,
      {},
      'x'.repeat(501),
      ['Tekst może mieć najwyżej 500 znaków.'],
      undefined,
    ],
    ['TextArea takes long text', textAreaKind, {}, 'x'.repeat(4000), [], undefined],
    ['EmailInput e-mail', emailInputKind, {}, 'ala@example.pl', [], 'ala@example.pl'],
    ['EmailInput refuses', emailInputKind, {}, 'ala@example', ['Podaj poprawny adres e-mail.'], undefined],
    ['MainEmail refuses', mainEmailKind, {}, 'ala example.pl', ['Podaj poprawny adres e-mail.'], undefined],
    // spec §5 "Phone: 9 digits, or an international number starting with +. Spaces are removed first."
    ['PhoneNumber 9 digits with spaces', phoneNumberKind, {}, '600 100 200', [], '600 100 200'],
    ['PhoneNumber international', phoneNumberKind, {}, '+44 7911 123456', [], undefined],
    [
      'PhoneNumber refuses',
      phoneNumberKind,
      {},
      '60010020',
      ['Podaj poprawny numer telefonu: 9 cyfr albo numer międzynarodowy zaczynający się od +.'],
      undefined,
    ],
    ['PostalCode NN-NNN', postalCodeKind, {}, '00-950', [], '00-950'],
    ['PostalCode refuses', postalCodeKind, {}, '00950', ['Podaj kod pocztowy w formacie NN-NNN.'], undefined],
    // spec §5 PESEL and NIP checksums, by well-known field name whatever the text kind
    ['national_no valid PESEL', textInputKind, { field_name: 'national_no' }, VALID_PESEL, [], undefined],
    [
      'national_no bad PESEL',
      textInputKind,
      { field_name: 'national_no' },
      '44051401459',
      ['Podaj poprawny numer PESEL.'],
      undefined,
    ],
    [
      'parent_national_no2 bad PESEL',
      textInputKind,
      { field_name: 'parent_national_no2' },
      '1',
      ['Podaj poprawny numer PESEL.'],
      undefined,
    ],
    ['tax_id NIP with dashes', textInputKind, { field_name: 'tax_id' }, '526-025-02-74', [], undefined],
    [
      'customer_tax_id bad NIP',
      textInputKind,
      { field_name: 'customer_tax_id' },
      '5260250275',
      ['Podaj poprawny NIP (10 cyfr).'],
      undefined,
    ],
    [
      'email_main_2 in a TextInput',
      textInputKind,
      { field_name: 'email_main_2' },
      'nope',
      ['Podaj poprawny adres e-mail.'],
      undefined,
    ],
    [
      'customer_postal_code in a TextInput',
      textInputKind,
      { field_name: 'customer_postal_code' },
      '1-234',
      ['Podaj kod pocztowy w formacie NN-NNN.'],
      undefined,
    ],
    ['FirstName', firstNameKind, {}, 'Ala', [], 'Ala'],
    ['LastName', lastNameKind, {}, 'Kowalska', [], 'Kowalska'],
    ['Name', nameKind, {}, 'ACME sp. z o.o.', [], undefined],
  ])('%s', (_name, kind, data, value, messages, cleaned) => {
    const result = submitOne(kind, value, { data });
    expect(result.messages).toEqual(messages);
    if (cleaned !== undefined) expect(result.value).toEqual(cleaned);
  });

  it('validates a NIP with the spec checksum', () => {
    expect(submitOne(textInputKind, VALID_NIP, { data: { field_name: 'tax_id' } }).messages).toEqual([]);
  });

  it("personal kinds default to the spec's well-known field names; first and last name and e-mail are required", () => {
    expect(
      [firstNameKind, lastNameKind, mainEmailKind, phoneNumberKind, postalCodeKind, nameKind].map((kind) => [
        kind.defaults().field_name,
        kind.defaults().required,
      ]),
    ).toEqual([
      ['first_name', true],
      ['last_name', true],
      ['email_main', true],
      ['phone_number', false],
      ['postal_code', false],
      ['company_name', false],
    ]);
    expect(submitOne(firstNameKind, '  ').messages).toEqual(['To pole jest wymagane.']);
  });

  it('TextInput version 1 kept the field name in `name`; version 2 keeps it in field_name', () => {
    expect(textInputKind.version).toBe(2);
    expect(migrateTextInput({ name: 'nick', label: 'Pseudonim', required: true }, 1)).toEqual({
      field_name: 'nick',
      label: 'Pseudonim',
      required: true,
    });
    expect(migrateTextInput({ field_name: 'a', name: 'b' }, 1)).toEqual({ field_name: 'a' });
    expect(textInputKind.migrate?.({ field_name: 'a' }, 2)).toEqual({ field_name: 'a' });
  });

  it('definition entry is the data with plugin and element', () => {
    expect(textAreaKind.toDefinition(textAreaKind.defaults())).toEqual({
      field_name: 'long_text',
      label: 'Uwagi',
      required: false,
      rows: 4,
      plugin: 'TextArea',
      element: 'TextArea',
    });
  });
});
