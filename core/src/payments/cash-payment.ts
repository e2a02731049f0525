/**
 * The organizer's cash payment (first document §2, participants grid row action "add cash payment"): an
 * amount in integer grosze above zero, and a date that is not in the future (default now).
 */
import { ValidationError } from '../errors/index.js';
import { polishDayOfInstant } from '../pricing/calendar-day.js';
import { parseWarsawWallTime } from '../time/warsaw-wall-time.js';

export const CASH_PAYMENT_MESSAGES = {
  amount: 'Kwota wpłaty musi być dodatnią liczbą całkowitą groszy',
  date: 'Data wpłaty jest nieprawidłowa',
  future: 'Data wpłaty nie może być w przyszłości',
} as const;

export interface CashPaymentInput {
  amount: unknown;
  /** ISO date-time, or a day ('YYYY-MM-DD', a day in Poland); absent = now. */
  date?: unknown;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day alone is a day in Poland: today means now (the time the payment is recorded), an earlier day its
 * Polish midnight. Read as an ISO date it was UTC midnight, which the admin showed as 01:00 or 02:00.
 */
function paymentInstant(text: string, now: Date): Date {
  const day = DAY.exec(text);
  if (!day) return new Date(text);
  const key = Number(day[1]) * 10_000 + Number(day[2]) * 100 + Number(day[3]);
  if (key === polishDayOfInstant(now).key) return now;
  const midnight = parseWarsawWallTime(`${text} 00:00:00`);
  // 2026-02-30 would roll over into March: not a day.
  return midnight && polishDayOfInstant(midnight).key === key ? midnight : new Date(Number.NaN);
}

/** The amount and the payment date, or a ValidationError listing every problem in Polish. */
export function checkCashPayment(input: CashPaymentInput, now: Date): { amount: number; date: Date } {
  const errors: string[] = [];
  const { amount } = input;
  const validAmount = typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
  if (!validAmount) errors.push(CASH_PAYMENT_MESSAGES.amount);
  let date = now;
  if (input.date !== undefined && input.date !== null && input.date !== '') {
    const parsed = typeof input.date === 'string' ? paymentInstant(input.date, now) : new Date(Number.NaN);
    if (Number.isNaN(parsed.getTime())) errors.push(CASH_PAYMENT_MESSAGES.date);
    else if (parsed.getTime() > now.getTime()) errors.push(CASH_PAYMENT_MESSAGES.future);
    else date = parsed;
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return { amount: amount as number, date };
}
