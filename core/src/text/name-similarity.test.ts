import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { nameSimilarity } from './name-similarity.js';

describe('nameSimilarity — spec §5: "Fuzzy similarity below 0.3 counts as 0, and Polish diacritics count as half a mismatch"', () => {
  it.each([
    ['Kowalski', 'Kowalski', 1],
    ['KOWALSKI', 'kowalski', 1],
    ['  Jan   Kowalski ', 'jan kowalski', 1],
    ['', '', 1],
    ['Łukasz', 'Lukasz', 1 - 0.5 / 6],
    ['łukasz', 'Łukasz', 1],
    ['Wójcik', 'Wojcik', 1 - 0.5 / 6],
    ['Zażółć', 'Zazolc', 1 - 2 / 6], // four half mismatches
    ['żaba', 'źaba', 1 - 0.5 / 4], // ż/ź share the base letter z
    ['Kowalski', 'Kowalska', 0.875],
    ['Nowak', 'Nowakowski', 0.5],
    ['abc', 'abd', 1 - 1 / 3],
    ['ą', 'b', 0],
    ['abcdefghij', 'abcxxxxxxx', 0.3], // exactly 0.3 stays
    ['abcdefghij', 'abxxxxxxxx', 0], // 0.2 counts as 0
    ['Anna', '', 0],
  ])('%j vs %j → %d', (a, b, expected) => {
    expect(nameSimilarity(a, b)).toBeCloseTo(expected, 12);
  });

  it('laws: in [0, 1], symmetric, 1 for identical names, never in (0, 0.3)', () => {
    const name = fc.string({ unit: fc.constantFrom(...'aąbcćeęlłnńoósśzźż AZŻ'), maxLength: 12 });
    fc.assert(
      fc.property(name, name, (a, b) => {
        const similarity = nameSimilarity(a, b);
        expect(similarity).toBeGreaterThanOrEqual(0);
        expect(similarity).toBeLessThanOrEqual(1);
        expect(similarity === 0 || similarity >= 0.3).toBe(true);
        expect(nameSimilarity(b, a)).toBe(similarity);
        expect(nameSimilarity(a, a)).toBe(1);
      }),
    );
  });

  it('rejects non-strings', () => {
    expect(() => nameSimilarity('a', null as never)).toThrow(
      new ValidationError('Porównywane nazwy muszą być napisami'),
    );
  });
});
