import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  formatPolishCount,
  POLISH_PLURAL_UNITS,
  polishPluralCategory,
  polishPluralWord,
} from './polish-plural.js';

describe('Polish plural forms — spec §9: "Polish plural forms exist for years, months, weeks, days, hours, minutes, seconds, installments and places"', () => {
  it.each([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [14, 'many'],
    [21, 'many'],
    [22, 'few'],
    [101, 'many'],
    [112, 'many'],
    [122, 'few'],
    [-1, 'one'],
    [-3, 'few'],
    [1.5, 'other'],
    [0.5, 'other'],
  ] as const)('Intl.PluralRules("pl"): %d is %s', (count, category) => {
    expect(polishPluralCategory(count)).toBe(category);
  });

  it.each([
    [1, 'years', '1 rok'],
    [2, 'years', '2 lata'],
    [5, 'years', '5 lat'],
    [22, 'years', '22 lata'],
    [1.5, 'years', '1,5 roku'],
    [1, 'months', '1 miesiąc'],
    [3, 'months', '3 miesiące'],
    [12, 'months', '12 miesięcy'],
    [1, 'weeks', '1 tydzień'],
    [2, 'weeks', '2 tygodnie'],
    [6, 'weeks', '6 tygodni'],
    [1, 'days', '1 dzień'],
    [2, 'days', '2 dni'],
    [0, 'days', '0 dni'],
    [1, 'hours', '1 godzina'],
    [24, 'hours', '24 godziny'],
    [1.5, 'hours', '1,5 godziny'],
    [1, 'minutes', '1 minuta'],
    [30, 'minutes', '30 minut'],
    [1, 'seconds', '1 sekunda'],
    [45, 'seconds', '45 sekund'],
    [1, 'installments', '1 rata'],
    [3, 'installments', '3 raty'],
    [12, 'installments', '12 rat'],
    [1, 'places', '1 miejsce'],
    [4, 'places', '4 miejsca'],
    [0, 'places', '0 miejsc'],
    [10000, 'places', '10000 miejsc'],
    [-2, 'days', '-2 dni'],
  ] as const)('%d %s → %j', (count, unit, expected) => {
    expect(formatPolishCount(count, unit)).toBe(expected);
  });

  it('every unit has all four forms', () => {
    for (const forms of Object.values(POLISH_PLURAL_UNITS)) {
      expect(Object.keys(forms).sort()).toEqual(['few', 'many', 'one', 'other']);
    }
  });

  it('takes custom forms', () => {
    const participants = { one: 'uczestnik', few: 'uczestnicy', many: 'uczestników', other: 'uczestnika' };
    expect(polishPluralWord(5, participants)).toBe('uczestników');
    expect(formatPolishCount(3, participants)).toBe('3 uczestnicy');
  });

  it('rejects non-finite counts and unknown units', () => {
    expect(() => polishPluralCategory(Number.NaN)).toThrow(
      new ValidationError('Liczba musi być skończoną liczbą'),
    );
    expect(() => formatPolishCount(Number.POSITIVE_INFINITY, 'days')).toThrow(ValidationError);
    expect(() => polishPluralCategory('3' as never)).toThrow(ValidationError);
    expect(() => polishPluralWord(1, 'decades' as never)).toThrow(
      'Nieznana jednostka „decades”; dozwolone: years, months, weeks, days, hours, minutes, seconds, installments, places',
    );
    expect(() => polishPluralWord(1, 'toString' as never)).toThrow(ValidationError);
  });
});
