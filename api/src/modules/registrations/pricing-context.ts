/**
 * What a registration is validated and priced with, read fresh for every registration: the project's
 * published registration form (collection `forms`, shared contract 3), its products, its payment rules
 * (collection `paymentRules`, contract 5), installments and VAT rate — the same inputs the public form gives
 * the widget, so the server's quote equals the widget's.
 */
import type { PaymentRule, PublicProduct, RegistrationQuoteInput, StoredForm, VatRate } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { formId, formsOf } from '../forms/index.js';
import { loadPaymentRules } from '../payment-rules/index.js';
import { listProducts, toPublicProduct } from '../products/index.js';
import type { ProjectRecord } from '../projects/index.js';
import { projectVatRate } from '../projects/index.js';

export interface RegistrationPricing {
  form: StoredForm;
  products: PublicProduct[];
  paymentRules: PaymentRule[];
  installments: NonNullable<RegistrationQuoteInput['installments']>;
  /** The VAT rate of net amounts when the project bills with VAT (invoicing.useVat), else null. */
  vatRate: VatRate | null;
  useVat: boolean;
}

/** The pricing inputs of a project, or null when it has no published registration form. */
export async function loadRegistrationPricing(
  store: Store,
  project: ProjectRecord,
): Promise<RegistrationPricing | null> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const [formRecord, products, paymentRules, vatRate] = await Promise.all([
    formsOf(store, tenant).findOne({ _id: formId(project.eventId, 'registration') }),
    listProducts(store, tenant),
    loadPaymentRules(store, tenant),
    projectVatRate(store, project),
  ]);
  const form = formRecord?.published;
  if (!form) return null;
  return {
    form,
    products: products.map(toPublicProduct),
    paymentRules,
    installments: {
      enabled: project.payments.installments.enabled === true,
      configurations: project.payments.installments.configurations ?? [],
    },
    vatRate,
    useVat: vatRate !== null,
  };
}
