import { describe, expect, it } from 'vitest';
import { parseJsonObject } from './json-object.js';
import { warsawWallTime } from './warsaw-time.js';

describe('parseJsonObject', () => {
  it('reads objects only', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    for (const text of ['[1]', '1', 'null', '{', '']) expect(parseJsonObject(text)).toBeUndefined();
  });
});

describe('warsawWallTime', () => {
  it('writes Polish wall time without a zone, summer and winter', () => {
    expect(warsawWallTime(new Date('2018-12-12T12:24:52Z'), 'T')).toBe('2018-12-12T13:24:52');
    expect(warsawWallTime(new Date('2026-07-01T22:05:09Z'))).toBe('2026-07-02 00:05:09');
  });
});
