import { ValidationError } from '../errors/index.js';
import { removeDiacritics } from './diacritics.js';

/** Spec §5: "Fuzzy similarity below 0.3 counts as 0". */
export const NAME_SIMILARITY_THRESHOLD = 0.3;

/** Cost of replacing a letter with its diacritic twin (ą/a, ł/l, ż/z, ż/ź…): "half a mismatch". */
const DIACRITIC_SUBSTITUTION_COST = 0.5;

/**
 * Fuzzy similarity of two names in [0, 1] (spec §5: "Fuzzy similarity below 0.3 counts as 0, and Polish
 * diacritics count as half a mismatch").
 *
 * Metric: 1 − d / max(|a|, |b|), where d is the Levenshtein distance over Unicode code points with insertion,
 * deletion and substitution costing 1, except a substitution between two letters with the same base letter
 * (ą/a, ć/c, ę/e, ł/l, ń/n, ó/o, ś/s, ź/z, ż/z, ź/ż, and likewise é/e…) which costs 0.5. Case-insensitive;
 * surrounding whitespace is ignored and inner whitespace runs count as one space. A result below 0.3 is 0.
 * Identical names (also two empty ones) give 1. Examples: 'Łukasz'/'Lukasz' → 0.9167, 'Kowalski'/'Kowalska' → 0.875.
 */
export function nameSimilarity(a: string, b: string): number {
  if (typeof a !== 'string' || typeof b !== 'string') {
    throw new ValidationError('Porównywane nazwy muszą być napisami');
  }
  const left = comparable(a);
  const right = comparable(b);
  const longest = Math.max(left.length, right.length);
  if (longest === 0) return 1;
  const similarity = 1 - weightedLevenshtein(left, right) / longest;
  return similarity < NAME_SIMILARITY_THRESHOLD ? 0 : similarity;
}

function comparable(name: string): string[] {
  return Array.from(name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl'));
}

function substitutionCost(x: string, y: string): number {
  if (x === y) return 0;
  return removeDiacritics(x) === removeDiacritics(y) ? DIACRITIC_SUBSTITUTION_COST : 1;
}

/** Two-row dynamic programme; costs are multiples of 0.5, so the sums are exact. */
function weightedLevenshtein(left: readonly string[], right: readonly string[]): number {
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const deletion = (previous[j] ?? 0) + 1;
      const insertion = (current[j - 1] ?? 0) + 1;
      const substitution = (previous[j - 1] ?? 0) + substitutionCost(left[i - 1] ?? '', right[j - 1] ?? '');
      current.push(Math.min(deletion, insertion, substitution));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}
