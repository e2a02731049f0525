import {
  createFormFieldKindRegistry,
  type FormCellData,
  type FormFieldKind,
  type FormSubmissionResult,
  type InstallmentsDefinition,
  type PricedProduct,
  validateFormSubmission,
} from '@zapisy/core';
import { formFieldKinds } from './index.js';

export const registry = createFormFieldKindRegistry(formFieldKinds);
export const NOW = new Date('2025-03-01T10:00:00Z');

export interface SubmitOptions {
  readonly data?: FormCellData;
  readonly products?: readonly PricedProduct[];
  readonly installments?: readonly InstallmentsDefinition[];
}

/** Submits one value to a one-field form made of the kind's defaults (plus `data`), the way the server does. */
export function submitOne(
  kind: FormFieldKind,
  value: unknown,
  options: SubmitOptions = {},
): FormSubmissionResult & {
  readonly messages: string[];
  readonly value: unknown;
} {
  const field = kind.toDefinition({ ...kind.defaults(), ...options.data });
  if (field === null) throw new Error(`${kind.id} has no field`);
  const result = validateFormSubmission({
    definition: [{ ...field, cellId: 'c1' }],
    registry,
    now: NOW,
    data: { [field.field_name]: value },
    ...(options.products === undefined ? {} : { products: options.products }),
    ...(options.installments === undefined ? {} : { installments: options.installments }),
  });
  return {
    ...result,
    messages: result.errors.map((error) => error.message),
    value: result.data[field.field_name],
  };
}
