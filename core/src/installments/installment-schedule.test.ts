import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { scheduleInstallmentDates, shiftInstallmentDate } from './installment-schedule.js';
import type { InstallmentScheduleRule } from './installments-definition.js';

const day = (iso: string) => new Date(`${iso}T02:00:00.000Z`);
const days = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10));

describe('scheduleInstallmentDates (frequencies immediate, daily, weekly, monthly, yearly)', () => {
  const cases: [string, string, InstallmentScheduleRule, { count: number } | { until: string }, string[]][] =
    [
      [
        'immediate: the anchor alone',
        '2024-01-15',
        { frequency: 'immediate', every: 1 },
        { count: 5 },
        ['2024-01-15'],
      ],
      [
        'immediate after the end: nothing',
        '2024-01-15',
        { frequency: 'immediate', every: 1 },
        { until: '2024-01-14' },
        [],
      ],
      [
        'daily every 2',
        '2024-02-27',
        { frequency: 'daily', every: 2 },
        { count: 3 },
        ['2024-02-27', '2024-02-29', '2024-03-02'],
      ],
      [
        'weekly keeps the weekday',
        '2024-01-17',
        { frequency: 'weekly', every: 1 },
        { count: 2 },
        ['2024-01-17', '2024-01-24'],
      ],
      [
        'weekly on Monday (on = 1) starts at the next Monday',
        '2024-01-17',
        { frequency: 'weekly', every: 2, on: 1 },
        { count: 2 },
        ['2024-01-22', '2024-02-05'],
      ],
      [
        'weekly on the anchor weekday starts at the anchor',
        '2024-01-21',
        { frequency: 'weekly', every: 1, on: 7 },
        { count: 2 },
        ['2024-01-21', '2024-01-28'],
      ],
      [
        'monthly from 31 Jan clamps month ends (leap year)',
        '2024-01-31',
        { frequency: 'monthly', every: 1 },
        { count: 4 },
        ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30'],
      ],
      [
        'monthly from 31 Jan in a common year',
        '2023-01-31',
        { frequency: 'monthly', every: 1 },
        { count: 2 },
        ['2023-01-31', '2023-02-28'],
      ],
      [
        'monthly on day 1 after the 1st starts next month',
        '2024-01-15',
        { frequency: 'monthly', every: 1, on: 1 },
        { until: '2024-04-01' },
        ['2024-02-01', '2024-03-01', '2024-04-01'],
      ],
      [
        'monthly on day 31 clamps to each month end',
        '2024-01-10',
        { frequency: 'monthly', every: 1, on: 31 },
        { count: 3 },
        ['2024-01-31', '2024-02-29', '2024-03-31'],
      ],
      [
        'monthly on day 15 on the 15th starts that day',
        '2024-01-15',
        { frequency: 'monthly', every: 1, on: 15 },
        { count: 2 },
        ['2024-01-15', '2024-02-15'],
      ],
      [
        'monthly on day 30 from 31 Dec rolls into January',
        '2023-12-31',
        { frequency: 'monthly', every: 1, on: 30 },
        { count: 2 },
        ['2024-01-30', '2024-02-29'],
      ],
      [
        'every 2 months',
        '2024-01-15',
        { frequency: 'monthly', every: 2 },
        { count: 3 },
        ['2024-01-15', '2024-03-15', '2024-05-15'],
      ],
      [
        'yearly from 29 Feb falls on 28 Feb in common years',
        '2024-02-29',
        { frequency: 'yearly', every: 1 },
        { count: 5 },
        ['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29'],
      ],
      [
        'yearly ignores on',
        '2024-03-10',
        { frequency: 'yearly', every: 1, on: 1 },
        { count: 2 },
        ['2024-03-10', '2025-03-10'],
      ],
      [
        'the end day is included',
        '2024-01-01',
        { frequency: 'monthly', every: 1 },
        { until: '2024-03-01' },
        ['2024-01-01', '2024-02-01', '2024-03-01'],
      ],
    ];
  it.each(cases)('%s', (_name, anchor, rule, limit, expected) => {
    const resolved = 'count' in limit ? limit : { until: day(limit.until) };
    expect(days(scheduleInstallmentDates(day(anchor), rule, resolved))).toEqual(expected);
  });

  it('keeps the time of day of the anchor', () => {
    const dates = scheduleInstallmentDates(
      new Date('2024-03-30T01:00:00.000Z'),
      { frequency: 'daily', every: 1 },
      { count: 2 },
    );
    expect(dates.map((date) => date.toISOString())).toEqual([
      '2024-03-30T01:00:00.000Z',
      '2024-03-31T01:00:00.000Z',
    ]);
  });

  it('refuses more than 1000 installments', () => {
    expect(() =>
      scheduleInstallmentDates(day('2024-01-01'), { frequency: 'daily', every: 1 }, { count: 1001 }),
    ).toThrow(new ValidationError('Zbyt wiele rat (najwyżej 1000).'));
  });
});

describe('shiftInstallmentDate: "from start date plus 3 hours"', () => {
  it('adds exactly 3 hours', () => {
    expect(shiftInstallmentDate(new Date('2024-10-26T22:00:00.000Z')).toISOString()).toBe(
      '2024-10-27T01:00:00.000Z',
    );
  });
});
