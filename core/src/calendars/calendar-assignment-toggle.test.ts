import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { type CalendarAssignment, toggleCalendarAssignment } from './calendar-assignment-toggle.js';

const at = (iso: string) => new Date(iso);
// 10:00 in Warsaw on 15 March 2024 (CET, UTC+1).
const NOW = at('2024-03-15T09:00:00.000Z');
const key = { calendarId: 'cal1', eventId: 'ev1' };
const other: CalendarAssignment = {
  calendarId: 'cal2',
  eventId: 'ev1',
  from: at('2024-01-01T00:00:00Z'),
  active: true,
};

describe('calendar assignment toggle (first document §4, second document §4)', () => {
  it('"An inactive one becomes active from now, with no end date."', () => {
    const inactive: CalendarAssignment = {
      ...key,
      standalone: true,
      from: at('2024-01-01T00:00:00Z'),
      to: at('2024-02-01T00:00:00Z'),
      active: false,
    };
    const result = toggleCalendarAssignment([other, inactive], key, NOW);
    expect(result).toStrictEqual([other, { ...key, standalone: true, from: NOW, active: true }]);
    expect('to' in result[1]!).toBe(false);
  });

  it.each([
    ['earlier the same Warsaw day', '2024-03-14T23:30:00.000Z'],
    ['exactly now', '2024-03-15T09:00:00.000Z'],
    ['late the same Warsaw day', '2024-03-15T22:59:59.999Z'],
  ])('"An active one that started today is removed." (%s)', (_name, from) => {
    const active: CalendarAssignment = { ...key, from: at(from), active: true };
    expect(toggleCalendarAssignment([active, other], key, NOW)).toEqual([other]);
  });

  it.each([
    ['the day before in Warsaw (though the same UTC day)', '2024-03-14T22:59:59.999Z'],
    ['the next Warsaw day', '2024-03-15T23:00:00.000Z'],
    ['a year ago', '2023-03-15T09:00:00.000Z'],
  ])(
    '"An active one with a different start gets an end of now and becomes inactive." (%s)',
    (_name, from) => {
      const active: CalendarAssignment = { ...key, from: at(from), active: true };
      expect(toggleCalendarAssignment([active], key, NOW)).toEqual([
        { ...key, from: at(from), to: NOW, active: false },
      ]);
    },
  );

  it('an active one without a start counts as a different start', () => {
    expect(toggleCalendarAssignment([{ ...key, active: true }], key, NOW)).toEqual([
      { ...key, to: NOW, active: false },
    ]);
  });

  it('"A missing one is added as active." (from now, at the end)', () => {
    expect(toggleCalendarAssignment([other], key, NOW)).toStrictEqual([
      other,
      { ...key, from: NOW, active: true },
    ]);
    expect(toggleCalendarAssignment([], { ...key, standalone: false }, NOW)).toStrictEqual([
      { ...key, from: NOW, active: true, standalone: false },
    ]);
  });

  it('matches on both calendarId and eventId and does not change the input list', () => {
    const list: CalendarAssignment[] = [{ calendarId: 'cal1', eventId: 'ev2', active: false }];
    const copy = structuredClone(list);
    expect(toggleCalendarAssignment(list, key, NOW)).toHaveLength(2);
    expect(list).toEqual(copy);
  });

  it('"today" is read in the given time zone', () => {
    const active: CalendarAssignment = { ...key, from: at('2024-03-15T02:00:00.000Z'), active: true };
    // 15 Mar 02:00 UTC is still 14 Mar in New York (EDT, UTC−4), NOW is 15 Mar 05:00 there.
    expect(toggleCalendarAssignment([active], key, NOW, 'America/New_York')[0]).toMatchObject({
      active: false,
    });
    expect(toggleCalendarAssignment([active], key, NOW)).toEqual([]);
  });

  it('toggling twice on a new day restores an active assignment from now', () => {
    const once = toggleCalendarAssignment(
      [{ ...key, from: at('2024-01-01T00:00:00Z'), active: true }],
      key,
      NOW,
    );
    expect(toggleCalendarAssignment(once, key, NOW)).toEqual([{ ...key, from: NOW, active: true }]);
  });

  it('reads a stored null from/to as missing', () => {
    const stored = { ...key, from: null, to: null, active: true } as unknown as CalendarAssignment;
    expect(toggleCalendarAssignment([stored], key, NOW)[0]).toMatchObject({ to: NOW, active: false });
  });

  it.each([
    [
      'not a list',
      () => toggleCalendarAssignment(null as never, key, NOW),
      'Lista przypisań kalendarzy jest nieprawidłowa.',
    ],
    [
      'an entry without active',
      () => toggleCalendarAssignment([{ calendarId: 'a', eventId: 'b' } as never], key, NOW),
      'Lista przypisań kalendarzy jest nieprawidłowa.',
    ],
    [
      'an entry with an invalid date',
      () => toggleCalendarAssignment([{ ...key, active: true, from: at('x') }], key, NOW),
      'Lista przypisań kalendarzy jest nieprawidłowa.',
    ],
    [
      'a null entry',
      () => toggleCalendarAssignment([null as never], key, NOW),
      'Lista przypisań kalendarzy jest nieprawidłowa.',
    ],
    [
      'empty calendarId',
      () => toggleCalendarAssignment([], { ...key, calendarId: '' }, NOW),
      'Pole calendarId jest wymagane.',
    ],
    [
      'missing key',
      () => toggleCalendarAssignment([], null as never, NOW),
      'Pole calendarId jest wymagane.; Pole eventId jest wymagane.',
    ],
    ['invalid now', () => toggleCalendarAssignment([], key, at('x')), 'Bieżąca data jest nieprawidłowa.'],
    [
      'unknown time zone',
      () => toggleCalendarAssignment([{ ...key, from: NOW, active: true }], key, NOW, 'Mars/Olympus'),
      'Nieznana strefa czasowa: Mars/Olympus.',
    ],
  ])('rejects %s with a Polish ValidationError', (_name, run, message) => {
    expect(run).toThrow(ValidationError);
    expect(run).toThrow(message);
  });
});
