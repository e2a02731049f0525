import { ValidationError } from '../errors/index.js';
import { lastDigit, weightedDigitSum } from './weighted-sum.js';

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
const ELEVEN_DIGITS = /^\d{11}$/;

/** The month field carries the century: months 1–12 plus 80 (1800s), 0 (1900s), 20, 40, 60 (2000s–2200s). */
const CENTURY_BY_MONTH_OFFSET: ReadonlyMap<number, number> = new Map([
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
]);

export const PESEL_INVALID_MESSAGE = 'Nieprawidłowy numer PESEL';

/** Sex encoded in a PESEL: an odd tenth digit is a man, an even one a woman. */
export type PeselSex = 'male' | 'female';

export interface PeselBirthDateParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The encoded birth date of 11 digits, or undefined when it is not a calendar date. */
function decodeBirthDate(pesel: string): PeselBirthDateParts | undefined {
  const yy = Number(pesel.slice(0, 2));
  const mm = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  const month = mm % 20;
  const century = CENTURY_BY_MONTH_OFFSET.get(mm - month);
  if (century === undefined || month < 1 || month > 12) return undefined;
  const year = century + yy;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function hasPeselCheckDigit(pesel: string): boolean {
  return (10 - (weightedDigitSum(pesel, PESEL_WEIGHTS) % 10)) % 10 === lastDigit(pesel);
}

/**
 * Spec §5: "National ID (PESEL): 11 characters, weighted checksum (1,3,7,9 repeated), check digit = (10
 * minus sum mod 10) mod 10."
 *
 * The 11 characters must be digits, and the encoded birth date must exist (years 1800–2299 through the
 * month offsets 80, 0, 20, 40, 60; leap years counted): a PESEL that passes the checksum but encodes an
 * impossible date is invalid. Nothing is stripped. Non-strings are invalid.
 */
export function isValidPesel(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    ELEVEN_DIGITS.test(value) &&
    hasPeselCheckDigit(value) &&
    decodeBirthDate(value) !== undefined
  );
}

function assertValidPesel(value: unknown): asserts value is string {
  if (!isValidPesel(value)) throw new ValidationError(PESEL_INVALID_MESSAGE);
}

/**
 * The birth date encoded in a valid PESEL (digits 1–6, century from the month offset) as year, month
 * (1–12) and day. Throws ValidationError 'Nieprawidłowy numer PESEL' for an invalid PESEL (the number is
 * not repeated in the message: it is personal data).
 */
export function peselBirthDateParts(pesel: string): PeselBirthDateParts {
  assertValidPesel(pesel);
  // isValidPesel guarantees the date decodes.
  return decodeBirthDate(pesel)!;
}

/**
 * The birth date encoded in a valid PESEL as a Date at UTC midnight of that day (format it in UTC, or use
 * peselBirthDateParts, to avoid a time-zone shift). Throws ValidationError for an invalid PESEL.
 */
export function peselBirthDate(pesel: string): Date {
  const { year, month, day } = peselBirthDateParts(pesel);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The sex encoded in a valid PESEL: tenth digit odd → 'male', even → 'female'. Throws ValidationError for an invalid PESEL. */
export function peselSex(pesel: string): PeselSex {
  assertValidPesel(pesel);
  return (pesel.charCodeAt(9) - 48) % 2 === 1 ? 'male' : 'female';
}
