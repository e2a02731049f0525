import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  calendarTimeSlotsOverlap,
  findRecurringAppointmentSlots,
  RECURRING_APPOINTMENT_LIMITS,
  type RecurringAppointmentSearch,
} from './recurring-appointment-slots.js';

const at = (iso: string) => new Date(iso);
// Wednesday 10 January 2024, 17:00 in Warsaw (CET).
const START = at('2024-01-10T16:00:00.000Z');
const FAR = at('2030-01-01T00:00:00.000Z');
const search = (overrides: Partial<RecurringAppointmentSearch> = {}): RecurringAppointmentSearch => ({
  start: START,
  durationMinutes: 50,
  frequency: 'weekly',
  limitDate: FAR,
  busy: [],
  ...overrides,
});
const starts = (overrides: Partial<RecurringAppointmentSearch>) =>
  findRecurringAppointmentSlots(search(overrides)).map((slot) => slot.start.toISOString());

describe('recurring appointment search (second document §4 and §9 "Recurrence limits 104, 52, 24")', () => {
  it.each([
    ['weekly', 104, '2025-12-31'],
    ['biweekly', 52, '2025-12-24'],
    ['monthly', 24, '2025-12-10'],
  ] as const)('%s: up to %i repeats, the first appointment included', (frequency, limit, lastDay) => {
    const slots = findRecurringAppointmentSlots(search({ frequency }));
    expect(RECURRING_APPOINTMENT_LIMITS[frequency]).toBe(limit);
    expect(slots).toHaveLength(limit);
    expect(slots[0]!.start).toEqual(START);
    expect(slots.at(-1)!.start.toISOString().slice(0, 10)).toBe(lastDay);
  });

  it('"stopping at a limit date": a repeat starting exactly at the limit is included, later ones are not', () => {
    expect(starts({ limitDate: at('2024-01-24T16:00:00.000Z') })).toEqual([
      '2024-01-10T16:00:00.000Z',
      '2024-01-17T16:00:00.000Z',
      '2024-01-24T16:00:00.000Z',
    ]);
    expect(starts({ limitDate: at('2024-01-24T15:59:59.999Z') })).toHaveLength(2);
  });

  it('a limit before the first appointment gives nothing', () => {
    expect(starts({ limitDate: at('2024-01-01T00:00:00.000Z') })).toEqual([]);
  });

  it('biweekly repeats every 2 weeks', () => {
    expect(starts({ frequency: 'biweekly', limitDate: at('2024-02-08T00:00:00.000Z') })).toEqual([
      '2024-01-10T16:00:00.000Z',
      '2024-01-24T16:00:00.000Z',
      '2024-02-07T16:00:00.000Z',
    ]);
  });

  it('repeats keep 17:00 Warsaw time across the change to summer time (16:00 → 15:00 UTC)', () => {
    expect(
      starts({ start: at('2024-03-20T16:00:00.000Z'), limitDate: at('2024-04-04T00:00:00.000Z') }),
    ).toEqual(['2024-03-20T16:00:00.000Z', '2024-03-27T16:00:00.000Z', '2024-04-03T15:00:00.000Z']);
  });

  it('repeats keep the wall-clock time in another time zone', () => {
    const slots = starts({
      start: at('2024-03-06T22:00:00.000Z'), // 17:00 in New York (EST)
      limitDate: at('2024-03-14T00:00:00.000Z'),
      timeZone: 'America/New_York',
    });
    expect(slots).toEqual(['2024-03-06T22:00:00.000Z', '2024-03-13T21:00:00.000Z']);
  });

  it('a repeat at a time skipped by the spring-forward jump moves forward by the jump (02:30 → 03:30)', () => {
    // Sunday 24 March 2024 02:30 CET; 31 March 02:30 does not exist in Warsaw.
    expect(
      starts({ start: at('2024-03-24T01:30:00.000Z'), limitDate: at('2024-04-01T00:00:00.000Z') }),
    ).toEqual(['2024-03-24T01:30:00.000Z', '2024-03-31T01:30:00.000Z']);
  });

  it('a repeat at a time repeated by the fall-back jump takes its first occurrence (02:30 CEST)', () => {
    expect(
      starts({ start: at('2024-10-20T00:30:00.000Z'), limitDate: at('2024-10-28T00:00:00.000Z') }),
    ).toEqual(['2024-10-20T00:30:00.000Z', '2024-10-27T00:30:00.000Z']);
  });

  it('monthly keeps the day of the month and skips months without it (RFC 5545): 31 Jan → 31 Mar, 31 May', () => {
    expect(
      starts({
        frequency: 'monthly',
        start: at('2024-01-31T09:00:00.000Z'),
        limitDate: at('2024-06-01T00:00:00.000Z'),
      }),
    ).toEqual(['2024-01-31T09:00:00.000Z', '2024-03-31T08:00:00.000Z', '2024-05-31T08:00:00.000Z']);
  });

  it('each slot lasts durationMinutes and milliseconds are kept', () => {
    const [slot] = findRecurringAppointmentSlots(
      search({ start: at('2024-01-10T16:00:00.250Z'), durationMinutes: 90 }),
    );
    expect(slot).toEqual({ start: at('2024-01-10T16:00:00.250Z'), end: at('2024-01-10T17:30:00.250Z') });
  });
});

describe('"returns nothing if any repeat conflicts" (half-open intervals [start, end))', () => {
  const cases: [string, string, string, number][] = [
    ['a busy time overlapping the 10th repeat', '2024-03-13T16:30:00.000Z', '2024-03-13T17:30:00.000Z', 0],
    ['a busy time inside the first appointment', '2024-01-10T16:10:00.000Z', '2024-01-10T16:20:00.000Z', 0],
    ['a busy time covering a repeat', '2024-03-13T00:00:00.000Z', '2024-03-14T00:00:00.000Z', 0],
    [
      'a busy time ending when the appointment starts',
      '2024-01-10T15:00:00.000Z',
      '2024-01-10T16:00:00.000Z',
      104,
    ],
    [
      'a busy time starting when the appointment ends',
      '2024-01-10T16:50:00.000Z',
      '2024-01-10T18:00:00.000Z',
      104,
    ],
    [
      'a zero-length busy time inside an appointment',
      '2024-01-10T16:10:00.000Z',
      '2024-01-10T16:10:00.000Z',
      0,
    ],
    [
      'a zero-length busy time at the start of an appointment',
      '2024-01-10T16:00:00.000Z',
      '2024-01-10T16:00:00.000Z',
      0,
    ],
    [
      'a zero-length busy time at the end of an appointment',
      '2024-01-10T16:50:00.000Z',
      '2024-01-10T16:50:00.000Z',
      104,
    ],
    ['a busy time on another day', '2024-01-11T16:00:00.000Z', '2024-01-11T17:00:00.000Z', 104],
    ['a busy time after the limit', '2026-02-04T16:00:00.000Z', '2026-02-04T17:00:00.000Z', 104],
  ];
  it.each(cases)('%s', (_name, start, end, count) => {
    expect(
      findRecurringAppointmentSlots(search({ busy: [{ start: at(start), end: at(end) }] })),
    ).toHaveLength(count);
  });

  it.each([
    ['two equal instants', 5, 5, 5, 5, true],
    ['two different instants', 5, 5, 6, 6, false],
    ['an instant inside a span', 5, 5, 0, 10, true],
    ['an instant at the end of a span', 10, 10, 0, 10, false],
  ])('calendarTimeSlotsOverlap: %s', (_name, aStart, aEnd, bStart, bEnd, expected) => {
    const span = (start: number, end: number) => ({ start: new Date(start), end: new Date(end) });
    expect(calendarTimeSlotsOverlap(span(aStart, aEnd), span(bStart, bEnd))).toBe(expected);
    expect(calendarTimeSlotsOverlap(span(bStart, bEnd), span(aStart, aEnd))).toBe(expected);
  });

  it('property: overlap is symmetric and the found slots never overlap a busy time', () => {
    const span = fc
      .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 500 }))
      .map(([start, length]) => ({
        start: new Date(start * 60_000),
        end: new Date((start + length) * 60_000),
      }));
    fc.assert(
      fc.property(span, span, (a, b) => {
        expect(calendarTimeSlotsOverlap(a, b)).toBe(calendarTimeSlotsOverlap(b, a));
      }),
    );
    fc.assert(
      fc.property(fc.array(span, { maxLength: 5 }), (busy) => {
        const slots = findRecurringAppointmentSlots({
          start: new Date(3_000 * 60_000),
          durationMinutes: 30,
          frequency: 'weekly',
          limitDate: new Date(40 * 86_400_000),
          busy,
        });
        for (const slot of slots)
          for (const taken of busy) expect(calendarTimeSlotsOverlap(slot, taken)).toBe(false);
      }),
    );
  });
});

describe('rejects bad input with a Polish ValidationError', () => {
  it.each([
    ['no search', null, 'Brak parametrów wyszukiwania terminów.'],
    ['invalid start', search({ start: at('x') }), 'Data pierwszego terminu jest nieprawidłowa.'],
    ['invalid limit', search({ limitDate: at('x') }), 'Data graniczna wyszukiwania jest nieprawidłowa.'],
    ['zero duration', search({ durationMinutes: 0 }), 'Czas trwania terminu musi być dodatnią liczbą minut.'],
    [
      'fractional duration',
      search({ durationMinutes: 1.5 }),
      'Czas trwania terminu musi być dodatnią liczbą minut.',
    ],
    [
      'unknown frequency',
      search({ frequency: 'daily' as never }),
      'Nieznana częstotliwość powtarzania: daily.',
    ],
    [
      'busy not a list',
      search({ busy: null as never }),
      'Zajęte terminy muszą mieć poprawne daty początku i końca (koniec nie przed początkiem).',
    ],
    [
      'busy ending before it starts',
      search({ busy: [{ start: START, end: at('2024-01-01') }] }),
      'Zajęte terminy muszą mieć poprawne daty początku i końca (koniec nie przed początkiem).',
    ],
    [
      'busy null entry',
      search({ busy: [null as never] }),
      'Zajęte terminy muszą mieć poprawne daty początku i końca (koniec nie przed początkiem).',
    ],
    ['unknown time zone', search({ timeZone: 'Nowhere/City' }), 'Nieznana strefa czasowa: Nowhere/City.'],
  ])('%s', (_name, input, message) => {
    const run = () => findRecurringAppointmentSlots(input as RecurringAppointmentSearch);
    expect(run).toThrow(ValidationError);
    expect(run).toThrow(message);
  });
});
