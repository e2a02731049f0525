/**
 * A form as the server stores it: the structure checked (core validateFormValue), every cell migrated to its
 * kind's version and the `definition` recomputed from the cells with the registered kinds (second document
 * §3 Form: "definition (list of fields: field_name, hasPrice, options with inventory and count …)"). The
 * client's definition is never trusted.
 */
import {
  deriveFormDefinition,
  type FormFieldKindRegistry,
  type FormValue,
  migrateFormValue,
  type StoredForm,
  ValidationError,
  validateFormValue,
} from '@zapisy/core';
import { FORM_MESSAGES } from './messages.js';
import { sanitizeFormValueHtml } from './sanitize-cell-html.js';

export interface FormInput {
  eventId: string;
  data: unknown;
  isSurvey: boolean;
  metadata: Record<string, unknown>;
}

/** The form to store; ValidationError (400) with every Polish problem when it cannot be stored. */
export function compileForm(input: FormInput, registry: FormFieldKindRegistry): StoredForm {
  const structure = validateFormValue(input.data);
  if (structure.length > 0) throw new ValidationError(structure, FORM_MESSAGES.invalidForm);
  const migrated = migrateFormValue(input.data as FormValue, registry);
  const derived = deriveFormDefinition(migrated.value, registry);
  const problems = [...migrated.problems, ...derived.problems];
  if (problems.length > 0) throw new ValidationError(problems, FORM_MESSAGES.invalidForm);
  return {
    eventId: input.eventId,
    isSurvey: input.isSurvey,
    metadata: input.metadata,
    definition: derived.definition,
    data: sanitizeFormValueHtml(migrated.value, registry),
  };
}

/**
 * A stored form brought to the kinds registered now (a kind may have a newer version than when it was
 * saved); the stored form as it is when that is not possible, so a published form keeps working.
 */
export function refreshStoredForm(form: StoredForm, registry: FormFieldKindRegistry): StoredForm {
  try {
    return compileForm(
      {
        eventId: form.eventId ?? '',
        data: form.data,
        isSurvey: form.isSurvey,
        metadata: { ...(form.metadata ?? {}) },
      },
      registry,
    );
  } catch (error) {
    if (error instanceof ValidationError) return form;
    throw error;
  }
}
