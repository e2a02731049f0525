import { ValidationError } from '../errors/index.js';
import type {
  InstallmentCalculationType,
  InstallmentFrequency,
  InstallmentsType,
} from './installment-kinds.js';
import { SINGLE_PAYMENT_LABEL } from './installment-kinds.js';
import { addCalendarYears } from './utc-calendar.js';

/**
 * Advance config (second document §3: isPercent, advancePercent, advanceAmount, advanceIsAddition, advanceDays,
 * dates). `dates` are the later due dates of the `advance` type; the `constantDate` type reads its dates from here
 * too, because the spec lists no separate config for it.
 */
export interface InstallmentsAdvanceConfig {
  isPercent: boolean;
  /** Percent of the amount to pay, 0–100, decimals allowed; used when `isPercent`. */
  advancePercent: number;
  /** Integer grosze; used when not `isPercent`. */
  advanceAmount: number;
  /** The advance is added on top of the amount instead of being taken out of it. */
  advanceIsAddition: boolean;
  /** The advance falls due this many days after the start date. */
  advanceDays: number;
  dates: Date[];
}

/**
 * When scheduled installments fall due. `on` is the day of the month (1–31, clamped to the month's last day) for
 * monthly, the ISO weekday (1 Monday … 7 Sunday) for weekly, and ignored otherwise; without it the schedule
 * keeps the day of its first date.
 */
export interface InstallmentScheduleRule {
  frequency: InstallmentFrequency;
  /** Every how many days, weeks, months or years (a positive integer). */
  every: number;
  on?: number | undefined;
}

/** Between-dates config (second document §3: from, to, frequency, every, on); both ends are included. */
export interface InstallmentsBetweenDatesConfig extends InstallmentScheduleRule {
  from: Date;
  to: Date;
}

/** Constant-number config (second document §3: frequency, every, on, count), counted from the start date. */
export interface InstallmentsConstantNumberConfig extends InstallmentScheduleRule {
  count: number;
}

/** Installments definition (second document §3: name, definitionId, type, count, multiplier, calculationType, config per type). */
export interface InstallmentsDefinition {
  name: string;
  definitionId: string;
  type: InstallmentsType;
  /** The definition's stored installment count; the calculation counts the dates its schedule produces. */
  count: number;
  multiplier: number;
  calculationType: InstallmentCalculationType;
  advance?: InstallmentsAdvanceConfig | undefined;
  betweenDates?: InstallmentsBetweenDatesConfig | undefined;
  constantNumber?: InstallmentsConstantNumberConfig | undefined;
}

/** "Default advance: 100 currency units after 30 days" (second document §9), in grosze. */
export const DEFAULT_INSTALLMENTS_ADVANCE_AMOUNT = 10_000;
export const DEFAULT_INSTALLMENTS_ADVANCE_DAYS = 30;
/** "Constant-number default: 12 monthly" (second document §9). */
export const DEFAULT_INSTALLMENTS_CONSTANT_NUMBER_COUNT = 12;

/**
 * "Default empty installments definition: constant number, count 1, multiplier 1, total amount, immediate" and
 * "Default definition is named single payment (Polish label)" (second document §9, §3).
 */
export function defaultInstallmentsDefinition(definitionId = ''): InstallmentsDefinition {
  return {
    name: SINGLE_PAYMENT_LABEL,
    definitionId,
    type: 'constantNumber',
    count: 1,
    multiplier: 1,
    calculationType: 'totalAmount',
    constantNumber: { frequency: 'immediate', every: 1, count: 1 },
  };
}

/** "Default advance: 100 currency units after 30 days" (second document §9); subtracted, no later dates yet. */
export function defaultInstallmentsAdvanceConfig(): InstallmentsAdvanceConfig {
  return {
    isPercent: false,
    advancePercent: 0,
    advanceAmount: DEFAULT_INSTALLMENTS_ADVANCE_AMOUNT,
    advanceIsAddition: false,
    advanceDays: DEFAULT_INSTALLMENTS_ADVANCE_DAYS,
    dates: [],
  };
}

/** "Between-dates default: one year, monthly, every 1, day 1" (second document §9), starting at `from`. */
export function defaultInstallmentsBetweenDatesConfig(from: Date): InstallmentsBetweenDatesConfig {
  if (!(from instanceof Date) || Number.isNaN(from.getTime())) {
    throw new ValidationError('Data od rat musi być poprawną datą.');
  }
  return { from, to: addCalendarYears(from, 1), frequency: 'monthly', every: 1, on: 1 };
}

/** "Constant-number default: 12 monthly" (second document §9). */
export function defaultInstallmentsConstantNumberConfig(): InstallmentsConstantNumberConfig {
  return { frequency: 'monthly', every: 1, count: DEFAULT_INSTALLMENTS_CONSTANT_NUMBER_COUNT };
}
