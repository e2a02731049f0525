import { ValidationError } from '../errors/index.js';
import { RRule } from './rrule-class.js';
import { CALENDAR_TIME_ZONE, fromWallClock, toWallClock } from './wall-clock-time.js';

/** How often a recurring appointment repeats. */
export const RECURRING_APPOINTMENT_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type RecurringAppointmentFrequency = (typeof RECURRING_APPOINTMENT_FREQUENCIES)[number];

/** "weekly up to 104 repeats, biweekly 52, monthly 24" (second document §4, §9 "Recurrence limits 104, 52, 24"). */
export const RECURRING_APPOINTMENT_LIMITS: Readonly<Record<RecurringAppointmentFrequency, number>> = {
  weekly: 104,
  biweekly: 52,
  monthly: 24,
};

/** A span of time, start included and end excluded: [start, end). */
export interface CalendarTimeSlot {
  start: Date;
  end: Date;
}

export interface RecurringAppointmentSearch {
  /** The first appointment. */
  start: Date;
  durationMinutes: number;
  frequency: RecurringAppointmentFrequency;
  /** No repeat starts after this instant. */
  limitDate: Date;
  /** Times already taken in the calendar. */
  busy: readonly CalendarTimeSlot[];
  /** Repeats keep the wall-clock time of the first appointment in this zone across DST; default Europe/Warsaw. */
  timeZone?: string | undefined;
}

const RRULE_FREQUENCY = { weekly: 'WEEKLY', biweekly: 'WEEKLY', monthly: 'MONTHLY' } as const;

/**
 * "Recurring appointment search: weekly up to 104 repeats, biweekly 52, monthly 24, stopping at a limit date;
 * returns nothing if any repeat conflicts" (second document §4). The repeats (the first appointment included)
 * come from an rrule RRULE (FREQ, INTERVAL, COUNT, UNTIL; UNTIL inclusive) over the wall-clock time in the time
 * zone, so a 17:00 appointment stays at 17:00 after a DST change. A monthly repeat keeps the day of the month and,
 * as RFC 5545 says, skips months without that day (from 31 Jan: 31 Mar, 31 May…). Slots and busy times are
 * half-open [start, end): an appointment that ends when a busy time starts does not conflict
 * (see calendarTimeSlotsOverlap).
 */
export function findRecurringAppointmentSlots(search: RecurringAppointmentSearch): CalendarTimeSlot[] {
  assertSearch(search);
  const timeZone = search.timeZone ?? CALENDAR_TIME_ZONE;
  const rule = new RRule({
    freq: RRule[RRULE_FREQUENCY[search.frequency]],
    interval: search.frequency === 'biweekly' ? 2 : 1,
    count: RECURRING_APPOINTMENT_LIMITS[search.frequency],
    dtstart: toWallClock(search.start, timeZone),
    until: toWallClock(search.limitDate, timeZone),
  });
  const durationMs = search.durationMinutes * 60_000;
  const slots = rule
    .all()
    .map((wallClock) => fromWallClock(wallClock, timeZone))
    .filter((start) => start.getTime() <= search.limitDate.getTime())
    .map((start) => ({ start, end: new Date(start.getTime() + durationMs) }));
  const conflicts = slots.some((slot) => search.busy.some((busy) => calendarTimeSlotsOverlap(slot, busy)));
  return conflicts ? [] : slots;
}

/**
 * Whether two half-open spans [start, end) share an instant. A span of zero length is the instant itself, so a
 * zero-length busy time conflicts with an appointment that contains it (start ≤ t < end).
 */
export function calendarTimeSlotsOverlap(a: CalendarTimeSlot, b: CalendarTimeSlot): boolean {
  const [aStart, aEnd, bStart, bEnd] = [
    a.start.getTime(),
    a.end.getTime(),
    b.start.getTime(),
    b.end.getTime(),
  ];
  if (aStart === aEnd) return bStart === bEnd ? aStart === bStart : bStart <= aStart && aStart < bEnd;
  if (bStart === bEnd) return aStart <= bStart && bStart < aEnd;
  return aStart < bEnd && bStart < aEnd;
}

const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

function assertSearch(search: RecurringAppointmentSearch): void {
  if (typeof search !== 'object' || search === null) {
    throw new ValidationError('Brak parametrów wyszukiwania terminów.');
  }
  const problems: string[] = [];
  if (!isValidDate(search.start)) problems.push('Data pierwszego terminu jest nieprawidłowa.');
  if (!isValidDate(search.limitDate)) problems.push('Data graniczna wyszukiwania jest nieprawidłowa.');
  if (!Number.isSafeInteger(search.durationMinutes) || search.durationMinutes <= 0) {
    problems.push('Czas trwania terminu musi być dodatnią liczbą minut.');
  }
  if (!(RECURRING_APPOINTMENT_FREQUENCIES as readonly unknown[]).includes(search.frequency)) {
    problems.push(`Nieznana częstotliwość powtarzania: ${String(search.frequency)}.`);
  }
  const busyValid =
    Array.isArray(search.busy) &&
    search.busy.every(
      (slot) =>
        typeof slot === 'object' &&
        slot !== null &&
        isValidDate(slot.start) &&
        isValidDate(slot.end) &&
        slot.end.getTime() >= slot.start.getTime(),
    );
  if (!busyValid)
    problems.push('Zajęte terminy muszą mieć poprawne daty początku i końca (koniec nie przed początkiem).');
  if (problems.length > 0) throw new ValidationError(problems);
}
