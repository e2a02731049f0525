/** The forms module's public surface: what other modules and the infrastructure may use. */

export { compileForm } from './compile-form.js';
export { formFieldKindRegistryOf, formFieldKindsOf } from './field-kinds.js';
export type { FormRecord } from './store.js';
export { ensureFormIndexes, FORMS, formId, formsOf, registrationFormFieldNames } from './store.js';
