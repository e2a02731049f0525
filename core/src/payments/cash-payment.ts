/**
 * The organizer's cash payment (first document §2, participants grid row action "add cash payment"): an
 * amount in integer grosze above zero, and a date that is not in the future (default now).
 */
import { ValidationError } from '../errors/index.js';

export const CASH_PAYMENT_MESSAGES = {
  amount: 'Kwota wpłaty musi być dodatnią liczbą całkowitą groszy',
  date: 'Data wpłaty jest nieprawidłowa',
  future: 'Data wpłaty nie może być w przyszłości',
} as const;

export interface CashPaymentInput {
  amount: unknown;
  /** ISO date or date-time; absent = now. */
  date?: unknown;
}

/** The amount and the payment date, or a ValidationError listing every problem in Polish. */
export function checkCashPayment(input: CashPaymentInput, now: Date): { amount: number; date: Date } {
  const errors: string[] = [];
  const { amount } = input;
  const validAmount = typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
  if (!validAmount) errors.push(CASH_PAYMENT_MESSAGES.amount);
  let date = now;
  if (input.date !== undefined && input.date !== null && input.date !== '') {
    const parsed = typeof input.date === 'string' ? new Date(input.date) : new Date(Number.NaN);
    if (Number.isNaN(parsed.getTime())) errors.push(CASH_PAYMENT_MESSAGES.date);
    else if (parsed.getTime() > now.getTime()) errors.push(CASH_PAYMENT_MESSAGES.future);
    else date = parsed;
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return { amount: amount as number, date };
}
