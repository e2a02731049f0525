import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_DATE_FORMAT,
  formatProjectDate,
  formatProjectDateRange,
  formatProjectDayMonth,
  PROJECT_DATE_FORMAT_LABELS,
  PROJECT_DATE_FORMATS,
} from './project-date.js';

describe('formatProjectDate: one date format everywhere, from the project setting', () => {
  it("defaults to the spec's 'Default date format dd/MM/yyyy'", () => {
    expect(DEFAULT_PROJECT_DATE_FORMAT).toBe('dd/MM/yyyy');
    expect(formatProjectDate('2026-11-28T10:00:00Z')).toBe('28/11/2026');
    expect(formatProjectDate('2026-11-28T10:00:00Z', { dateFormat: 'nonsense' })).toBe('28/11/2026');
    expect(formatProjectDate('2026-11-28T10:00:00Z', { dateFormat: null })).toBe('28/11/2026');
  });

  it.each(PROJECT_DATE_FORMATS)('shows %s as its label says', (dateFormat) => {
    expect(formatProjectDate('2026-11-28', { dateFormat })).toBe(PROJECT_DATE_FORMAT_LABELS[dateFormat]);
  });

  it.each([
    // 21:00–24:00 in Warsaw is already the next day in Warsaw only from 23:00 UTC (winter, UTC+1).
    ['2026-11-28T20:00:00Z', '28/11/2026'],
    ['2026-11-28T22:59:59Z', '28/11/2026'],
    ['2026-11-28T23:00:00Z', '29/11/2026'],
    ['2026-11-28T23:30:00Z', '29/11/2026'],
    // Summer time (UTC+2): 22:00 UTC is midnight in Warsaw.
    ['2026-06-30T21:59:00Z', '30/06/2026'],
    ['2026-06-30T22:00:00Z', '01/07/2026'],
  ])('an instant is shown on its Polish day, not the UTC day: %s → %s', (instant, expected) => {
    expect(formatProjectDate(instant)).toBe(expected);
    expect(formatProjectDate(new Date(instant))).toBe(expected);
    expect(formatProjectDate(new Date(instant).getTime())).toBe(expected);
  });

  it('a calendar date is shown as written, never moved by a zone', () => {
    expect(formatProjectDate('2026-12-31')).toBe('31/12/2026');
    expect(formatProjectDate('31.12.2026', { dateFormat: 'yyyy-MM-dd' })).toBe('2026-12-31');
  });

  it('adds the Warsaw time when asked', () => {
    expect(formatProjectDate('2026-12-02T13:05:00Z', { time: true })).toBe('02/12/2026, 14:05');
    expect(formatProjectDate('2026-12-02T13:05:00Z', { time: true, dateFormat: 'dd.MM.yyyy' })).toBe(
      '02.12.2026, 14:05',
    );
  });

  it("with 'seconds' for logs: the same format with the seconds (audit, webhooks, sent messages)", () => {
    expect(formatProjectDate('2026-12-02T13:05:09Z', { time: 'seconds' })).toBe('02/12/2026, 14:05:09');
    expect(formatProjectDate('2026-07-01T22:00:00Z', { time: 'seconds', dateFormat: 'yyyy-MM-dd' })).toBe(
      '2026-07-02, 00:00:00',
    );
  });

  it('shows nothing for a missing or invalid date (no "Invalid Date")', () => {
    for (const none of [null, undefined, '', 'jutro', Number.NaN, new Date(Number.NaN)])
      expect(formatProjectDate(none as never)).toBe('');
  });
});

describe('formatProjectDayMonth: a chart axis in the project format without the year', () => {
  it('keeps the format order and separator', () => {
    expect(formatProjectDayMonth('2026-03-10')).toBe('10/03');
    expect(formatProjectDayMonth('2026-03-10', { dateFormat: 'dd.MM.yyyy' })).toBe('10.03');
    expect(formatProjectDayMonth('2026-03-10', { dateFormat: 'yyyy-MM-dd' })).toBe('03-10');
    expect(formatProjectDayMonth('2026-03-10', { dateFormat: 'd MMMM yyyy' })).toMatch(/^10 mar/);
    expect(formatProjectDayMonth('2026-03-09T23:30:00Z')).toBe('10/03');
    expect(formatProjectDayMonth('x')).toBe('');
  });
});

describe('formatProjectDateRange', () => {
  it('joins both ends, says one day once and an open end with od/do', () => {
    expect(formatProjectDateRange('2026-11-28', '2026-11-30')).toBe('28/11/2026 – 30/11/2026');
    expect(formatProjectDateRange('2026-11-28T09:00:00Z', '2026-11-28T18:00:00Z')).toBe('28/11/2026');
    expect(formatProjectDateRange('2026-11-28', null)).toBe('od 28/11/2026');
    expect(formatProjectDateRange(null, '2026-11-30', { dateFormat: 'd MMMM yyyy' })).toBe(
      'do 30 listopada 2026',
    );
    expect(formatProjectDateRange(null, null)).toBe('');
  });
});
