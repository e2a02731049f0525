import type { FormDefinition } from '../forms/index.js';
import type { InstallmentsDefinition, ParticipantInstallment } from '../installments/index.js';
import type { Grosze, VatRate, VatRateInput } from '../money/index.js';
import type { PaymentRule, PaymentRulesResult, PricingFormData } from '../pricing/index.js';
import type { PublicProduct } from './public-form.js';

/** What a registration is priced from; the server and the widget call `quoteRegistration` with the same input. */
export interface RegistrationQuoteInput {
  readonly definition: FormDefinition;
  readonly products: readonly PublicProduct[];
  readonly paymentRules: readonly PaymentRule[];
  /** One participant's FormData (flat map). */
  readonly data: PricingFormData;
  readonly now: Date;
  readonly installments?: {
    readonly enabled: boolean;
    readonly configurations: readonly InstallmentsDefinition[];
  };
  readonly vatRate?: VatRateInput | null;
}

/** A product line of the quote. */
export interface QuoteProductLine {
  readonly productId: string;
  readonly name: string;
  readonly count: number;
  readonly unitPrice: Grosze;
  readonly amount: Grosze;
  /** The product's own VAT rate; absent or null: the project's. */
  readonly vatRate?: VatRate | null;
}

/** A priced field line (options with a price, price-list columns). */
export interface QuoteFieldLine {
  readonly field_name: string;
  readonly label: string;
  readonly amount: Grosze;
}

/** The part of the net total at one VAT rate, with its VAT (an invoice's line per rate). */
export interface QuoteVatLine {
  readonly rate: VatRate;
  readonly net: Grosze;
  readonly vat: Grosze;
  readonly gross: Grosze;
}

/** The price of one participant's registration, every amount in integer grosze. */
export interface RegistrationQuote {
  readonly products: readonly QuoteProductLine[];
  readonly fields: readonly QuoteFieldLine[];
  /** The payment rules' result (price list, rebates, percent rules). */
  readonly rules: PaymentRulesResult;
  /** Net total: products + priced fields + rules. Never below zero. */
  readonly total: Grosze;
  /** The VAT of the net total: the sum of `vatByRate`'s (0 for a project without VAT). */
  readonly vat: Grosze;
  readonly grossTotal: Grosze;
  /** The net total and its VAT per rate (products may have their own rate); empty without VAT. */
  readonly vatByRate: readonly QuoteVatLine[];
  /** The installments definition chosen (the `installments_select` field, else the first), or null. */
  readonly installmentsDefinitionId: string | null;
  /** The chosen definition's schedule of the net total (VAT per installment); one immediate installment without one. */
  readonly installments: readonly ParticipantInstallment[];
}
