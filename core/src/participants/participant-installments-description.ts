/**
 * The participants grid's "installments description" column (first document §2; the well-known field
 * `installments_description` of second document §3). A description stored with the participant's data
 * wins; otherwise it is written from the participant's installments (Participant: installments (date,
 * amount, grossAmount, vat, installmentId)): the chosen plan's name (`installments_select` names an
 * installments definition of the project), the count with its Polish plural ("Polish plural forms exist
 * for … installments") and each installment's amount and date, e.g.
 * 'Trzy raty — 3 raty: 100,00 zł do 15/01/2026, 100,00 zł do 15/02/2026, 100,00 zł do 15/03/2026', each date
 * in the project's date format.
 */
import { FORM_FIELD_NAMES } from '../forms/form-field-names.js';
import { formatPolishCount } from '../text/polish-plural.js';
import { instantOf } from '../time/warsaw-format.js';
import { polishDayText } from './polish-day-cache.js';

export interface DescribedInstallment {
  date?: Date | string | null;
  amount?: number | null;
  grossAmount?: number | null;
}

/** '1 234,56 zł' from integer grosze (as core's formatGrosze writes it), without decimal arithmetic per cell. */
export function groszeText(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  const whole = Math.floor(abs / 100);
  const zloty = whole < 1000 ? String(whole) : String(whole).replace(/\B(?=(\d{3})+$)/g, ' ');
  const cents = abs % 100;
  return `${sign}${zloty},${cents < 10 ? '0' : ''}${cents} zł`;
}

/** '3 raty' per count, computed once (Intl plural rules per cell would cost more than the rest of the row). */
const countTexts = new Map<number, string>();
function countText(count: number): string {
  let text = countTexts.get(count);
  if (text === undefined) {
    text = formatPolishCount(count, 'installments');
    countTexts.set(count, text);
  }
  return text;
}

export function participantInstallmentsDescription(
  data: Readonly<Record<string, unknown>>,
  installments: readonly DescribedInstallment[] | null | undefined,
  planNames: Readonly<Record<string, string>> = {},
  dateFormat?: string | null,
): string | null {
  const stored = data[FORM_FIELD_NAMES.installmentsDescription];
  if (typeof stored === 'string' && stored.trim() !== '') return stored.trim();
  const items: [Date, number][] = [];
  for (const installment of installments ?? []) {
    const date = instantOf(installment?.date);
    const gross = installment?.grossAmount ?? installment?.amount;
    if (date && typeof gross === 'number' && Number.isSafeInteger(gross)) items.push([date, gross]);
  }
  if (items.length === 0) return null;
  items.sort((a, b) => a[0].getTime() - b[0].getTime());
  const plan = data[FORM_FIELD_NAMES.installmentsSelect];
  const name = typeof plan === 'string' && Object.hasOwn(planNames, plan) ? planNames[plan] : undefined;
  const list = items
    .map(([date, gross]) => `${groszeText(gross)} do ${polishDayText(date, dateFormat)}`)
    .join(', ');
  return `${name ? `${name} — ` : ''}${countText(items.length)}: ${list}`;
}
