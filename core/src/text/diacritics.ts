import { ValidationError } from '../errors/index.js';

/**
 * Removes diacritics: 'Zażółć gęślą jaźń' → 'Zazolc gesla jazn'. Works for every letter that decomposes
 * under Unicode NFD into a base and combining diacritical marks (é, ü, č…) plus ł/Ł; the result is NFC. Throws ValidationError for a non-string.
 */
export function removeDiacritics(text: string): string {
  if (typeof text !== 'string') throw new ValidationError('Tekst musi być napisem');
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // combining diacritical marks only, not emoji variation selectors
    .replace(/ł/g, 'l') // ł and Ł have no Unicode decomposition
    .replace(/Ł/g, 'L')
    .normalize('NFC');
}

/** True when the text contains a letter with a diacritic (one `removeDiacritics` would change). */
export function hasDiacritics(text: string): boolean {
  return removeDiacritics(text) !== text.normalize('NFC');
}
