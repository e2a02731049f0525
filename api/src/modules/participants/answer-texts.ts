/**
 * The participants' form answers as an organizer reads them in the exports (issue 14: "Export labels, not
 * ids"): each value through its field kind's `formatValue` with the project's products and installments
 * plans (core formFieldValueText), so a product id is its name, 'photo' its option label, `true` 'Tak'.
 */
import {
  type FormFieldDefinition,
  type FormFieldKindRegistry,
  type FormFieldValueContext,
  formFieldValueText,
  type StoredForm,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { listProducts } from '../products/index.js';
import type { ProjectRecord } from '../projects/index.js';
import { publishedRegistrationForm } from './published-form.js';

/** field_name + stored value → the text shown. */
export type AnswerText = (fieldName: string, value: unknown) => string;

export async function loadAnswerTexts(
  store: Store,
  registry: FormFieldKindRegistry,
  project: Pick<ProjectRecord, 'organizationId' | 'eventId' | 'payments'>,
  /** The published registration form when the caller has read it already. */
  publishedForm?: StoredForm | null,
): Promise<AnswerText> {
  const [form, products] = await Promise.all([
    publishedForm !== undefined ? publishedForm : publishedRegistrationForm(store, project),
    listProducts(store, project),
  ]);
  const fields = new Map<string, FormFieldDefinition>();
  for (const field of form?.definition ?? [])
    if (typeof field.field_name === 'string' && field.field_name !== '') fields.set(field.field_name, field);
  const context: FormFieldValueContext = {
    products: products.map((product) => ({ _id: product._id, name: product.name })),
    installments: (project.payments?.installments?.configurations ?? []).map((plan) => ({
      definitionId: plan.definitionId,
      name: plan.name,
    })),
  };
  return (fieldName, value) => formFieldValueText(registry, fields.get(fieldName), value, context);
}
