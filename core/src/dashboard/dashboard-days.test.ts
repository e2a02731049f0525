import { describe, expect, it } from 'vitest';
import {
  endOfPolishDayText,
  fillDays,
  polishDaysEndingAt,
  polishDayText,
  startOfPolishDay,
} from './dashboard-days.js';

describe('dashboard days (organizers’ days, Europe/Warsaw)', () => {
  it('reads an instant after midnight in Poland as the next day, in winter and in summer', () => {
    expect(polishDayText(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(polishDayText(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(polishDayText(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
  });

  it('starts a day at Polish midnight', () => {
    expect(startOfPolishDay(new Date('2026-07-10T12:00:00Z')).toISOString()).toBe('2026-07-09T22:00:00.000Z');
    expect(startOfPolishDay(new Date('2026-01-10T12:00:00Z'), 9).toISOString()).toBe(
      '2025-12-31T23:00:00.000Z',
    );
  });

  it('lists the days ending today, oldest first, across a daylight-saving change', () => {
    expect(polishDaysEndingAt(new Date('2026-03-30T10:00:00Z'), 3)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
  });

  it('fills the days without rows with zero and leaves out rows of other days', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    expect(
      fillDays(days, [
        { date: '2026-03-02', count: 2, amount: 35_000 },
        { date: '2026-02-28', count: 9, amount: 1 },
      ]),
    ).toEqual([
      { date: '2026-03-01', count: 0, amount: 0 },
      { date: '2026-03-02', count: 2, amount: 35_000 },
      { date: '2026-03-03', count: 0, amount: 0 },
    ]);
  });

  it('the end of a Polish day is 23:59:59.999 on Polish clocks, in winter, in summer and on the change days', () => {
    expect(endOfPolishDayText('2026-01-15').toISOString()).toBe('2026-01-15T22:59:59.999Z');
    expect(endOfPolishDayText('2026-07-15').toISOString()).toBe('2026-07-15T21:59:59.999Z');
    // 29 March 2026 starts in winter time and ends in summer time; 25 October the other way round.
    expect(endOfPolishDayText('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfPolishDayText('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });
});
