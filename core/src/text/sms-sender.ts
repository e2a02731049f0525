import { ValidationError } from '../errors/index.js';
import { removeDiacritics } from './diacritics.js';

/** Longest alphanumeric SMS sender id (spec §9: "cut to 11 characters"). */
export const SMS_SENDER_MAX_LENGTH = 11;

/**
 * SMS sender id from an organisation name (spec §9: "SMS sender: non-alphanumeric characters and diacritics
 * are removed, cut to 11 characters"): 'Szkoła Tańca „Łódź” 2' → 'SzkolaTanca'. Diacritics are first
 * replaced by their base letters, then everything except A–Z, a–z and 0–9 is dropped.
 * Throws ValidationError when nothing usable is left, since a sender id cannot be empty.
 */
export function smsSender(name: string): string {
  const sender = removeDiacritics(name)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, SMS_SENDER_MAX_LENGTH);
  if (sender === '') {
    throw new ValidationError('Nazwa nadawcy SMS musi zawierać co najmniej jedną literę lub cyfrę');
  }
  return sender;
}
