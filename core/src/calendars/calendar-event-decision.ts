/** Decision recorded on a calendar event (second document §4 "Calendar: event decision NONE, DONE, CANCELLED, DELINQUENT"). */
export const CALENDAR_EVENT_DECISIONS = ['NONE', 'DONE', 'CANCELLED', 'DELINQUENT'] as const;
export type CalendarEventDecision = (typeof CALENDAR_EVENT_DECISIONS)[number];

/** Polish labels (the spec gives the values only; DELINQUENT is an absence reported too late or not at all). */
export const CALENDAR_EVENT_DECISION_LABELS: Readonly<Record<CalendarEventDecision, string>> = {
  NONE: 'Brak decyzji',
  DONE: 'Odbyło się',
  CANCELLED: 'Odwołane',
  DELINQUENT: 'Nieobecność nieusprawiedliwiona',
};

export function isCalendarEventDecision(value: unknown): value is CalendarEventDecision {
  return (CALENDAR_EVENT_DECISIONS as readonly unknown[]).includes(value);
}

/** The part of a CalendarEvent (second document §3) that carries its decision. */
export interface CalendarEventWithDecision {
  extendedProps?: { decision?: CalendarEventDecision | null | undefined } | null | undefined;
}

/** "cancelled events are excluded from reminders" (second document §4): the events reminders may be sent for. */
export function calendarEventsForReminders<T extends CalendarEventWithDecision>(events: readonly T[]): T[] {
  return events.filter((event) => event.extendedProps?.decision !== 'CANCELLED');
}
