/** The forms module's public surface: what other modules and the infrastructure may use. */

export { formFieldKindRegistryOf, formFieldKindsOf } from './app-wiring.js';
export { compileForm } from './compile-form.js';
export { formsCopyContributor } from './copy-forms.js';
export type { FormRecord } from './store.js';
export { ensureFormIndexes, FORMS, formId, formsOf, registrationFormFieldNames } from './store.js';
