import type { FormDefinition, FormFieldDefinition } from '../forms/index.js';
import { assertGrosze, type Grosze } from '../money/index.js';
import {
  coercePricingNumber,
  coercePricingToggle,
  type PricingFormData,
  priceListColumnAmount,
} from '../pricing/index.js';
import type { QuoteFieldLine } from './quote-types.js';

/** Kinds whose value is a number of pieces: each priced option costs its price × the value. */
const COUNTED_KINDS = new Set(['NumberInput', 'Multiplier', 'Range']);
const TOGGLE_KINDS = new Set(['Toggle', 'EmailToggle', 'EmptyFormToggle']);
/** Product fields are priced from the project's products, not from options. */
export const PRODUCT_KIND = 'Product';

function kindOf(field: FormFieldDefinition): string {
  return String(field.element ?? field.plugin ?? '');
}

function pricedOptions(field: FormFieldDefinition) {
  return (field.options ?? []).filter((option) => typeof option.price === 'number' && option.price !== 0);
}

/**
 * A field is priced when it is not switched off (`hasPrice: false`) and at least one of its options has a
 * price (shared contract 1: "options?: [{value, label, price? (grosze)}]").
 */
export function isPricedField(field: FormFieldDefinition): boolean {
  return kindOf(field) !== PRODUCT_KIND && field.hasPrice !== false && pricedOptions(field).length > 0;
}

/**
 * What one priced field costs for its value, as the PriceListColumn prices it (each chosen option's price ×
 * its count, half-up to the grosz):
 * - Checkboxes (a list of option values) sum each chosen option; one choice (RadioButtons, Dropdown …) costs
 *   its option;
 * - NumberInput / Multiplier / Range: the value is the count of every priced option (price per piece);
 * - toggles: when on, the option 'true' (else the first priced option) is charged once.
 */
export function pricedFieldAmount(field: FormFieldDefinition, value: unknown): Grosze {
  const kind = kindOf(field);
  if (COUNTED_KINDS.has(kind)) {
    const count = coercePricingNumber(value);
    const perOption = Object.fromEntries(pricedOptions(field).map((option) => [option.value, count]));
    return priceListColumnAmount(field, perOption);
  }
  if (TOGGLE_KINDS.has(kind)) {
    if (!coercePricingToggle(value)) return 0;
    const on = field.options?.find((option) => option.value === 'true') ?? pricedOptions(field)[0];
    return on === undefined ? 0 : priceListColumnAmount(field, on.value);
  }
  return priceListColumnAmount(field, value);
}

/** The non-zero lines of the definition's priced fields for one participant's data. */
export function pricedFieldLines(definition: FormDefinition, data: PricingFormData): QuoteFieldLine[] {
  const lines: QuoteFieldLine[] = [];
  for (const field of definition) {
    if (!isPricedField(field)) continue;
    const amount = pricedFieldAmount(field, data[field.field_name]);
    assertGrosze(amount, `cena pola „${field.field_name}”`);
    if (amount !== 0) {
      lines.push({ field_name: field.field_name, label: field.label ?? field.field_name, amount });
    }
  }
  return lines;
}
