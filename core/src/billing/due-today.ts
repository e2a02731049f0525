/**
 * Whether a billing's required date has come (what a payer must pay now). Days are the organizers' days
 * (Europe/Warsaw, the project's time zone): an installment due today is due for the whole of today, from
 * midnight in Poland, whatever hour its required date carries (installment dates are generated at the start
 * date plus 3 hours, spec second document §4 "Installment calculation"; a date picked in the admin is
 * midnight UTC, which is 1:00 or 2:00 in Poland).
 */
import { polishDayOfInstant } from '../pricing/calendar-day.js';

export function isRequiredByToday(requiredDate: Date, now: Date): boolean {
  if (Number.isNaN(requiredDate.getTime())) return false;
  return polishDayOfInstant(requiredDate).key <= polishDayOfInstant(now).key;
}
