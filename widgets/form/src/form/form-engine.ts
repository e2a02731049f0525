import {
  createFormFieldKindRegistry,
  evaluateFormFieldRule,
  type FormDefinition,
  type FormFieldDefinition,
  type FormSubmissionResult,
  isFormFieldRequired,
  isFormFieldVisible,
  type ParticipantInstallment,
  type PublicForm,
  type PublicProduct,
  quoteRegistration,
  type RegistrationQuote,
  validateFormSubmission,
} from '@zapisy/core';
import { formFieldKinds } from '@zapisy/plugin-form-fields/widget';

/** The kinds the widget validates with: the same list the server registers (a repeated id keeps the first). */
const registry = createFormFieldKindRegistry(
  formFieldKinds.filter((kind, index) => formFieldKinds.findIndex((k) => k.id === kind.id) === index),
);

export type FormValues = Readonly<Record<string, unknown>>;

/** A rule that cannot be evaluated (a broken definition) leaves the field shown and optional. */
function safely(check: () => boolean, fallback: boolean): boolean {
  try {
    return check();
  } catch {
    return fallback;
  }
}

/** Spec §3 "a JSON rule with logic": the fields shown for these values, by field_name. */
export function visibleFieldNames(definition: FormDefinition, values: FormValues, now: Date): Set<string> {
  const shown = new Set<string>();
  for (const field of definition) {
    if (safely(() => isFormFieldVisible(field, values, now, definition), true)) shown.add(field.field_name);
  }
  return shown;
}

export function isRequired(
  field: FormFieldDefinition,
  definition: FormDefinition,
  values: FormValues,
  now: Date,
): boolean {
  return safely(() => isFormFieldRequired(field, values, now, definition), field.required === true);
}

/**
 * Client-side validation with the server's own function (validateFormSubmission and the registered kinds):
 * the same Polish messages, hidden fields dropped from `data`.
 */
export function validateValues(
  form: PublicForm,
  definition: FormDefinition,
  values: FormValues,
  now: Date,
): FormSubmissionResult {
  const known = new Set(definition.map((field) => field.field_name));
  const data = Object.fromEntries(Object.entries(values).filter(([name]) => known.has(name)));
  return validateFormSubmission({
    definition,
    registry,
    data,
    now,
    products: form.products,
    installments: form.installments.enabled ? form.installments.configurations : [],
  });
}

/** Problems by field name (first problem first). */
export function errorsByField(result: FormSubmissionResult): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const { field, message } of result.errors) byField[field] = [...(byField[field] ?? []), message];
  return byField;
}

/** The live price of one participant, or null when the values cannot be priced yet (an unknown choice). */
export function quoteValues(
  form: PublicForm,
  definition: FormDefinition,
  values: FormValues,
  now: Date,
): RegistrationQuote | null {
  try {
    return quoteRegistration({
      definition,
      products: form.products,
      paymentRules: form.paymentRules,
      data: values,
      now,
      installments: form.installments,
      vatRate: form.vatRate,
    });
  } catch {
    return null;
  }
}

/** The schedule of this participant's total under each installments definition (for InstallmentsSelect). */
export function installmentSchedules(
  form: PublicForm,
  definition: FormDefinition,
  values: FormValues,
  now: Date,
): Record<string, readonly ParticipantInstallment[]> {
  const schedules: Record<string, readonly ParticipantInstallment[]> = {};
  if (!form.installments.enabled) return schedules;
  for (const configuration of form.installments.configurations) {
    const quote = quoteValues(
      form,
      definition,
      { ...values, installments_select: configuration.definitionId },
      now,
    );
    if (quote) schedules[configuration.definitionId] = quote.installments;
  }
  return schedules;
}

/** Whether the form prices anything (a summary is worth showing). */
export function formHasPrices(form: PublicForm): boolean {
  return (
    form.paymentRules.length > 0 ||
    form.form.definition.some(
      (field) => field.hasPrice === true || (field.plugin ?? field.element) === 'Product',
    )
  );
}

/** Second document §3 Product "visibility rule": the products offered for these values (no rule: always). */
export function offeredProductsFor(
  form: PublicForm,
  definition: FormDefinition,
  values: FormValues,
  now: Date,
): PublicProduct[] {
  return form.products.filter((product) => {
    const logic = product.visibilityRule?.jsonRule;
    if (logic === undefined || logic === null) return true;
    return safely(() => evaluateFormFieldRule({ logic }, values, now, definition) !== false, true);
  });
}
