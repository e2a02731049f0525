import { ValidationError } from '../errors/index.js';
import type { Grosze } from '../money/index.js';

/** Adds integer grosze, refusing a result outside the safe-integer range (where it would stop being exact). */
export function addGroszeSafely(a: Grosze, b: Grosze, what: string): Grosze {
  const sum = a + b;
  if (!Number.isSafeInteger(sum))
    throw new ValidationError(`${what} przekracza największą obsługiwaną kwotę`);
  return sum + 0; // + 0 turns -0 into 0
}
