import { ValidationError } from '../errors/index.js';

/**
 * "Calendars rotate up to 8 colour variants (primary, secondary, success, warning, danger, info, dark, and their
 * subtle variants)" (first document §9). The spec names seven Bootstrap theme colours and a count of eight; the
 * eighth is Bootstrap's remaining theme colour, light. Each comes with its `-subtle` companion.
 */
export const CALENDAR_COLOUR_VARIANTS = [
  'primary',
  'secondary',
  'success',
  'warning',
  'danger',
  'info',
  'dark',
  'light',
] as const;
export type CalendarColourVariant = (typeof CALENDAR_COLOUR_VARIANTS)[number];

export interface CalendarColour {
  variant: CalendarColourVariant;
  /** The subtle variant of the same colour, e.g. 'primary-subtle'. */
  subtleVariant: `${CalendarColourVariant}-subtle`;
}

/** The colour of the calendar at a position: the 8 variants rotate (index 8 is primary again). */
export function calendarColourVariant(index: number): CalendarColour {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new ValidationError('Numer kalendarza musi być nieujemną liczbą całkowitą.');
  }
  const variant = CALENDAR_COLOUR_VARIANTS[index % CALENDAR_COLOUR_VARIANTS.length]!;
  return { variant, subtleVariant: `${variant}-subtle` };
}
