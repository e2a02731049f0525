import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { polishDayOfInstant } from './calendar-day.js';
import { compilePricingRule } from './compile-pricing-rule.js';
import { prepareRuleData } from './form-values.js';
import { applyPricingLogic, PRICING_EXTRA_OPERATORS } from './rule-operations.js';

const NOW = new Date('2025-06-15T10:00:00Z');

function evaluate(rule: unknown, formData: Record<string, unknown> = {}, now = NOW): unknown {
  return applyPricingLogic(
    compilePricingRule(rule),
    prepareRuleData(formData, undefined),
    polishDayOfInstant(now),
  );
}

describe('money operations: exact decimal arithmetic on amounts in złoty', () => {
  it.each([
    [{ 'money+': ['0,1', '0,2'] }, '0.3'], // never 0.30000000000000004
    [{ 'money+': [0.1, 0.2] }, '0.3'],
    [{ 'money+': ['12,50 zł', '1 000,00 zł', 7] }, '1019.5'],
    [{ 'money+': [{ var: 'missing' }, '', null, '5'] }, '5'], // empty fields count as 0 zł
    [{ 'money-': ['10', '0,01'] }, '9.99'],
    [{ 'money-': ['12,50'] }, '-12.5'],
    [{ 'money*': ['120,50', 3] }, '361.5'],
    [{ 'money*': ['19,99', '0,23'] }, '4.5977'],
    [{ 'money/': ['100', '3'] }, '33.33333333333333333333333333333333333333'], // 40 significant digits
    [{ 'money/': ['1', '8'] }, '0.125'],
    [
      { 'money+': ['123456789012345678901234567890,1234567891', '0,0000000009'] },
      '123456789012345678901234567890.12345679',
    ],
  ])('%j → %s', (rule, expected) => {
    expect(evaluate(rule)).toBe(expected);
  });

  it.each([
    [{ 'money==': ['12,50', 12.5] }, true],
    [{ 'money==': ['0,1', { 'money-': ['0,3', '0,2'] }] }, true],
    [{ 'money<': ['9,99', '10'] }, true],
    [{ 'money<': ['10', '10'] }, false],
    [{ 'money<=': ['10', '10,00 zł'] }, true],
    [{ 'money>': ['10,01', '10'] }, true],
    [{ 'money>': ['10', '10'] }, false],
    [{ 'money>=': ['-1', '0'] }, false],
    [{ 'money>=': [{ 'money*': [{ var: 'nights' }, '120,50'] }, '300 zł'] }, true],
  ])('%j → %s', (rule, expected) => {
    expect(evaluate(rule, { nights: '3' })).toBe(expected);
  });

  it("rejects division by zero: 'Dzielenie przez zero w regule'", () => {
    expect(() => evaluate({ 'money/': ['10', '0,00'] })).toThrow(
      new ValidationError('Dzielenie przez zero w regule'),
    );
  });

  it.each([
    [{ 'money+': ['abc'] }, 'Nieprawidłowa kwota „abc”; oczekiwano np. 1 234,56 zł'],
    [{ 'money+': [true] }, 'Nieprawidłowa kwota „true” w regule'],
    [{ 'money+': [{ var: 'list' }] }, 'Nieprawidłowa kwota „a,b” w regule'],
    [{ 'money+': ['1e3'] }, 'Nieprawidłowa kwota „1e3”; oczekiwano np. 1 234,56 zł'],
  ])('rejects a malformed amount %j', (rule, message) => {
    expect(() => evaluate(rule, { list: ['a', 'b'] })).toThrow(message);
  });
});

describe('age: from a birth date field and the evaluation date passed in — no clock reads', () => {
  it.each([
    ['2007-06-15', 18],
    ['2007-06-16', 17],
    ['1950-01-01', 75],
    ['2025-06-15', 0],
  ])('born %s, evaluated on 2025-06-15: %i', (birth, age) => {
    expect(evaluate({ age: [{ var: 'birth_date' }] }, { birth_date: birth })).toBe(age);
  });

  it('counts to the day of `now` in Poland (22:30 UTC on 14 June is already 15 June in Warsaw)', () => {
    const rule = { age: [{ var: 'birth_date' }] };
    expect(evaluate(rule, { birth_date: '2007-06-15' }, new Date('2025-06-14T22:30:00Z'))).toBe(18);
    expect(evaluate(rule, { birth_date: '2007-06-15' }, new Date('2025-06-14T21:30:00Z'))).toBe(17);
  });

  it('gives no age for an empty birth date, so every numeric comparison with it is false', () => {
    expect(evaluate({ age: [{ var: 'birth_date' }] }, {})).toBeUndefined();
    for (const operator of ['<', '<=', '>', '>=', '==']) {
      expect(evaluate({ [operator]: [{ age: [{ var: 'birth_date' }] }, 26] }, { birth_date: '' })).toBe(
        false,
      );
      expect(evaluate({ [operator]: [{ age: [{ var: 'birth_date' }] }, 0] }, {})).toBe(false);
    }
  });

  it('rejects a malformed or future birth date', () => {
    expect(() => evaluate({ age: [{ var: 'b' }] }, { b: '15.06.2007' })).toThrow(ValidationError);
    expect(() => evaluate({ age: [{ var: 'b' }] }, { b: '2030-01-01' })).toThrow(
      'Data urodzenia jest późniejsza niż data obliczenia',
    );
  });

  it('works inside array operations, where the data is an element', () => {
    const rule = { some: [{ var: 'children' }, { '<': [{ age: [{ var: '' }] }, 3] }] };
    expect(evaluate(rule, { children: ['2010-01-01', '2023-09-01'] })).toBe(true);
    expect(evaluate(rule, { children: ['2010-01-01'] })).toBe(false);
  });
});

describe('date comparison on ISO dates', () => {
  it.each([
    ['date<', '2025-05-31', '2025-06-01', true],
    ['date<', '2025-06-01', '2025-06-01', false],
    ['date<=', '2025-06-01', '2025-06-01', true],
    ['date<=', '2025-06-02', '2025-06-01', false],
    ['date>', '2025-06-02', '2025-06-01', true],
    ['date>', '2025-06-01', '2025-06-01', false],
    ['date>=', '2025-06-01', '2025-06-01', true],
    ['date>=', '2024-12-31', '2025-01-01', false],
    ['date==', '2025-06-01T08:00', '2025-06-01', true],
    ['date==', '2025-05-31T22:30:00Z', '2025-06-01', true], // the instant's day in Poland
    ['date==', '2024-02-29', '2024-03-01', false],
    ['date<', '', '2025-06-01', false], // empty values never match
    ['date>=', '2025-06-01', null, false],
  ])('%s(%s, %s) → %s', (operator, left, right, expected) => {
    expect(evaluate({ [operator]: [{ var: 'a' }, { var: 'b' }] }, { a: left, b: right })).toBe(expected);
  });

  it('rejects a date that is not ISO', () => {
    expect(() => evaluate({ 'date<': ['01.06.2025', '2025-06-01'] })).toThrow(
      'Nieprawidłowa data „01.06.2025”; oczekiwano np. 2024-05-31',
    );
  });
});

describe('evaluation isolation', () => {
  it('documents the extra operator names', () => {
    expect(PRICING_EXTRA_OPERATORS).toEqual([
      'money+',
      'money-',
      'money*',
      'money/',
      'money==',
      'money<',
      'money<=',
      'money>',
      'money>=',
      'age',
      'date==',
      'date<',
      'date<=',
      'date>',
      'date>=',
    ]);
  });

  it('form fields named like Object.prototype members are plain fields', () => {
    expect(evaluate({ var: 'toString' }, {})).toBeNull();
    expect(evaluate({ var: 'hasOwnProperty' }, { hasOwnProperty: 'x' })).toBe('x');
  });
});
