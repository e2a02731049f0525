import { ValidationError } from '../errors/index.js';

const WHITESPACE = /\s/g;
const ALPHANUMERIC = /^[A-Z0-9]+$/;
const POLISH_IBAN = /^PL\d{2}[A-Z0-9]{24}$/;
const POLISH_IBAN_LENGTH = 28;
/** The Polish account number (NRB) without the country code; anything shorter is not formatted. */
const FORMAT_MIN_LENGTH = 26;

export const IBAN_MESSAGES = {
  notText: 'Numer konta (IBAN) musi być tekstem',
  empty: 'Numer konta (IBAN) jest pusty',
  badCharacters: 'Numer konta (IBAN) może zawierać tylko litery, cyfry i spacje',
} as const;

/** Whitespace removed and upper-cased; '' or a string of A–Z and 0–9, or undefined for other characters. */
function cleanIban(value: string): string | undefined {
  const cleaned = value.replace(WHITESPACE, '').toUpperCase();
  return cleaned === '' || ALPHANUMERIC.test(cleaned) ? cleaned : undefined;
}

function withCountryPrefix(cleaned: string): string {
  return /^\d/.test(cleaned) ? `PL${cleaned}` : cleaned;
}

/**
 * The normalised form of an account number: spaces removed, upper case, and, per spec §5, "A missing
 * country prefix is taken as PL" (a number starting with a digit gets 'PL'). The checksum is not checked
 * (blacklists may hold foreign or mistyped numbers); use isValidIban for that.
 * Throws ValidationError for a non-string, an empty number, or characters other than letters, digits and
 * spaces.
 */
export function normalizeIban(value: string): string {
  if (typeof value !== 'string') throw new ValidationError(IBAN_MESSAGES.notText);
  const cleaned = cleanIban(value);
  if (cleaned === undefined) throw new ValidationError(IBAN_MESSAGES.badCharacters);
  if (cleaned === '') throw new ValidationError(IBAN_MESSAGES.empty);
  return withCountryPrefix(cleaned);
}

/** ISO 13616 mod-97 of an alphanumeric IBAN: the first four characters moved to the end, letters as 10–35. */
function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder;
}

/**
 * Spec §5: "Bank account (IBAN): Polish, 28 characters after cleaning (2 letters, 2 digits, rest
 * alphanumeric), mod-97 check equal to 1. A missing country prefix is taken as PL."
 *
 * Cleaning removes whitespace and upper-cases; so '61 1090 1014 0000 0712 1981 2874' is valid. Only PL
 * numbers pass ("Polish"). Never throws; non-strings are invalid.
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const cleaned = cleanIban(value);
  if (!cleaned) return false;
  const iban = withCountryPrefix(cleaned);
  return iban.length === POLISH_IBAN_LENGTH && POLISH_IBAN.test(iban) && ibanMod97(iban) === 1;
}

/**
 * An account number for display, in groups of four: 'PL61 1090 1014 0000 0712 1981 2874'. Spec §5: "A
 * number shorter than 26 characters is left unformatted" (counted without spaces; it is returned exactly as
 * given). Longer numbers are normalised first (normalizeIban), so a 26-digit number gains 'PL'. The
 * checksum is not checked. Throws ValidationError for a non-string, or for a number of 26 characters or more
 * with characters other than letters, digits and spaces.
 */
export function formatIban(value: string): string {
  if (typeof value !== 'string') throw new ValidationError(IBAN_MESSAGES.notText);
  if (value.replace(WHITESPACE, '').length < FORMAT_MIN_LENGTH) return value;
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Spec §5: "Blacklist comparison uses the normalised IBAN": true when both normalise (normalizeIban) to the
 * same number, so '61 1090…' equals 'pl611090…'. Never throws: a value that cannot be normalised (not a
 * string, empty, other characters) equals nothing.
 */
export function ibansEqual(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const left = cleanIban(a);
  const right = cleanIban(b);
  if (!left || !right) return false;
  return withCountryPrefix(left) === withCountryPrefix(right);
}
