/**
 * What a registration is validated and priced with, read fresh for every registration: the project's
 * published registration form (collection `forms`, shared contract 3), its products, its payment rules
 * (collection `paymentRules`, contract 5), installments and VAT rate — the same inputs the public form gives
 * the widget, so the server's quote equals the widget's.
 */
import {
  effectiveInvoicing,
  isProductAvailable,
  type PaymentRule,
  type PublicProduct,
  type RegistrationQuoteInput,
  type StoredForm,
  type VatRate,
} from '@zapisy/core';
import { organizationsCollection } from '../organizations/collection.js';
import { listProducts, type ProductRecord } from '../products/index.js';
import type { ProjectRecord } from '../projects/documents.js';
import { type Store, TenantRepository } from '../storage/index.js';

export const FORMS = 'forms';
export const PAYMENT_RULES = 'paymentRules';

interface FormDocument {
  _id: string;
  organizationId: string;
  eventId: string;
  type: string;
  published: StoredForm | null;
}

interface PaymentRulesDocument {
  _id: string;
  organizationId: string;
  eventId: string;
  rules: PaymentRule[];
}

export interface RegistrationPricing {
  form: StoredForm;
  products: PublicProduct[];
  paymentRules: PaymentRule[];
  installments: NonNullable<RegistrationQuoteInput['installments']>;
  /** The VAT rate of net amounts when the project bills with VAT (invoicing.useVat), else null. */
  vatRate: VatRate | null;
  useVat: boolean;
}

function publicProduct(product: ProductRecord): PublicProduct {
  return {
    productId: product._id,
    name: product.name,
    enabled: product.enabled,
    price: product.price,
    inventory: product.inventory,
    maxCount: product.maxCount,
    durationMinutes: product.durationMinutes,
    visibilityRule: product.visibilityRule,
    available: isProductAvailable(product),
  };
}

/** The pricing inputs of a project, or null when it has no published registration form. */
export async function loadRegistrationPricing(
  store: Store,
  project: ProjectRecord,
): Promise<RegistrationPricing | null> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const [formDocument, products, rules, organization] = await Promise.all([
    new TenantRepository(store.db.collection<FormDocument>(FORMS), tenant).findOne({ type: 'registration' }),
    listProducts(store, tenant),
    new TenantRepository(store.db.collection<PaymentRulesDocument>(PAYMENT_RULES), tenant).findOne({}),
    organizationsCollection(store).findOne({ _id: project.organizationId }),
  ]);
  const form = formDocument?.published;
  if (!form) return null;
  const invoicing = effectiveInvoicing(organization, project);
  const useVat = invoicing.useVat === true;
  return {
    form,
    products: products.map(publicProduct),
    paymentRules: rules?.rules ?? [],
    installments: {
      enabled: project.payments.installments.enabled === true,
      configurations: project.payments.installments.configurations ?? [],
    },
    vatRate: useVat ? invoicing.vatPercent : null,
    useVat,
  };
}
