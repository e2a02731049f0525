import { ValidationError } from '../errors/index.js';
import { assertGrosze, type Grosze, Money } from '../money/index.js';
import { coercePricingNumber } from './form-values.js';
import type { PricedFormField, PricingFormData } from './pricing-types.js';

/**
 * PriceListColumn (spec §3, second document): what a priced field costs for its form value — each chosen
 * option's price × its count, rounded half-up to the grosz. The value is one option value (count 1), a list
 * of option values (count 1 each), or a map of option value → count, counts coerced as the spec says for
 * form numbers ("numeric values coerced, 0 if not numeric"). Empty values cost 0. Unknown options, negative
 * counts and prices that are not integer grosze are rejected.
 */
export function priceListColumnAmount(field: PricedFormField, value: unknown): Grosze {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'string') return optionAmount(field, value, 1);
  let total = 0;
  if (Array.isArray(value)) {
    for (const optionValue of value) total += optionAmount(field, String(optionValue), 1);
  } else if (typeof value === 'object') {
    for (const [optionValue, count] of Object.entries(value)) {
      total += optionAmount(field, optionValue, coercePricingNumber(count));
    }
  } else {
    total = optionAmount(field, String(value), 1);
  }
  return checkedSum(total);
}

function optionAmount(field: PricedFormField, optionValue: string, count: number): Grosze {
  if (count < 0) {
    throw new ValidationError(`Pole „${field.field_name}”: liczba sztuk nie może być ujemna (${count})`);
  }
  const option = field.options?.find((candidate) => candidate.value === optionValue);
  if (option === undefined) {
    throw new ValidationError(`Pole „${field.field_name}” nie ma opcji „${optionValue}”`);
  }
  const price = option.price ?? 0;
  assertGrosze(price, `cena opcji „${optionValue}” pola „${field.field_name}”`);
  if (count === 0 || price === 0) return 0;
  if (Number.isInteger(count)) return checkedSum(price * count);
  return roundedGrosze(new Money(price).times(count));
}

/** PriceListSumColumn: the total of priceListColumnAmount over the definition's fields with hasPrice. */
export function priceListSumColumnAmount(
  definition: readonly PricedFormField[],
  formData: PricingFormData,
): Grosze {
  if (!Array.isArray(definition)) throw new ValidationError('Definicja formularza musi być listą pól');
  if (formData === null || typeof formData !== 'object') {
    throw new ValidationError('Dane formularza muszą być obiektem (nazwa pola → wartość)');
  }
  let total = 0;
  for (const field of definition) {
    if (field.hasPrice === true) total += priceListColumnAmount(field, formData[field.field_name]);
  }
  return checkedSum(total);
}

/**
 * PercentColumn (and spec §5 "Rule percent applies to the total"): total × percent / 100, rounded half-up
 * to the grosz (ties away from zero). `percent` is a finite number (8.5 = 8,5 %).
 */
export function percentColumnAmount(total: Grosze, percent: number): Grosze {
  assertGrosze(total, 'suma');
  assertPercent(percent);
  return roundedGrosze(new Money(total).times(percent).dividedBy(100));
}

/** How a Rebate or Advance column is given: a fixed amount in grosze, or a percent of the total. */
export interface AmountOrPercent {
  readonly isPercent: boolean;
  readonly amount?: Grosze;
  readonly percent?: number;
}

/**
 * Rebate column: the rebate for a total, as a non-negative number of grosze — a fixed amount or a percent of
 * the total (half-up to the grosz) — never more than the total, so the price after the rebate is never below
 * zero. A negative amount or percent is rejected.
 */
export function rebateColumnAmount(total: Grosze, rebate: AmountOrPercent): Grosze {
  return cappedPart(total, rebate, 'rabat');
}

/**
 * Advance column: the advance payable now — a fixed amount or a percent of the total (half-up to the grosz),
 * never more than the total (a total of 0 or less needs no advance).
 */
export function advanceColumnAmount(total: Grosze, advance: AmountOrPercent): Grosze {
  return cappedPart(total, advance, 'zaliczka');
}

function cappedPart(total: Grosze, part: AmountOrPercent, what: string): Grosze {
  assertGrosze(total, 'suma');
  if (part === null || typeof part !== 'object') {
    throw new ValidationError(`${what}: oczekiwano kwoty albo procentu`);
  }
  let amount: Grosze;
  if (part.isPercent) {
    const percent = part.percent ?? 0;
    assertPercent(percent);
    if (percent < 0) throw new ValidationError(`${what}: procent nie może być ujemny`);
    amount = roundedGrosze(new Money(Math.max(total, 0)).times(percent).dividedBy(100));
  } else {
    amount = part.amount ?? 0;
    assertGrosze(amount, `${what} (kwota)`);
    if (amount < 0) throw new ValidationError(`${what}: kwota nie może być ujemna`);
  }
  return Math.max(0, Math.min(amount, total));
}

function assertPercent(percent: unknown): asserts percent is number {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) {
    throw new ValidationError('Procent musi być skończoną liczbą');
  }
}

function roundedGrosze(value: Money): Grosze {
  return checkedSum(value.toDecimalPlaces(0).toNumber() + 0);
}

function checkedSum(total: number): Grosze {
  if (!Number.isSafeInteger(total))
    throw new ValidationError('Kwota przekracza największą obsługiwaną wartość');
  return total;
}
