/**
 * The public form payload (core PublicForm): everything the form widget needs to render, price and submit a
 * project's form without an account — the form, its products with availability, the price list, the
 * installments offered, VAT, payment options and whether the form is open now.
 */
import {
  type FormFieldKindRegistry,
  type FormType,
  type ProjectStrings,
  type PublicForm,
  type StoredForm,
  transferAccountDigits,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { loadPaymentRules } from '../payment-rules/index.js';
import { listProducts, toPublicProduct } from '../products/index.js';
import type { ProjectRecord } from '../projects/index.js';
import { buildPublicPage, projectVatRate } from '../projects/index.js';
import { optionStockTaken, withOptionsLeft } from '../registrations/index.js';
import { formAvailability } from './availability.js';
import { refreshStoredForm } from './compile-form.js';

export interface PublicFormInput {
  store: Store;
  project: ProjectRecord;
  type: FormType;
  form: StoredForm;
  registry: FormFieldKindRegistry;
  strings: () => Promise<ProjectStrings>;
  preview: boolean;
  now?: Date;
}

export async function buildPublicForm(input: PublicFormInput): Promise<PublicForm> {
  const { store, project } = input;
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const [products, paymentRules, vatRate, availability, optionsTaken, page] = await Promise.all([
    listProducts(store, tenant, { enabled: true }),
    loadPaymentRules(store, tenant),
    projectVatRate(store, project),
    formAvailability(store, project, input.type, input.strings, input.now ?? new Date()),
    optionStockTaken(store, tenant),
    buildPublicPage(store, project),
  ]);
  const form = refreshStoredForm(input.form, input.registry);
  const installments = project.payments?.installments;
  return {
    project: {
      eventId: project.eventId,
      organizationId: project.organizationId,
      name: project.event.name,
      domainName: project.event.domainName,
      translationType: project.event.translationType,
    },
    type: input.type,
    // Limited options show the places left in `inventory` (0: the widget shows 'Brak miejsc').
    form: { ...form, definition: withOptionsLeft(form.definition, optionsTaken) },
    products: products.map(toPublicProduct),
    paymentRules,
    installments: {
      enabled: installments?.enabled === true,
      configurations: installments?.configurations ?? [],
    },
    vatRate,
    payments: {
      enabled: project.payments?.enabled === true,
      online: project.payments?.online === true,
      cash: project.payments?.cash === true,
      // The payment page shows the account only when the project's is a Polish account number (payer-methods.ts).
      transferAccount: transferAccountDigits(project.invoicing?.bankAccount) !== null,
    },
    availability,
    preview: input.preview,
    page,
  };
}
