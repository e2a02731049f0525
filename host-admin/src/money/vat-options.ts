/** The VAT rates a manual charge may carry, each with the label the organizer reads. */
import { VAT_RATES, type VatRate } from '@zapisy/core';

const WORDS: Partial<Record<VatRate, string>> = {
  zw: 'zw (zwolniony)',
  np: 'np (nie podlega)',
  oo: 'oo (odwrotne obciążenie)',
};

export function vatRateLabel(rate: string): string {
  return WORDS[rate as VatRate] ?? `${rate}%`;
}

export const VAT_OPTIONS: readonly (readonly [VatRate, string])[] = VAT_RATES.map(
  (rate) => [rate, vatRateLabel(rate)] as const,
);
