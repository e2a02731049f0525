import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { hasDiacritics, removeDiacritics } from './diacritics.js';

describe('removeDiacritics', () => {
  it.each([
    ['Zażółć gęślą jaźń', 'Zazolc gesla jazn'],
    ['ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż', 'ACELNOSZZ acelnoszz'],
    ['Crème brûlée, Müller', 'Creme brulee, Muller'],
    ['z\u0307', 'z'], // decomposed ż
    ['plain ASCII 123', 'plain ASCII 123'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(removeDiacritics(text)).toBe(expected);
  });

  it('hasDiacritics tells whether any letter carries one', () => {
    expect(hasDiacritics('Łódź')).toBe(true);
    expect(hasDiacritics('é')).toBe(true);
    expect(hasDiacritics('Lodz {}')).toBe(false);
    expect(hasDiacritics('Ж😀')).toBe(false);
  });

  it("rejects a non-string with 'Tekst musi być napisem'", () => {
    expect(() => removeDiacritics(5 as never)).toThrow(new ValidationError('Tekst musi być napisem'));
  });
});
