/**
 * Every participant's FormData checked with core `validateFormSubmission` against the published form — the
 * same function the widget runs — giving the values to store (coerced, hidden fields dropped) or the Polish
 * list of problems, each prefixed with where it is (`data.email_main: …`, `participants[0].data.x: …`).
 */
import { FORM_REQUIRED_MESSAGE, type FormFieldKindRegistry, validateFormSubmission } from '@zapisy/core';
import type { RegistrationPricing } from './pricing-context.js';
import type { FormData } from './records.js';

/** The customer's e-mail is the representative's; the other members of a group need not repeat it. */
const REPRESENTATIVE_ONLY_FIELDS = new Set(['email_main']);

export interface ValidatedParticipants {
  /** The representative's data first, then the other members', as they will be stored. */
  data: FormData[];
  errors: string[];
}

export function validateParticipants(input: {
  registry: FormFieldKindRegistry;
  pricing: RegistrationPricing;
  forms: readonly FormData[];
  now: Date;
}): ValidatedParticipants {
  const { registry, pricing, now } = input;
  const data: FormData[] = [];
  const errors: string[] = [];
  input.forms.forEach((form, index) => {
    const result = validateFormSubmission({
      definition: pricing.form.definition,
      registry,
      data: form,
      now,
      products: pricing.products,
      installments: pricing.installments.configurations,
    });
    const where = index === 0 ? 'data' : `participants[${index - 1}].data`;
    for (const error of result.errors) {
      const memberNeedNot =
        index > 0 && error.message === FORM_REQUIRED_MESSAGE && REPRESENTATIVE_ONLY_FIELDS.has(error.field);
      if (memberNeedNot) continue;
      errors.push(
        error.field === '' ? `${where}: ${error.message}` : `${where}.${error.field}: ${error.message}`,
      );
    }
    data.push(result.data);
  });
  return { data, errors };
}
