import type { FormFieldKind } from '@zapisy/core';
import { FORM_FIELD_NAMES, FORM_REQUIRED_MESSAGE, FORM_TOGGLE_LABELS } from '@zapisy/core';
import { coerceToggleValue } from './coerce.js';
import { fieldKind } from './field-kind-factory.js';
import { toggleText } from './value-text.js';

/** Spec §3: "Yes/no toggles are labelled 'Tak' and 'Nie' unless overridden." */
const TOGGLE_PROPERTIES = {
  yesLabel: { type: 'string', title: 'Etykieta „tak”', default: FORM_TOGGLE_LABELS.yes },
  noLabel: { type: 'string', title: 'Etykieta „nie”', default: FORM_TOGGLE_LABELS.no },
} as const;

interface ToggleSpec {
  readonly id: string;
  readonly title: string;
  readonly fieldName: string;
  readonly label: string;
}

/** A yes/no kind: a boolean value; a required toggle must be switched on (a consent). */
function toggleKind(spec: ToggleSpec): FormFieldKind {
  return fieldKind({
    ...spec,
    family: 'toggle',
    defaults: { yesLabel: FORM_TOGGLE_LABELS.yes, noLabel: FORM_TOGGLE_LABELS.no },
    properties: TOGGLE_PROPERTIES,
    coerce: coerceToggleValue,
    format: toggleText,
    validate: (value, _field, context) => (context.required && value !== true ? [FORM_REQUIRED_MESSAGE] : []),
  });
}

export const toggleFieldKind = toggleKind({
  id: 'Toggle',
  title: 'Przełącznik tak/nie',
  fieldName: 'toggle',
  label: 'Tak/Nie',
});

/** EmailToggle: consent to e-mail messages, stored as marketing_consent. */
export const emailToggleKind = toggleKind({
  id: 'EmailToggle',
  title: 'Zgoda na wiadomości e-mail',
  fieldName: FORM_FIELD_NAMES.marketingConsent,
  label: 'Zgadzam się na otrzymywanie wiadomości e-mail',
});

/** EmptyFormToggle: the participant declares they send the form without filling in the rest (empty_form). */
export const emptyFormToggleKind = toggleKind({
  id: 'EmptyFormToggle',
  title: 'Przełącznik pustego formularza',
  fieldName: 'empty_form',
  label: 'Wysyłam formularz bez wypełniania pozostałych pól',
});

export const toggleKinds: readonly FormFieldKind[] = [toggleFieldKind, emailToggleKind, emptyFormToggleKind];
