import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  generateId,
  generateInstallmentId,
  generateNotificationId,
  ID_MAX_LENGTH,
  isGeneratedId,
  isInstallmentId,
} from './generate-id.js';
import { type RandomBytesSource, webCryptoRandomBytes } from './random-source.js';
import { randomUuid } from './random-uuid.js';

/** A deterministic source that yields the given bytes in a cycle. */
function cyclingBytes(values: readonly number[]): RandomBytesSource {
  let position = 0;
  return (length) =>
    Uint8Array.from({ length }, () => {
      const value = values[position % values.length] ?? 0;
      position += 1;
      return value;
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('generateId — spec §9: "Ids: UUID-derived, alphanumeric, default 5 characters, max 37"', () => {
  it('defaults to 5 alphanumeric characters', () => {
    const id = generateId();
    expect(id).toMatch(/^[0-9A-Za-z]{5}$/);
  });

  it.each([1, 6, 8, 37])('"Other lengths: 6 or 8 for random strings": length %d', (length) => {
    expect(generateId(length)).toMatch(new RegExp(`^[0-9A-Za-z]{${length}}$`));
  });

  it('maps bytes onto 0-9, A-Z, a-z deterministically with an injected source', () => {
    expect(generateId(5, cyclingBytes([0, 9, 10, 35, 36]))).toBe('09AZa');
    expect(generateId(3, cyclingBytes([61, 62, 247]))).toBe('z0z'); // 62 % 62 = 0, 247 % 62 = 61
  });

  it('skips bytes 248-255 so no character is favoured (modulo bias)', () => {
    expect(generateId(4, cyclingBytes([248, 255, 1, 250, 2, 3, 4]))).toBe('1234');
  });

  it.each([0, 38, -1, 2.5, Number.NaN])('rejects length %d', (length) => {
    expect(() => generateId(length)).toThrow(
      new ValidationError('Długość identyfikatora musi być liczbą całkowitą od 1 do 37'),
    );
  });

  it('rejects a broken random source', () => {
    expect(() => generateId(5, () => new Uint8Array(2))).toThrow(
      new ValidationError('Źródło losowości musi zwrócić 5 bajtów'),
    );
    expect(() => generateId(5, () => [1, 2, 3, 4, 5] as never)).toThrow(ValidationError);
    expect(() => generateId(5, cyclingBytes([255]))).toThrow(
      new ValidationError('Źródło losowości zwraca wyłącznie odrzucane bajty'),
    );
  });

  it('law: every generated id has the requested length and alphabet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: ID_MAX_LENGTH }),
        fc.uint8Array({ minLength: 1, maxLength: 20 }).filter((bytes) => bytes.some((b) => b < 248)),
        (length, bytes) => {
          const id = generateId(length, cyclingBytes(Array.from(bytes)));
          expect(isGeneratedId(id, length)).toBe(true);
        },
      ),
    );
  });

  it('is practically unique with the default source', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateId(8)));
    expect(ids.size).toBe(1000);
  });
});

describe('installment and notification ids — spec §9: "installment ids 26 lowercase, notification ids 6"', () => {
  it('installment ids are 26 characters of 0-9 and a-z', () => {
    const id = generateInstallmentId();
    expect(id).toMatch(/^[0-9a-z]{26}$/);
    expect(isInstallmentId(id)).toBe(true);
    expect(generateInstallmentId(cyclingBytes([35, 36, 252, 255]))).toBe('z0z0z0z0z0z0z0z0z0z0z0z0z0'); // 252+ skipped
  });

  it('notification ids are 6 alphanumeric characters', () => {
    expect(generateNotificationId()).toMatch(/^[0-9A-Za-z]{6}$/);
    expect(generateNotificationId(cyclingBytes([10]))).toBe('AAAAAA');
  });

  it.each([
    ['abcde', undefined, true],
    ['abcde', 5, true],
    ['abcde', 6, false],
    ['a'.repeat(37), undefined, true],
    ['a'.repeat(38), undefined, false],
    ['ab-de', undefined, false],
    ['', undefined, false],
    [12345, undefined, false],
  ])('isGeneratedId(%j, %s) = %s', (value, length, expected) => {
    expect(isGeneratedId(value, length)).toBe(expected);
  });

  it.each([
    ['0123456789abcdefghijklmnop', true],
    ['0123456789ABCDEFGHIJKLMNOP', false],
    ['0123456789abcdefghijklmno', false],
    [null, false],
  ])('isInstallmentId(%j) = %s', (value, expected) => {
    expect(isInstallmentId(value)).toBe(expected);
  });
});

describe('randomUuid — the UUID the ids are derived from', () => {
  it('is an RFC 4122 version 4 UUID', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sets the version and variant bits of the injected bytes', () => {
    expect(randomUuid(cyclingBytes([0xff]))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomUuid(cyclingBytes([0]))).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('webCryptoRandomBytes', () => {
  it('returns the requested number of bytes', () => {
    expect(webCryptoRandomBytes(16)).toHaveLength(16);
    expect(webCryptoRandomBytes(10_000)).toHaveLength(10_000);
  });

  it('draws from a pool without handing out a byte twice, refilling it when used up', () => {
    const calls: number[] = [];
    let next = 0;
    vi.stubGlobal('crypto', {
      getRandomValues(array: Uint8Array) {
        calls.push(array.length);
        for (let i = 0; i < array.length; i++) array[i] = next++ % 256;
        return array;
      },
    });
    // What is left of the pool filled by the real API comes first; from the first refill on, the stub's
    // bytes must come out exactly in the order it produced them, each once.
    const out: number[] = [];
    for (let i = 0; i < 400; i++) {
      const bytes = webCryptoRandomBytes(24);
      if (calls.length > 0) out.push(...bytes);
    }
    expect(calls.every((n) => n === 4096)).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.length).toBeLessThanOrEqual(3);
    const expected = Array.from({ length: out.length }, (_, i) => i % 256);
    // A refill drops the few bytes too short for an id; they are never handed out.
    const handed = out.filter((_, i) => i < 4096 - (4096 % 24));
    expect(handed).toEqual(expected.slice(0, handed.length));
  });

  it('fails clearly when the Web Crypto API is missing', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => webCryptoRandomBytes(4)).toThrow('Brak generatora liczb losowych (Web Crypto API)');
  });
});
