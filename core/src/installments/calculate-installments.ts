import { ValidationError } from '../errors/index.js';
import { normalizeVatRate, type VatRateInput, vatFromNet } from '../money/index.js';
import { percentOfGrosze, scaleGrosze, splitGroszeWithRestOnLast } from './grosze-arithmetic.js';
import type { InstallmentCalculationType } from './installment-kinds.js';
import { scheduleInstallmentDates, shiftInstallmentDate } from './installment-schedule.js';
import type { InstallmentsAdvanceConfig, InstallmentsDefinition } from './installments-definition.js';
import {
  findInstallmentsDefinitionProblems,
  isValidDate,
  isValidMultiplier,
} from './installments-definition-problems.js';
import { addCalendarDays, calendarDayNumber } from './utc-calendar.js';

/** A participant's installment (first document §3: date, amount, grossAmount, vat, installmentId), in grosze. */
export interface ParticipantInstallment {
  installmentId: string;
  date: Date;
  /** Net amount. */
  amount: number;
  vat: number;
  grossAmount: number;
}

export interface InstallmentsCalculationInput {
  /** Integer grosze, not negative: the price, or the price of one installment for the constant-amount types. */
  amount: number;
  startDate: Date;
  /** VAT rate as the money module reads it ('23', 8, 'zw'…; unknown numbers mean 23); none means no VAT. */
  vatRate?: VatRateInput | undefined;
  /** Replaces the definition's multiplier (e.g. a Multiplier form field). */
  multiplier?: number | undefined;
  /** Id of the installment at a position; must be 26 lowercase letters or digits (first document §9). */
  idFor: (index: number) => string;
}

const INSTALLMENT_ID = /^[a-z0-9]{26}$/;

/**
 * Installments of a participant (second document §4 "Installment calculation"):
 * - "constant amount per installment gives the count; amount times multiplier gives multiplier times count":
 *   the amount to pay is amount × count, amount × multiplier × count, or (totalAmount) the amount itself, where
 *   count is the number of scheduled (non-advance) dates.
 * - "Dates are generated from start date plus 3 hours" (see shiftInstallmentDate).
 * - "An advance with later dates produces an advance installment first; if no later date exists, one
 *   installment of the full amount." The advance falls due advanceDays after the start; later dates are those
 *   on a later day. The full amount includes an advance that is an addition.
 * - "Advance percent or amount is subtracted from the rest unless it is an addition." The percent is of the
 *   amount to pay. A subtracted advance of at least the amount to pay leaves one installment of the full amount.
 * - "TotalAmount divides equally to 2 decimals and the last installment takes the rest": shares are truncated
 *   to whole grosze, the last takes the rest (also for what is left after the advance).
 * A schedule without any date (empty constant dates) gives one installment of the full amount at the start.
 * VAT is computed per installment with the money module's vatFromNet (half up); grossAmount = amount + vat.
 */
export function calculateInstallments(
  definition: InstallmentsDefinition,
  input: InstallmentsCalculationInput,
): ParticipantInstallment[] {
  assertCalculable(definition, input);
  const start = shiftInstallmentDate(input.startDate);
  const multiplier = input.multiplier ?? definition.multiplier;
  const toPay = (count: number) => amountToPay(input.amount, definition.calculationType, multiplier, count);
  const dues = dueAmounts(definition, start, toPay);
  return dues.map((due, index) => {
    const installmentId = input.idFor(index);
    if (typeof installmentId !== 'string' || !INSTALLMENT_ID.test(installmentId)) {
      throw new ValidationError('Identyfikator raty musi mieć 26 małych liter lub cyfr.');
    }
    const vat = input.vatRate == null ? 0 : vatFromNet(due.amount, input.vatRate);
    return { installmentId, date: due.date, amount: due.amount, vat, grossAmount: due.amount + vat };
  });
}

interface Due {
  date: Date;
  amount: number;
}

function dueAmounts(
  definition: InstallmentsDefinition,
  start: Date,
  toPay: (count: number) => number,
): Due[] {
  const advance = definition.advance as InstallmentsAdvanceConfig;
  switch (definition.type) {
    case 'constantNumber': {
      const config = definition.constantNumber!;
      return spread(scheduleInstallmentDates(start, config, { count: config.count }), start, toPay);
    }
    case 'betweenDates':
      return spread(betweenDates(definition), start, toPay);
    case 'constantDate':
      return spread(sortedShifted(advance.dates), start, toPay);
    case 'advance':
      return withAdvance(advance, start, sortedShifted(advance.dates), toPay);
    default:
      return withAdvance(advance, start, betweenDates(definition), toPay);
  }
}

function betweenDates(definition: InstallmentsDefinition): Date[] {
  const config = definition.betweenDates!;
  return scheduleInstallmentDates(shiftInstallmentDate(config.from), config, {
    until: shiftInstallmentDate(config.to),
  });
}

function sortedShifted(dates: readonly Date[]): Date[] {
  return dates.map(shiftInstallmentDate).sort((a, b) => a.getTime() - b.getTime());
}

function spread(dates: Date[], start: Date, toPay: (count: number) => number): Due[] {
  if (dates.length === 0) return [{ date: start, amount: toPay(1) }];
  const shares = splitGroszeWithRestOnLast(toPay(dates.length), dates.length);
  return dates.map((date, index) => ({ date, amount: shares[index]! }));
}

function withAdvance(
  config: InstallmentsAdvanceConfig,
  start: Date,
  dates: Date[],
  toPay: (count: number) => number,
): Due[] {
  const advanceDate = addCalendarDays(start, config.advanceDays);
  const later = dates.filter((date) => calendarDayNumber(date) > calendarDayNumber(advanceDate));
  const total = toPay(Math.max(later.length, 1));
  const advance = config.isPercent ? percentOfGrosze(total, config.advancePercent) : config.advanceAmount;
  const addition = config.advanceIsAddition ? advance : 0;
  if (later.length === 0 || (!config.advanceIsAddition && advance >= total)) {
    return [{ date: advanceDate, amount: safeSum(total, addition) }];
  }
  const rest = config.advanceIsAddition ? total : total - advance;
  return [{ date: advanceDate, amount: advance }, ...spread(later, start, () => rest)];
}

function amountToPay(
  amount: number,
  type: InstallmentCalculationType,
  multiplier: number,
  count: number,
): number {
  if (type === 'totalAmount') return amount;
  const perInstallment = type === 'amountTimesMultiplier' ? scaleGrosze(amount, multiplier) : amount;
  return scaleGrosze(perInstallment, count);
}

function safeSum(a: number, b: number): number {
  if (!Number.isSafeInteger(a + b)) throw new ValidationError('Kwota rat przekracza dopuszczalny zakres.');
  return a + b;
}

function assertCalculable(definition: InstallmentsDefinition, input: InstallmentsCalculationInput): void {
  if (typeof input !== 'object' || input === null)
    throw new ValidationError('Brak danych do wyliczenia rat.');
  const problems = findInstallmentsDefinitionProblems(definition);
  if (typeof input.amount !== 'number' || Number.isNaN(input.amount)) {
    problems.push('Kwota rat jest wymagana.');
  } else if (input.amount < 0) {
    problems.push('Kwota rat nie może być ujemna.');
  } else if (!Number.isSafeInteger(input.amount)) {
    problems.push('Kwota rat musi być całkowitą liczbą groszy.');
  }
  if (!isValidDate(input.startDate)) problems.push('Data początkowa rat jest nieprawidłowa.');
  if (input.vatRate != null) problems.push(...vatRateProblems(input.vatRate));
  if (input.multiplier != null && !isValidMultiplier(input.multiplier)) {
    problems.push('Mnożnik musi być nieujemną liczbą.');
  }
  if (typeof input.idFor !== 'function') problems.push('Brak funkcji nadającej identyfikatory rat.');
  if (problems.length > 0) throw new ValidationError(problems);
}

function vatRateProblems(rate: VatRateInput): readonly string[] {
  try {
    normalizeVatRate(rate);
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}
