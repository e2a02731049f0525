import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { Money } from './money.js';
import { parseMoney } from './parse-money.js';

describe('parseMoney — spec §5: "Money: strings accept comma decimals and strip \'zł\'"', () => {
  it.each([
    ['1 234,56 zł', '1234.56'],
    ['1234.56', '1234.56'],
    ['1234,56', '1234.56'],
    ['-5', '-5'],
    ['−5', '-5'],
    ['1\u00a0234,5', '1234.5'],
    ['1\u202f234\u202f567,5', '1234567.5'],
    [' 12 zł ', '12'],
    ['12zł', '12'],
    ['12 ZŁ', '12'],
    ['12 zl', '12'],
    ['1 000 000', '1000000'],
    ['0', '0'],
    ['-0,00', '0'],
    ['007', '7'],
    ['0,005', '0.005'],
    ['123456789012345678901234567890,1234567891', '123456789012345678901234567890.1234567891'],
  ])('accepts %j as %s', (input, expected) => {
    expect(parseMoney(input).toString()).toBe(expected);
  });

  it.each([
    ['1,2,3'],
    ['12abc'],
    ['1 23,00'],
    ['1 2345'],
    ['01 234'],
    ['1e5'],
    ['+5'],
    ['- 5'],
    ['5-'],
    [',5'],
    ['5,'],
    ['1.234,56'],
    ['zł'],
    ['12 zł zł'],
    ['1  234'],
    ['NaN'],
    ['Infinity'],
  ])('rejects %j with "Nieprawidłowa kwota …"', (input) => {
    expect(() => parseMoney(input)).toThrow(ValidationError);
    expect(() => parseMoney(input)).toThrow(
      `Nieprawidłowa kwota „${input.trim()}”; oczekiwano np. 1 234,56 zł`,
    );
  });

  it.each([[''], ['   '], ['\u00a0']])("rejects empty %j with 'Kwota jest wymagana'", (input) => {
    expect(() => parseMoney(input)).toThrow('Kwota jest wymagana');
  });

  it('spec §9 "Money has 40-digit decimal precision": 40 significant digits pass, 41 are rejected', () => {
    const forty = '1234567890123456789012345678901234567890';
    expect(parseMoney(forty).toString()).toBe(forty);
    expect(parseMoney(`${forty}000`).toString()).toBe(`${forty}000`);
    expect(() => parseMoney(`${forty}1`)).toThrow('Kwota może mieć najwyżej 40 cyfr znaczących');
    expect(() => parseMoney(`0,${forty}1`)).toThrow('Kwota może mieć najwyżej 40 cyfr znaczących');
    expect(() => parseMoney(new Decimal(`${forty}1`))).toThrow(ValidationError);
  });

  it('accepts finite numbers as their shortest decimal representation', () => {
    expect(parseMoney(0.1).toString()).toBe('0.1');
    expect(parseMoney(0.1 + 0.2).toString()).toBe('0.30000000000000004');
    expect(parseMoney(-12.5).toString()).toBe('-12.5');
    expect(parseMoney(-0).isNegative()).toBe(false);
    expect(parseMoney(1e21).toString()).toBe('1000000000000000000000');
    expect(parseMoney(1e-7).toString()).toBe('0.0000001');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    "rejects the number %s with 'Kwota musi być skończoną liczbą'",
    (input) => {
      expect(() => parseMoney(input)).toThrow('Kwota musi być skończoną liczbą');
    },
  );

  it('accepts decimals of any decimal.js clone and returns a Money instance', () => {
    const parsed = parseMoney(new Decimal('12.345'));
    expect(parsed).toBeInstanceOf(Money);
    expect(parsed.toString()).toBe('12.345');
    expect(parseMoney(new Decimal('-0')).isNegative()).toBe(false);
    expect(() => parseMoney(new Decimal(Number.NaN))).toThrow('Kwota musi być skończoną liczbą');
    expect(() => parseMoney(new Decimal(Number.POSITIVE_INFINITY))).toThrow(ValidationError);
  });

  it.each([[null], [undefined], [{}], [12n]])(
    "rejects %s with 'Kwota musi być liczbą lub tekstem'",
    (input) => {
      expect(() => parseMoney(input as never)).toThrow('Kwota musi być liczbą lub tekstem');
    },
  );
});
