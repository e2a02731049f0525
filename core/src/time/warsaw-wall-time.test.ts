import { describe, expect, it } from 'vitest';
import { parseWarsawWallTime } from './warsaw-wall-time.js';

describe('parseWarsawWallTime: gateway timestamps without a zone are Polish wall time', () => {
  it("P24 '2018-12-12 13:24:52' and Paynow '2018-12-12T13:24:52' (winter, UTC+1)", () => {
    expect(parseWarsawWallTime('2018-12-12 13:24:52')?.toISOString()).toBe('2018-12-12T12:24:52.000Z');
    expect(parseWarsawWallTime('2018-12-12T13:24:52')?.toISOString()).toBe('2018-12-12T12:24:52.000Z');
  });

  it('summer time (UTC+2), fractions kept', () => {
    expect(parseWarsawWallTime('2024-07-01T10:00:00.250')?.toISOString()).toBe('2024-07-01T08:00:00.250Z');
  });

  it('a zone is taken as it says', () => {
    expect(parseWarsawWallTime('2024-07-01T10:00:00Z')?.toISOString()).toBe('2024-07-01T10:00:00.000Z');
    expect(parseWarsawWallTime('2024-07-01 10:00:00+02:00')?.toISOString()).toBe('2024-07-01T08:00:00.000Z');
    expect(parseWarsawWallTime('2024-07-01T10:00:00.250+02:00')?.toISOString()).toBe(
      '2024-07-01T08:00:00.250Z',
    );
  });

  it('anything else is undefined', () => {
    for (const value of ['yesterday', '', '2024-07-01', 42, null, undefined]) {
      expect(parseWarsawWallTime(value)).toBeUndefined();
    }
  });
});
