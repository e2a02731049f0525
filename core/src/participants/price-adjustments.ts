/**
 * What raised and what lowered a participant's price, each in one place (issue 14: "surcharges and rebates
 * where their names say"): from the quote stored in `calculated.details` — the priced form options
 * (`fields`, e.g. the +80,00 zł workshop) and the price-list rules (`rules`, e.g. the −50,00 zł student
 * rebate). A positive amount is a surcharge, a negative one a rebate (shown as a positive number).
 */
import { addGroszeSafely } from '../billing/safe-sum.js';
import type { Grosze } from '../money/index.js';

export interface PriceAdjustments {
  /** Priced form options that add to the price. */
  optionSurcharges: Grosze;
  /** Price-list rules that add to the price. */
  ruleSurcharges: Grosze;
  /** Every rebate (options and rules that lower the price), a non-negative number. */
  rebates: Grosze;
}

function amountsOf(list: unknown): number[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((line) => (line && typeof line === 'object' ? (line as { amount?: unknown }).amount : 0))
    .filter((amount): amount is number => typeof amount === 'number' && Number.isSafeInteger(amount));
}

/** The adjustments of a quote's details; details without lines keep their stored `rebate`. */
export function priceAdjustments(details: Readonly<Record<string, unknown>>): PriceAdjustments {
  const options = amountsOf(details.fields);
  const rules = amountsOf(details.rules);
  let optionSurcharges = 0;
  let ruleSurcharges = 0;
  let rebates = 0;
  for (const amount of options) {
    if (amount > 0) optionSurcharges = addGroszeSafely(optionSurcharges, amount, 'Dopłaty');
    else rebates = addGroszeSafely(rebates, -amount, 'Rabaty');
  }
  for (const amount of rules) {
    if (amount > 0) ruleSurcharges = addGroszeSafely(ruleSurcharges, amount, 'Dopłaty');
    else rebates = addGroszeSafely(rebates, -amount, 'Rabaty');
  }
  if (!Array.isArray(details.fields) && !Array.isArray(details.rules)) {
    const stored = details.rebate;
    if (typeof stored === 'number' && Number.isSafeInteger(stored) && stored > 0) rebates = stored;
  }
  return { optionSurcharges, ruleSurcharges, rebates };
}
