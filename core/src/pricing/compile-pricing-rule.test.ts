import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { compilePricingRule, MAX_PRICING_RULE_DEPTH, validatePricingRule } from './compile-pricing-rule.js';

describe('validatePricingRule: rules are JSON data checked against an allow-list, never code', () => {
  it.each([
    ['a field condition', { '==': [{ var: 'ticket_type' }, 'vip'] }],
    ['a constant true', true],
    ['a constant false', false],
    [
      'nested and/or/if',
      { and: [{ or: [{ '>': [{ var: 'n' }, 1] }, { '!': { var: 'x' } }] }, { if: [1, 2, 3] }] },
    ],
    ['unary syntax of var', { '!!': { var: 'company_name' } }],
    ['var with a default', { var: ['nights', 0] }],
    ['var with a number path', { var: 1 }],
    ['var of the whole data (empty path)', { var: '' }],
    ['array operations', { some: [{ var: 'workshop' }, { '==': [{ var: '' }, 'a'] }] }],
    ['money operations', { 'money>=': [{ 'money*': [{ var: 'nights' }, '120,50'] }, '300 zł'] }],
    [
      'age and dates',
      { and: [{ '<': [{ age: [{ var: 'birth_date' }] }, 26] }, { 'date<': [{ var: 'd' }, '2025-06-01'] }] },
    ],
    ['unary money-', { 'money-': [5] }],
    ['literal null inside', { '==': [{ var: 'x' }, null] }],
  ])('accepts %s', (_, rule) => {
    expect(validatePricingRule(rule)).toEqual([]);
  });

  it.each([
    [
      'method (json-logic can call methods of objects)',
      { method: [{ var: 'name' }, 'toUpperCase'] },
      'Operator „method” jest niedozwolony w regułach płatności',
    ],
    ['log (console output)', { log: 'x' }, 'Operator „log” jest niedozwolony w regułach płatności'],
    ['an unknown operator', { eval: 'process.exit()' }, 'Nieznany operator „eval” w regule'],
    ['a dotted operator path', { 'Math.max': [1, 2] }, 'Nieznany operator „Math.max” w regule'],
    [
      'a prefixed internal name',
      { zapisy_pricing_age: ['2000-01-01'] },
      'Nieznany operator „zapisy_pricing_age” w regule',
    ],
    ['an Object.prototype name', { toString: [] }, 'Nieznany operator „toString” w regule'],
    [
      'a rule given as text (never parsed, never run)',
      '{"==":[1,1]}',
      'Reguła jest tekstem; oczekiwano danych JSON logiki (reguły nie są kodem)',
    ],
    [
      'a number as the whole rule',
      1,
      'Reguła musi być obiektem z jednym operatorem albo wartością true lub false',
    ],
    [
      'null as the whole rule',
      null,
      'Reguła musi być obiektem z jednym operatorem albo wartością true lub false',
    ],
    [
      'an array as the whole rule',
      [true],
      'Reguła musi być obiektem z jednym operatorem albo wartością true lub false',
    ],
    ['an empty object', {}, 'Pusty obiekt „{}” w regule; oczekiwano operatora'],
    [
      'two keys in one object',
      { '==': [1, 1], '!=': [1, 2] },
      'Obiekt w regule musi mieć dokładnie jeden operator, a ma klucze: ==, !=',
    ],
    [
      'a computed var path',
      { var: { cat: ['con', 'structor'] } },
      'Operator „var” przyjmuje nazwę pola wpisaną wprost (tekst lub liczbę)',
    ],
    [
      'var reaching a prototype',
      { var: 'name.constructor' },
      'Niedozwolona nazwa pola „name.constructor” w operatorze „var”',
    ],
    ['var of __proto__', { var: '__proto__' }, 'Niedozwolona nazwa pola „__proto__” w operatorze „var”'],
    [
      'var of prototype',
      { var: ['a.prototype'] },
      'Niedozwolona nazwa pola „a.prototype” w operatorze „var”',
    ],
    [
      'var with three operands',
      { var: ['a', 1, 2] },
      'Operator „var” przyjmuje nazwę pola i najwyżej jedną wartość domyślną',
    ],
    [
      'a non-finite number',
      { '>': [{ var: 'a' }, Number.POSITIVE_INFINITY] },
      'Liczby w regule muszą być skończone',
    ],
    [
      'a function value',
      { '==': [() => 1, 1] },
      'Reguła może zawierać tylko dane JSON (tekst, liczby, wartości logiczne, listy, obiekty)',
    ],
    [
      'a Date object',
      { '==': [new Date(0), 1] },
      'Reguła może zawierać tylko dane JSON (tekst, liczby, wartości logiczne, listy, obiekty)',
    ],
    [
      'money/ with one operand',
      { 'money/': [1] },
      'Operator „money/” przyjmuje dokładnie 2 argumenty, podano 1',
    ],
    [
      'age with two operands',
      { age: ['2000-01-01', '2001-01-01'] },
      'Operator „age” przyjmuje dokładnie 1 argument, podano 2',
    ],
    [
      'money- with three operands',
      { 'money-': [1, 2, 3] },
      'Operator „money-” przyjmuje od 1 do 2 argumentów, podano 3',
    ],
    ['money+ with none', { 'money+': [] }, 'Operator „money+” przyjmuje co najmniej 1 argument, podano 0'],
    [
      'date< with five operands',
      { 'date<': [1, 2, 3, 4, 5] },
      'Operator „date<” przyjmuje dokładnie 2 argumenty, podano 5',
    ],
  ])('rejects %s', (_, rule, problem) => {
    expect(validatePricingRule(rule)).toEqual([problem]);
  });

  it('lists every problem of a rule, deep inside too', () => {
    expect(
      validatePricingRule({ and: [{ method: [] }, { or: [{ foo: 1 }, { var: '__proto__' }] }] }),
    ).toEqual([
      'Operator „method” jest niedozwolony w regułach płatności',
      'Nieznany operator „foo” w regule',
      'Niedozwolona nazwa pola „__proto__” w operatorze „var”',
    ]);
  });

  it(`refuses nesting deeper than ${MAX_PRICING_RULE_DEPTH} levels, once`, () => {
    let deep: unknown = true;
    for (let i = 0; i < 200; i++) deep = { '!': [deep] };
    expect(validatePricingRule(deep)).toEqual(['Reguła jest zagnieżdżona głębiej niż 64 poziomy']);
    let shallow: unknown = true;
    for (let i = 0; i < 20; i++) shallow = { '!': shallow };
    expect(validatePricingRule(shallow)).toEqual([]);
  });

  it('refuses a cyclic structure (through the depth limit)', () => {
    const cyclic: { and: unknown[] } = { and: [] };
    cyclic.and.push(cyclic);
    expect(validatePricingRule(cyclic)).toEqual(['Reguła jest zagnieżdżona głębiej niż 64 poziomy']);
  });
});

describe('compilePricingRule: extra operations are renamed to their isolated registry names', () => {
  it('renames extra operators and keeps standard ones', () => {
    expect(compilePricingRule({ and: [{ '<': [{ age: { var: 'b' } }, 26] }, { 'money>': [1, 0] }] })).toEqual(
      {
        and: [{ '<': [{ zapisy_pricing_age: [{ var: 'b' }] }, 26] }, { 'zapisy_pricing_money>': [1, 0] }],
      },
    );
  });

  it('does not change the given rule', () => {
    const rule = { age: [{ var: 'b' }] };
    compilePricingRule(rule);
    expect(rule).toEqual({ age: [{ var: 'b' }] });
  });

  it('throws a ValidationError carrying every problem', () => {
    const attempt = () => compilePricingRule({ and: [{ method: [] }, { foo: 1 }] });
    expect(attempt).toThrow(ValidationError);
    expect(attempt).toThrow(
      'Operator „method” jest niedozwolony w regułach płatności; Nieznany operator „foo” w regule',
    );
  });

  it('registers nothing under the plain names in the shared json-logic registry', () => {
    expect(() => jsonLogic.apply({ age: ['2000-01-01'] } as never)).toThrow('Unrecognized operation age');
    expect(() => jsonLogic.apply({ 'money+': [1, 2] } as never)).toThrow('Unrecognized operation money+');
  });
});
