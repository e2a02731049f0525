import { Decimal } from 'decimal.js';
import { ValidationError } from '../errors/index.js';
import { MONEY_PRECISION, Money } from './money.js';

/** Input accepted wherever an amount is expected. */
export type MoneyInput = string | number | Decimal;

/**
 * Digits with an optional decimal part after a comma or a dot. The integer part is either plain digits or
 * groups of three separated by a space, a non-breaking space (U+00A0) or a narrow one (U+202F).
 */
const MONEY_PATTERN = /^([-−])?(\d+|[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+)(?:[.,](\d+))?$/;
/** A trailing currency suffix: 'zł' (or the ASCII 'zl'), any case, optionally after a space. */
const CURRENCY_SUFFIX = /[ \u00a0\u202f]*z[łl]$/i;

const MESSAGES = {
  required: 'Kwota jest wymagana',
  notFinite: 'Kwota musi być skończoną liczbą',
  wrongType: 'Kwota musi być liczbą lub tekstem',
  tooPrecise: `Kwota może mieć najwyżej ${MONEY_PRECISION} cyfr znaczących`,
  malformed: (text: string) => `Nieprawidłowa kwota „${text}”; oczekiwano np. 1 234,56 zł`,
} as const;

/**
 * Reads an amount in złoty as a 40-digit decimal (spec §5: "Money: strings accept comma decimals and strip
 * 'zł'"; §9: "Money has 40-digit decimal precision").
 *
 * - Strings: optional leading minus, digits, an optional decimal part after ',' or '.', thousand groups
 *   separated by spaces (also non-breaking ones), an optional trailing 'zł'; surrounding whitespace is
 *   ignored. Exponents, '+', several separators ('1,2,3') and wrong grouping ('1 23,00') are rejected.
 * - Numbers: finite only; taken as their shortest decimal representation (0.1 → 0,1).
 * - Decimals (of any decimal.js clone): finite only.
 * Anything with more than 40 significant digits is rejected. Throws ValidationError with a Polish message.
 */
export function parseMoney(input: MoneyInput): Decimal {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new ValidationError(MESSAGES.notFinite);
    return new Money(input === 0 ? 0 : input);
  }
  if (Decimal.isDecimal(input)) {
    if (!input.isFinite()) throw new ValidationError(MESSAGES.notFinite);
    return withinPrecision(new Money(input.isZero() ? 0 : input));
  }
  if (typeof input !== 'string') throw new ValidationError(MESSAGES.wrongType);
  return parseMoneyText(input);
}

function parseMoneyText(input: string): Decimal {
  const text = input.trim();
  if (text === '') throw new ValidationError(MESSAGES.required);
  const match = MONEY_PATTERN.exec(text.replace(CURRENCY_SUFFIX, ''));
  if (!match) throw new ValidationError(MESSAGES.malformed(text));
  const [, minus, integerPart = '', fraction] = match;
  const digits = integerPart.replace(/[ \u00a0\u202f]/g, '');
  const value = new Money(`${digits}${fraction === undefined ? '' : `.${fraction}`}`);
  return withinPrecision(minus && !value.isZero() ? value.negated() : value);
}

function withinPrecision(value: Decimal): Decimal {
  if (value.sd() > MONEY_PRECISION) throw new ValidationError(MESSAGES.tooPrecise);
  return value;
}
