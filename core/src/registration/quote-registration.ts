import { ValidationError } from '../errors/index.js';
import { type Grosze, vatFromNet } from '../money/index.js';
import { evaluatePaymentRules } from '../pricing/index.js';
import { pricedFieldLines } from './priced-fields.js';
import { productLines } from './product-lines.js';
import { chosenInstallmentsDefinition, quoteInstallments } from './quote-installments.js';
import type { RegistrationQuote, RegistrationQuoteInput } from './quote-types.js';
import { rulesOnTotal } from './rules-on-total.js';

/** Options of a quote that do not change its amounts. */
export interface QuoteRegistrationOptions {
  /** Installment id at a position (26 lowercase letters or digits); random ids by default. */
  readonly installmentIdFor?: (index: number) => string;
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
 * 4. the net total is never below zero; VAT is the project's rate on the net total (none without a rate);
 * 5. installments of the net total from the chosen definition (see chosenInstallmentsDefinition), VAT per
 *    installment; without one, one immediate installment.
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
  const vat = input.vatRate == null ? 0 : vatFromNet(total, input.vatRate);
  const chosen = chosenInstallmentsDefinition(input.installments, data);
  const installments = quoteInstallments({
    definition: chosen,
    form: definition,
    data,
    total,
    now,
    vatRate: input.vatRate,
    idFor: options.installmentIdFor,
  });
  return {
    products,
    fields,
    rules,
    total,
    vat,
    grossTotal: total + vat,
    installmentsDefinitionId: chosen?.definitionId ?? null,
    installments,
  };
}
