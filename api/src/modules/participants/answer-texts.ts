/**
 * The participants' form answers as an organizer reads them in the exports (issue 14: "Export labels, not
 * ids"): each value through its field kind's `formatValue` with the project's products and installments
 * plans (core formFieldValueText), so a product id is its name, 'photo' its option label, `true` 'Tak'.
 */
import { createHash } from 'node:crypto';
import {
  type FormFieldDefinition,
  type FormFieldKindRegistry,
  type FormFieldValueContext,
  formFieldValueText,
  type ParticipantGridValueTexts,
  participantGridValueKey,
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

/** The grid's view of the answers' texts for one request (the same texts as the exports'). */
export interface GridAnswerTexts {
  /** The text of a field's value, computed once per distinct value. */
  text: AnswerText;
  /** The fields whose kind names their values (options, products, plans, toggles, dates, files). */
  labelled: ReadonlySet<string>;
  /**
   * What a sort on a form field compares: a labelled field's text (products and options in the order of
   * their names, not their ids), except a dated field's stored day (chronological); any other value as it is.
   */
  sortValue: (fieldName: string, value: unknown) => unknown;
  /** Changes whenever a text could: the labelled fields' definitions, the products' and plans' names. */
  version: string;
}

/**
 * `loadAnswerTexts` for the participants grid, memoised per field and distinct value (a 100,000-row grid
 * has a handful of products, options and plans: formatValue runs once for each, not once per cell).
 */
export async function loadGridAnswerTexts(
  store: Store,
  registry: FormFieldKindRegistry,
  project: Pick<ProjectRecord, 'organizationId' | 'eventId' | 'payments'>,
  publishedForm?: StoredForm | null,
): Promise<GridAnswerTexts> {
  const [form, products] = await Promise.all([
    publishedForm !== undefined ? publishedForm : publishedRegistrationForm(store, project),
    listProducts(store, project),
  ]);
  const fields = new Map<string, FormFieldDefinition>();
  const labelled = new Set<string>();
  const dated = new Set<string>();
  for (const field of form?.definition ?? []) {
    if (typeof field.field_name !== 'string' || field.field_name === '') continue;
    fields.set(field.field_name, field);
    if (field.plugin && registry.get(field.plugin)?.formatValue) {
      labelled.add(field.field_name);
      if (typeof field.dateFormat === 'string') dated.add(field.field_name);
    }
  }
  const context: FormFieldValueContext = {
    products: products.map((product) => ({ _id: product._id, name: product.name })),
    installments: (project.payments?.installments?.configurations ?? []).map((plan) => ({
      definitionId: plan.definitionId,
      name: plan.name,
    })),
  };
  const memo = new Map<string, Map<unknown, string>>();
  const text: AnswerText = (fieldName, value) => {
    let texts = memo.get(fieldName);
    if (!texts) {
      texts = new Map();
      memo.set(fieldName, texts);
    }
    const key = participantGridValueKey(value);
    let known = texts.get(key);
    if (known === undefined) {
      known = formFieldValueText(registry, fields.get(fieldName), value, context);
      texts.set(key, known);
    }
    return known;
  };
  const version = createHash('sha1')
    .update(JSON.stringify([[...labelled].map((name) => fields.get(name)), context]))
    .digest('base64url');
  return {
    text,
    labelled,
    sortValue: (fieldName, value) =>
      labelled.has(fieldName) && !dated.has(fieldName) && value !== null && value !== undefined
        ? text(fieldName, value)
        : value,
    version,
  };
}

/** A form field column's `texts`: each listed value's text where it differs from the value as stored. */
export function gridColumnTexts(
  texts: GridAnswerTexts,
  fieldName: string,
  values: readonly unknown[] | undefined,
): ParticipantGridValueTexts | undefined {
  if (!values || !texts.labelled.has(fieldName)) return undefined;
  const pairs: [unknown, string][] = [];
  for (const value of values) {
    const shown = texts.text(fieldName, value);
    if (shown !== value) pairs.push([value, shown]);
  }
  return pairs.length > 0 ? pairs : undefined;
}
