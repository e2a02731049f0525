import { ValidationError } from '../errors/index.js';
import { CALENDAR_TIME_ZONE, wallClockDayNumber } from './wall-clock-time.js';

/** Calendar assignment (first document §3: calendarId, eventId, from, to, standalone, active). */
export interface CalendarAssignment {
  calendarId: string;
  eventId: string;
  from?: Date | undefined;
  to?: Date | undefined;
  standalone?: boolean | undefined;
  active: boolean;
}

/** Which assignment to toggle; `standalone` is stored on an assignment that gets added. */
export interface CalendarAssignmentKey {
  calendarId: string;
  eventId: string;
  standalone?: boolean | undefined;
}

/**
 * Toggles the assignment of a calendar in a project (first document §4 "Calendar assignment toggle"), returning
 * a new list (the input is not changed):
 * - "An inactive one becomes active from now, with no end date."
 * - "An active one that started today is removed." Today is the calendar day of `now` in `timeZone`.
 * - "An active one with a different start gets an end of now and becomes inactive."
 * - "A missing one is added as active" (from now, at the end of the list).
 * Only the first assignment matching calendarId and eventId is toggled.
 */
export function toggleCalendarAssignment(
  assignments: readonly CalendarAssignment[],
  key: CalendarAssignmentKey,
  now: Date,
  timeZone: string = CALENDAR_TIME_ZONE,
): CalendarAssignment[] {
  assertToggleInput(assignments, key, now);
  const index = assignments.findIndex((a) => a.calendarId === key.calendarId && a.eventId === key.eventId);
  const current = assignments[index];
  if (!current) {
    const added: CalendarAssignment = {
      calendarId: key.calendarId,
      eventId: key.eventId,
      from: now,
      active: true,
    };
    if (key.standalone !== undefined) added.standalone = key.standalone;
    return [...assignments, added];
  }
  const { to: _previousEnd, ...withoutEnd } = current;
  if (!current.active) return replaceAt(assignments, index, { ...withoutEnd, from: now, active: true });
  const startedToday =
    current.from != null && wallClockDayNumber(current.from, timeZone) === wallClockDayNumber(now, timeZone);
  if (startedToday) return assignments.filter((_, position) => position !== index);
  return replaceAt(assignments, index, { ...current, to: now, active: false });
}

function replaceAt(
  list: readonly CalendarAssignment[],
  index: number,
  item: CalendarAssignment,
): CalendarAssignment[] {
  return list.map((existing, position) => (position === index ? item : existing));
}

function assertToggleInput(
  assignments: readonly CalendarAssignment[],
  key: CalendarAssignmentKey,
  now: Date,
): void {
  const problems: string[] = [];
  if (!Array.isArray(assignments) || !assignments.every(isAssignment)) {
    problems.push('Lista przypisań kalendarzy jest nieprawidłowa.');
  }
  if (typeof key !== 'object' || key === null || !isId(key.calendarId)) {
    problems.push('Pole calendarId jest wymagane.');
  }
  if (typeof key !== 'object' || key === null || !isId(key.eventId))
    problems.push('Pole eventId jest wymagane.');
  if (!isValidDate(now)) problems.push('Bieżąca data jest nieprawidłowa.');
  if (problems.length > 0) throw new ValidationError(problems);
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

function isAssignment(value: unknown): value is CalendarAssignment {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as CalendarAssignment;
  return (
    typeof a.calendarId === 'string' &&
    typeof a.eventId === 'string' &&
    typeof a.active === 'boolean' &&
    (a.from == null || isValidDate(a.from)) &&
    (a.to == null || isValidDate(a.to))
  );
}
