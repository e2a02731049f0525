import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { formatFileSize } from './file-size.js';

describe('formatFileSize — spec §9: "File size display uses b, KB, MB, GB in 1024 steps"', () => {
  it.each([
    [0, '0 b'],
    [1, '1 b'],
    [1023, '1023 b'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1025, '1 KB'],
    [1034, '1,01 KB'],
    [1024 * 1024 - 1, '1 MB'], // 1023,999 KB rounds to 1024 KB, so it moves up
    [1024 * 1024 - 6, '1023,99 KB'],
    [1024 * 1024, '1 MB'],
    [5 * 1024 * 1024 + 256 * 1024, '5,25 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4, '1024 GB'],
    [Number.MAX_SAFE_INTEGER, '8388608 GB'],
  ])('%d bytes → %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], ['1024']])('rejects %j', (bytes) => {
    expect(() => formatFileSize(bytes as never)).toThrow(
      new ValidationError('Rozmiar pliku musi być nieujemną liczbą całkowitą bajtów'),
    );
  });
});
