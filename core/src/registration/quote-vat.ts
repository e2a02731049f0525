import {
  allocateProportionally,
  type Grosze,
  normalizeVatRate,
  type VatRate,
  type VatRateInput,
  vatFromNet,
} from '../money/index.js';
import type { PaymentRulesResult } from '../pricing/index.js';
import type { QuoteFieldLine, QuoteProductLine, QuoteVatLine } from './quote-types.js';

/**
 * The net total split by VAT rate, with the VAT of each rate (what an invoice lists per rate):
 * - a product at its own rate (the product's `vatRate`), else at the project's; priced fields and the
 *   price list's fees and surcharges at the project's rate;
 * - rebates (negative rules, percent ones included) and the floor at zero reduce every rate in proportion
 *   to its amount (largest remainder, so the nets add up to the total exactly): a rebate lowers the price of
 *   what was bought, whatever its rate;
 * - VAT per rate on its net, half-up to the grosz. Rates with nothing left are left out.
 * A project without VAT (no rate) has no split at all: a product's own rate applies only where VAT counts.
 */
export function quoteVatByRate(input: {
  projectRate: VatRateInput | null | undefined;
  products: readonly QuoteProductLine[];
  fields: readonly QuoteFieldLine[];
  rules: PaymentRulesResult;
  total: Grosze;
}): QuoteVatLine[] {
  if (input.projectRate == null) return [];
  const projectRate = normalizeVatRate(input.projectRate);
  const base = new Map<VatRate, Grosze>();
  const add = (rate: VatRate, amount: Grosze) => {
    if (amount > 0) base.set(rate, (base.get(rate) ?? 0) + amount);
  };
  for (const line of input.products)
    add(line.vatRate ? normalizeVatRate(line.vatRate) : projectRate, line.amount);
  for (const line of input.fields) add(projectRate, line.amount);
  for (const detail of input.rules.details) add(projectRate, detail.amount);
  const rates = [...base.keys()];
  const nets = rates.map((rate) => base.get(rate) as Grosze);
  const baseTotal = nets.reduce((a, b) => a + b, 0);
  const reductions = allocateProportionally(Math.max(0, baseTotal - input.total), nets);
  return rates
    .map((rate, i) => {
      const net = (nets[i] as Grosze) - (reductions[i] as Grosze);
      const vat = vatFromNet(net, rate);
      return { rate, net, vat, gross: net + vat };
    })
    .filter((line) => line.net > 0);
}
