import type { Decimal } from 'decimal.js';
import { ValidationError } from '../errors/index.js';
import { assertGrosze } from './grosze.js';
import { type Grosze, Money } from './money.js';

/** The spec's VAT rates (second document §5: "VAT rates: 23, 22, 8, 7, 5, 3, 0, zw, np, oo"). */
export const VAT_RATES = ['23', '22', '8', '7', '5', '3', '0', 'zw', 'np', 'oo'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** zw (zwolniony, exempt), np (nie podlega, outside Polish VAT), oo (odwrotne obciążenie, reverse charge). */
const ZERO_VAT_CODES: readonly string[] = ['zw', 'np', 'oo'];
const NUMERIC_RATES: readonly string[] = ['23', '22', '8', '7', '5', '3', '0'];
const DEFAULT_NUMERIC_RATE: VatRate = '23';
const NUMERIC_TEXT = /^-?\d+(?:[.,]\d+)?\s*%?$/;

/** Input accepted as a VAT rate: a spec code, a number, or a numeric string such as '8', '8%' or '8,0'. */
export type VatRateInput = VatRate | number | string;

/** True when `value` is exactly one of the spec's rate codes. */
export function isVatRate(value: unknown): value is VatRate {
  return typeof value === 'string' && (VAT_RATES as readonly string[]).includes(value);
}

/**
 * Canonical rate code (spec: "unknown numeric maps to 23"): numbers and numeric strings equal to a listed
 * rate give that rate, any other finite number gives '23'; 'zw', 'np', 'oo' are matched case-insensitively.
 * Non-finite numbers and non-numeric unknown strings are rejected.
 */
export function normalizeVatRate(rate: VatRateInput): VatRate {
  if (typeof rate === 'number') {
    if (!Number.isFinite(rate)) throw new ValidationError('Stawka VAT musi być skończoną liczbą');
    return numericRate(new Money(rate));
  }
  if (typeof rate !== 'string') throw new ValidationError('Stawka VAT musi być liczbą lub tekstem');
  const text = rate.trim().toLowerCase();
  if (ZERO_VAT_CODES.includes(text)) return text as VatRate;
  if (NUMERIC_TEXT.test(text)) return numericRate(new Money(text.replace(/\s*%$/, '').replace(',', '.')));
  throw new ValidationError(`Nieznana stawka VAT „${rate}”; dozwolone: ${VAT_RATES.join(', ')}`);
}

function numericRate(percent: Decimal): VatRate {
  const code = percent.toString();
  return NUMERIC_RATES.includes(code) ? (code as VatRate) : DEFAULT_NUMERIC_RATE;
}

/**
 * The VAT percentage of a rate (spec: "zw, np, oo count as 0; unknown numeric maps to 23"): '8' → 8,
 * 'zw' → 0, 19 → 23.
 */
export function vatPercent(rate: VatRateInput): Decimal {
  const code = normalizeVatRate(rate);
  return new Money(ZERO_VAT_CODES.includes(code) ? 0 : code);
}

/** Net, VAT and gross of one amount, in grosze; always `net + vat === gross`. */
export interface VatBreakdown {
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

/** VAT of a net amount: net × rate / 100, rounded half-up to the grosz (ties away from zero). */
export function vatFromNet(netGrosze: Grosze, rate: VatRateInput): Grosze {
  assertGrosze(netGrosze, 'netto');
  return roundToGrosze(new Money(netGrosze).times(vatPercent(rate)).dividedBy(100));
}

/**
 * VAT contained in a gross amount: gross × rate / (100 + rate), rounded half-up to the grosz. For every net
 * amount n, `vatFromGross(grossFromNet(n))` equals `vatFromNet(n)`, so going to gross and back returns n.
 */
export function vatFromGross(grossGrosze: Grosze, rate: VatRateInput): Grosze {
  assertGrosze(grossGrosze, 'brutto');
  const percent = vatPercent(rate);
  return roundToGrosze(new Money(grossGrosze).times(percent).dividedBy(percent.plus(100)));
}

/** Gross of a net amount: net + vatFromNet(net). */
export function grossFromNet(netGrosze: Grosze, rate: VatRateInput): Grosze {
  return checkedSum(netGrosze + vatFromNet(netGrosze, rate));
}

/** Net contained in a gross amount: gross − vatFromGross(gross). */
export function netFromGross(grossGrosze: Grosze, rate: VatRateInput): Grosze {
  return grossGrosze - vatFromGross(grossGrosze, rate);
}

/** Net, VAT and gross computed from a net amount. */
export function vatBreakdownFromNet(netGrosze: Grosze, rate: VatRateInput): VatBreakdown {
  const vat = vatFromNet(netGrosze, rate);
  return { net: netGrosze, vat, gross: checkedSum(netGrosze + vat) };
}

/** Net, VAT and gross computed from a gross amount. */
export function vatBreakdownFromGross(grossGrosze: Grosze, rate: VatRateInput): VatBreakdown {
  const vat = vatFromGross(grossGrosze, rate);
  return { net: grossGrosze - vat, vat, gross: grossGrosze };
}

/** |VAT| ≤ 23 % of a safe amount, so the rounded value is a safe integer too. */
function roundToGrosze(value: Decimal): Grosze {
  return value.toDecimalPlaces(0, Money.ROUND_HALF_UP).toNumber() + 0; // + 0 turns -0 into 0
}

function checkedSum(grosze: number): Grosze {
  assertGrosze(grosze, 'brutto');
  return grosze;
}
