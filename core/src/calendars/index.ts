export {
  type CalendarAssignment,
  type CalendarAssignmentKey,
  toggleCalendarAssignment,
} from './calendar-assignment-toggle.js';
export {
  CALENDAR_COLOUR_VARIANTS,
  type CalendarColour,
  type CalendarColourVariant,
  calendarColourVariant,
} from './calendar-colour-variants.js';
export {
  CALENDAR_EVENT_DECISION_LABELS,
  CALENDAR_EVENT_DECISIONS,
  type CalendarEventDecision,
  type CalendarEventWithDecision,
  calendarEventsForReminders,
  isCalendarEventDecision,
} from './calendar-event-decision.js';
export {
  type CalendarTimeSlot,
  calendarTimeSlotsOverlap,
  findRecurringAppointmentSlots,
  RECURRING_APPOINTMENT_FREQUENCIES,
  RECURRING_APPOINTMENT_LIMITS,
  type RecurringAppointmentFrequency,
  type RecurringAppointmentSearch,
} from './recurring-appointment-slots.js';
export { CALENDAR_TIME_ZONE, toWallClock } from './wall-clock-time.js';
