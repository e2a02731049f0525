import { describe, expect, it } from 'vitest';
import { isRequiredByToday } from './due-today.js';

describe('what is due now: an installment due today counts from midnight in Poland', () => {
  it('an installment due at 15:00 Warsaw today is due at 8:00 the same day', () => {
    expect(isRequiredByToday(new Date('2026-12-01T14:00:00Z'), new Date('2026-12-01T07:00:00Z'))).toBe(true);
  });

  it('is due just after midnight in Poland although it is still the previous day in UTC', () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Warsaw (winter, UTC+1).
    expect(isRequiredByToday(new Date('2026-12-01T10:00:00Z'), new Date('2026-11-30T23:30:00Z'))).toBe(true);
  });

  it('an installment due tomorrow is not due today, even a minute before midnight in Poland', () => {
    expect(
      isRequiredByToday(new Date('2026-12-02T00:30:00+01:00'), new Date('2026-12-01T23:59:00+01:00')),
    ).toBe(false);
  });

  it('past days are due; summer time is Polish time too', () => {
    expect(isRequiredByToday(new Date('2026-06-01T10:00:00Z'), new Date('2026-06-02T00:10:00Z'))).toBe(true);
    // 22:30 UTC on 1 June is 00:30 on 2 June in Warsaw (UTC+2): a 2 June installment is due.
    expect(isRequiredByToday(new Date('2026-06-02T09:00:00Z'), new Date('2026-06-01T22:30:00Z'))).toBe(true);
    expect(isRequiredByToday(new Date('2026-06-02T09:00:00Z'), new Date('2026-06-01T21:30:00Z'))).toBe(false);
  });
});
