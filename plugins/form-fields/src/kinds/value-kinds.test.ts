import { describe, expect, it } from 'vitest';
import { datePickerKind } from './date-picker-kind.js';
import { submitOne } from './kind-testing.js';
import { multiplierKind, numberInputKind, rangeKind } from './number-kinds.js';
import { emailToggleKind, emptyFormToggleKind, toggleFieldKind } from './toggle-kinds.js';

describe('number kinds (NumberInput, Multiplier, Range: min, max, step)', () => {
  it.each([
    ['NumberInput number', numberInputKind, {}, 3.5, [], 3.5],
    ['NumberInput decimal comma', numberInputKind, {}, ' 2,5 ', [], 2.5],
    ['NumberInput text', numberInputKind, {}, 'dwa', ['Podaj liczbę.'], undefined],
    [
      'NumberInput below min',
      numberInputKind,
      { min: 1 },
      0,
      ['Wartość nie może być mniejsza niż 1.'],
      undefined,
    ],
    [
      'NumberInput above max',
      numberInputKind,
      { max: 2.5 },
      3,
      ['Wartość nie może być większa niż 2,5.'],
      undefined,
    ],
    [
      'NumberInput off step',
      numberInputKind,
      { min: 1, step: 2 },
      4,
      ['Dozwolone są wartości co 2, licząc od 1.'],
      undefined,
    ],
    ['NumberInput decimal step', numberInputKind, { step: 0.1 }, 0.3, [], 0.3],
    ['Multiplier whole', multiplierKind, {}, '3', [], 3],
    ['Multiplier fraction', multiplierKind, {}, 1.5, ['Podaj liczbę całkowitą.'], undefined],
    [
      'Multiplier default max 10',
      multiplierKind,
      {},
      11,
      ['Wartość nie może być większa niż 10.'],
      undefined,
    ],
    ['Multiplier zero', multiplierKind, {}, 0, [], 0],
    ['Range default 0–100', rangeKind, {}, 101, ['Wartość nie może być większa niż 100.'], undefined],
    ['Range negative', rangeKind, {}, -1, ['Wartość nie może być mniejsza niż 0.'], undefined],
  ])('%s', (_name, kind, data, value, messages, cleaned) => {
    const result = submitOne(kind, value, { data });
    expect(result.messages).toEqual(messages);
    if (cleaned !== undefined) expect(result.value).toBe(cleaned);
  });
});

describe('DatePicker (submitted \'yyyy-MM-dd\'; spec §3 "dateFormat (default dd/MM/yyyy)")', () => {
  it('defaults the dateFormat to dd/MM/yyyy', () => {
    expect(datePickerKind.defaults().dateFormat).toBe('dd/MM/yyyy');
  });

  it.each([
    ['ISO day', {}, '2024-02-29', [], '2024-02-29'],
    ['Polish writing', {}, '01/05/2024', [], '2024-05-01'],
    ['dotted', {}, '01.05.2024', [], '2024-05-01'],
    ['impossible day', {}, '2023-02-29', ['Podaj poprawną datę.'], undefined],
    ['not a date', {}, 'jutro', ['Podaj poprawną datę.'], undefined],
    ['number', {}, 20240101, ['Podaj poprawną datę.'], undefined],
    ['birth date today', { field_name: 'birth_date' }, '2025-03-01', [], undefined],
    [
      'birth date tomorrow',
      { field_name: 'birth_date' },
      '2025-03-02',
      ['Data urodzenia nie może być późniejsza niż dzisiejsza.'],
      undefined,
    ],
    [
      'guardian birth date in the future',
      { field_name: 'parent_birth_date' },
      '2030-01-01',
      ['Data urodzenia nie może być późniejsza niż dzisiejsza.'],
      undefined,
    ],
  ])('%s', (_name, data, value, messages, cleaned) => {
    const result = submitOne(datePickerKind, value, { data });
    expect(result.messages).toEqual(messages);
    if (cleaned !== undefined) expect(result.value).toBe(cleaned);
  });
});

describe('toggles (spec §3 "Toggle values are coerced to boolean when 1 or \'true\'"; Tak/Nie labels)', () => {
  it.each([
    [true, true],
    [1, true],
    ['true', true],
    [false, false],
    [0, false],
    ['false', false],
  ])('%j → %j', (value, expected) => {
    expect(submitOne(toggleFieldKind, value)).toMatchObject({ value: expected, errors: [] });
  });

  it('a required toggle (a consent) must be switched on', () => {
    expect(submitOne(emailToggleKind, 'false', { data: { required: true } }).messages).toEqual([
      'To pole jest wymagane.',
    ]);
    expect(submitOne(emailToggleKind, 1, { data: { required: true } }).messages).toEqual([]);
  });

  it('labels Tak and Nie by default and names the e-mail consent marketing_consent', () => {
    for (const kind of [toggleFieldKind, emailToggleKind, emptyFormToggleKind]) {
      expect(kind.defaults()).toMatchObject({ yesLabel: 'Tak', noLabel: 'Nie' });
    }
    expect(emailToggleKind.defaults().field_name).toBe('marketing_consent');
  });
});
