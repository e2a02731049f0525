import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { CALENDAR_COLOUR_VARIANTS, calendarColourVariant } from './calendar-colour-variants.js';
import {
  CALENDAR_EVENT_DECISION_LABELS,
  CALENDAR_EVENT_DECISIONS,
  calendarEventsForReminders,
  isCalendarEventDecision,
} from './calendar-event-decision.js';

describe('"Calendars rotate up to 8 colour variants (primary, secondary, success, warning, danger, info, dark, and their subtle variants)"', () => {
  it('has 8 variants in the spec order', () => {
    expect(CALENDAR_COLOUR_VARIANTS).toEqual([
      'primary',
      'secondary',
      'success',
      'warning',
      'danger',
      'info',
      'dark',
      'light',
    ]);
  });

  it.each([
    [0, 'primary'],
    [6, 'dark'],
    [7, 'light'],
    [8, 'primary'],
    [17, 'secondary'],
  ])('calendar %i gets %s and its subtle variant', (index, variant) => {
    expect(calendarColourVariant(index)).toEqual({ variant, subtleVariant: `${variant}-subtle` });
  });

  it.each([-1, 1.5, Number.NaN])('rejects the position %d', (index) => {
    expect(() => calendarColourVariant(index)).toThrow(
      new ValidationError('Numer kalendarza musi być nieujemną liczbą całkowitą.'),
    );
  });
});

describe('calendar event decisions: NONE, DONE, CANCELLED, DELINQUENT', () => {
  it('lists the four values with Polish labels', () => {
    expect(CALENDAR_EVENT_DECISIONS).toEqual(['NONE', 'DONE', 'CANCELLED', 'DELINQUENT']);
    expect(Object.keys(CALENDAR_EVENT_DECISION_LABELS)).toEqual([...CALENDAR_EVENT_DECISIONS]);
    expect(isCalendarEventDecision('DONE')).toBe(true);
    expect(isCalendarEventDecision('done')).toBe(false);
  });

  it('"cancelled events are excluded from reminders"', () => {
    const events = [
      { id: 'a', extendedProps: { decision: 'NONE' as const } },
      { id: 'b', extendedProps: { decision: 'CANCELLED' as const } },
      { id: 'c' },
      { id: 'd', extendedProps: null },
      { id: 'e', extendedProps: { decision: 'DELINQUENT' as const } },
    ];
    expect(calendarEventsForReminders(events).map((event) => event.id)).toEqual(['a', 'c', 'd', 'e']);
  });
});
