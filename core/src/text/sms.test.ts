import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { smsCount } from './sms-count.js';
import { smsSegments } from './sms-segments.js';
import { smsSender } from './sms-sender.js';

describe('smsSender — spec §9: "SMS sender: non-alphanumeric characters and diacritics are removed, cut to 11 characters"', () => {
  it.each([
    ['Zapisy', 'Zapisy'],
    ['Szkoła Tańca „Łódź” 2', 'SzkolaTanca'],
    ['Żółw & Syn', 'ZolwSyn'],
    ['A-B_C.D E!', 'ABCDE'],
    ['12345678901234', '12345678901'],
    ['Fundacja Ąę', 'FundacjaAe'],
    ['Stowarzyszenie', 'Stowarzysze'],
  ])('%j → %j', (name, expected) => {
    expect(smsSender(name)).toBe(expected);
  });

  it('rejects a name with nothing usable left', () => {
    expect(() => smsSender('!!! ---')).toThrow(
      new ValidationError('Nazwa nadawcy SMS musi zawierać co najmniej jedną literę lub cyfrę'),
    );
    expect(() => smsSender('')).toThrow(ValidationError);
    expect(() => smsSender(null as never)).toThrow(ValidationError);
  });
});

describe('smsCount — spec §9: "SMS length is 160 characters per message, or 70 when diacritics are present, rounded up"', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['a'.repeat(160), 1],
    ['a'.repeat(161), 2],
    ['a'.repeat(307), 2], // the spec's rule; the real count is 3 (see smsSegments)
    ['a'.repeat(320), 2],
    ['a'.repeat(321), 3],
    ['ą', 1],
    [`ą${'a'.repeat(69)}`, 1],
    [`ą${'a'.repeat(70)}`, 2],
    [`é${'a'.repeat(140)}`, 3],
    ['😀'.repeat(160), 1], // code points, no diacritics
  ])('%j → %d', (text, expected) => {
    expect(smsCount(text)).toBe(expected);
  });

  it('rejects a non-string', () => {
    expect(() => smsCount(undefined as never)).toThrow(new ValidationError('Treść SMS musi być napisem'));
  });
});

describe('smsSegments — GSM-7 160/153, UCS-2 70/67 (polish-integrations.md §7 SMS)', () => {
  it.each([
    ['', 'GSM-7', 0, 0, 160],
    ['Hello @ $ £ ¥ è é ù ì ò Ç Ø å Δ _ ß É ¡ Ä Ö Ñ Ü § ¿ ä ö ñ ü à', 'GSM-7', 61, 1, 99],
    ['a'.repeat(160), 'GSM-7', 160, 1, 0],
    ['a'.repeat(161), 'GSM-7', 161, 2, 145],
    ['a'.repeat(306), 'GSM-7', 306, 2, 0],
    ['a'.repeat(307), 'GSM-7', 307, 3, 152],
    ['€', 'GSM-7', 2, 1, 158],
    ['{}[]~|^\\\f€', 'GSM-7', 20, 1, 140],
    ['€'.repeat(80), 'GSM-7', 160, 1, 0],
    ['€'.repeat(81), 'GSM-7', 162, 2, 143], // 76 escape pairs fit in 153 (152 units), 5 more in part 2
    [`${'a'.repeat(152)}€${'a'.repeat(10)}`, 'GSM-7', 164, 2, 141], // '€' is not split: part 1 ends at 152 units
    ['`', 'UCS-2', 1, 1, 69],
    ['Zażółć', 'UCS-2', 6, 1, 64],
    ['ą'.repeat(70), 'UCS-2', 70, 1, 0],
    ['ą'.repeat(71), 'UCS-2', 71, 2, 63],
    ['ą'.repeat(134), 'UCS-2', 134, 2, 0],
    ['ą'.repeat(135), 'UCS-2', 135, 3, 66],
    ['😀'.repeat(35), 'UCS-2', 70, 1, 0],
    ['😀'.repeat(36), 'UCS-2', 72, 2, 61], // 33 pairs fill 66 of 67: a pair is never split
    [`${'ą'.repeat(66)}😀`, 'UCS-2', 68, 1, 2],
    [`${'ą'.repeat(66)}😀${'ą'.repeat(4)}`, 'UCS-2', 72, 2, 61],
  ] as const)('%j → %s, %d units, %d segments, %d left', (text, encoding, units, segments, remaining) => {
    expect(smsSegments(text)).toEqual({ encoding, units, segments, remainingInLastSegment: remaining });
  });

  it('a Polish letter anywhere forces UCS-2, and the spec count may differ from the real one', () => {
    const text = `${'a'.repeat(200)}ł`;
    expect(smsSegments(text).encoding).toBe('UCS-2');
    expect(smsSegments(text).segments).toBe(3);
    expect(smsCount(text)).toBe(3);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsCount('a'.repeat(307))).toBe(2);
  });

  it('rejects a non-string', () => {
    expect(() => smsSegments(42 as never)).toThrow(new ValidationError('Treść SMS musi być napisem'));
  });
});
