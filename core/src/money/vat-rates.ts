/**
 * The VAT rate table: which codes are offered today and how every code the spec knows reads. Second
 * document §5 lists "23, 22, 8, 7, 5, 3, 0, zw, np, oo"; 23, 8, 5 and 0 % are the rates of the VAT act in
 * force (domain/polish-integrations.md §6), 22, 7 and 3 % are the rates before 2011. Those three stay
 * readable: stored projects, products and invoices that carry them compute and print that rate (a
 * correction of an old invoice must repeat it; FA(3) still accepts 22, 7 and 3), but no form offers them
 * as a new choice.
 */
import { normalizeVatRate, VAT_RATES, type VatRate } from './vat.js';

export interface VatRateEntry {
  code: VatRate;
  /** What an organizer reads: '23 %', 'zw (zwolniony)', '22 % (stawka sprzed 2011 r.)'. */
  label: string;
  /** Offered for new choices; false for the rates before 2011. */
  current: boolean;
}

const RETIRED = ' (stawka sprzed 2011 r.)';

export const VAT_RATE_TABLE: readonly VatRateEntry[] = [
  { code: '23', label: '23 %', current: true },
  { code: '8', label: '8 %', current: true },
  { code: '5', label: '5 %', current: true },
  { code: '0', label: '0 %', current: true },
  { code: 'zw', label: 'zw (zwolniony)', current: true },
  { code: 'np', label: 'np (nie podlega)', current: true },
  { code: 'oo', label: 'oo (odwrotne obciążenie)', current: true },
  { code: '22', label: `22 %${RETIRED}`, current: false },
  { code: '7', label: `7 %${RETIRED}`, current: false },
  { code: '3', label: `3 %${RETIRED}`, current: false },
];

/** The rates offered today: 23, 8, 5, 0, zw, np, oo. */
export const CURRENT_VAT_RATES: readonly VatRate[] = VAT_RATE_TABLE.filter((e) => e.current).map(
  (e) => e.code,
);

/** The spec's older rates, read in stored data only: 22, 7, 3. */
export const RETIRED_VAT_RATES: readonly VatRate[] = VAT_RATE_TABLE.filter((e) => !e.current).map(
  (e) => e.code,
);

const LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  VAT_RATE_TABLE.map((e) => [e.code, e.label]),
);

/** The label of a rate code ('8' → '8 %'); a value that is no rate code is shown as it is. */
export function vatRateLabel(code: VatRate | string): string {
  return LABELS[code] ?? code;
}

/** True for a rate offered as a new choice (not one of before 2011). */
export function isCurrentVatRate(code: unknown): boolean {
  return typeof code === 'string' && CURRENT_VAT_RATES.includes(code as VatRate);
}

/**
 * A VAT rate read from stored data, which may come from older versions: a code ('22'), a number (22, 7),
 * a percent text ('7%', '8,0') or nothing. Gives the canonical code (an older rate stays that rate, an
 * unknown number is 23 as the spec says) or null when nothing usable is stored.
 */
export function readStoredVatRate(stored: unknown): VatRate | null {
  if (stored === null || stored === undefined || stored === '') return null;
  if (typeof stored !== 'string' && typeof stored !== 'number') return null;
  try {
    return normalizeVatRate(stored);
  } catch {
    return null;
  }
}

/**
 * The schema of a VAT rate choice: every code is accepted (stored data keeps the older ones), the labels
 * ride in the description (`value: Label; …`) and the older codes are marked `x-retired`, so a form
 * offers only the current ones.
 */
export function vatRateSchema(title: string, options: { nullable: boolean; value: VatRate | null }) {
  return {
    type: options.nullable ? ['string', 'null'] : 'string',
    title,
    enum: options.nullable ? [...VAT_RATES, null] : [...VAT_RATES],
    default: options.value,
    description: VAT_RATES.map((code) => `${code}: ${vatRateLabel(code)}`).join('; '),
    'x-retired': [...RETIRED_VAT_RATES],
  };
}
