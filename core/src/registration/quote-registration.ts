import { ValidationError } from '../errors/index.js';
import type { ParticipantInstallment } from '../installments/index.js';
import { allocateProportionally, type Grosze, Money } from '../money/index.js';
import { evaluatePaymentRules } from '../pricing/index.js';
import { pricedFieldLines } from './priced-fields.js';
import { productLines } from './product-lines.js';
import { chosenInstallmentsDefinition, quoteInstallments } from './quote-installments.js';
import type { RegistrationQuote, RegistrationQuoteInput } from './quote-types.js';
import { quoteVatByRate } from './quote-vat.js';
import { rulesOnTotal } from './rules-on-total.js';

/** Options of a quote that do not change its amounts. */
export interface QuoteRegistrationOptions {
  /** Installment id at a position (26 lowercase letters or digits); random ids by default. */
  readonly installmentIdFor?: (index: number) => string;
}

/**
 * The schedule's VAT where the total mixes rates: the total's VAT in proportion to the schedule's net (the
 * same when the installments add up to the total), split across the installments by their nets so the parts
 * add up exactly.
 */
function withSharedVat(
  schedule: readonly ParticipantInstallment[],
  vat: Grosze,
  total: Grosze,
): ParticipantInstallment[] {
  const scheduleNet = sum(schedule.map((installment) => installment.amount));
  const scheduleVat =
    scheduleNet === total || total === 0
      ? vat
      : new Money(vat).times(scheduleNet).dividedBy(total).toDecimalPlaces(0, Money.ROUND_HALF_UP).toNumber();
  const parts = allocateProportionally(
    scheduleNet === 0 ? 0 : scheduleVat,
    schedule.map((installment) => installment.amount),
  );
  return schedule.map((installment, i) => {
    const share = parts[i] as Grosze;
    return { ...installment, vat: share, grossAmount: installment.amount + share };
  });
}

function sum(amounts: readonly Grosze[]): Grosze {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(total))
    throw new ValidationError('Kwota przekracza największą obsługiwaną wartość');
  return total;
}

/**
 * The price of one participant's registration (the widget's live summary and the server's recomputation
 * use this same function, so the client's totals never matter):
 * 1. products: every Product field's selection × the product's price;
 * 2. priced fields: options with a price (Checkboxes sum each chosen option; NumberInput/Multiplier/Range
 *    multiply the option price by the value; toggles charge when on);
 * 3. payment rules evaluated over the data with the definition, so toggles are coerced ("Toggle values are
 *    coerced to boolean when 1 or 'true'"); percent rules apply to the total ("Rule percent applies to the
 *    total");
 * 4. the net total is never below zero; VAT per rate (quoteVatByRate: products at their own rate, the rest at
 *    the project's, rebates shared by the rates); none without a project rate;
 * 5. installments of the net total from the chosen definition (see chosenInstallmentsDefinition), VAT per
 *    installment at the one rate, or the total's VAT shared by the installments when rates mix; without a
 *    definition, one immediate installment.
 */
export function quoteRegistration(
  input: RegistrationQuoteInput,
  options: QuoteRegistrationOptions = {},
): RegistrationQuote {
  const { definition, data, now } = input;
  const products = productLines(definition, input.products, data);
  const fields = pricedFieldLines(definition, data);
  const itemsTotal = sum([...products.map((line) => line.amount), ...fields.map((line) => line.amount)]);
  const evaluated = evaluatePaymentRules(input.paymentRules, data, { now, definition });
  const rules = rulesOnTotal(evaluated, itemsTotal);
  const total = Math.max(0, sum([itemsTotal, rules.amount]));
  const vatByRate = quoteVatByRate({ projectRate: input.vatRate, products, fields, rules, total });
  const vat = sum(vatByRate.map((line) => line.vat));
  const chosen = chosenInstallmentsDefinition(input.installments, data);
  // One rate: VAT per installment at that rate. Mixed rates: the total's VAT shared by the installments.
  const mixedRates = vatByRate.length > 1;
  const schedule = quoteInstallments({
    definition: chosen,
    form: definition,
    data,
    total,
    now,
    vatRate: mixedRates ? null : (vatByRate[0]?.rate ?? input.vatRate),
    idFor: options.installmentIdFor,
  });
  const installments = mixedRates ? withSharedVat(schedule, vat, total) : schedule;
  return {
    products,
    fields,
    rules,
    total,
    vat,
    grossTotal: total + vat,
    vatByRate,
    installmentsDefinitionId: chosen?.definitionId ?? null,
    installments,
  };
}
