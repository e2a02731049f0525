/**
 * The VAT rates a manual charge may carry, each with the label the organizer reads: the rates in force
 * (core's CURRENT_VAT_RATES: 23, 8, 5, 0, zw, np, oo); the rates before 2011 stay readable in stored
 * charges (core vatRateLabel) but are not offered for a new one.
 */
import { CURRENT_VAT_RATES, type VatRate, vatRateLabel } from '@zapisy/core';

export const VAT_OPTIONS: readonly (readonly [VatRate, string])[] = CURRENT_VAT_RATES.map(
  (rate) => [rate, vatRateLabel(rate)] as const,
);
