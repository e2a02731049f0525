export { type DerivedFormDefinition, deriveFormDefinition } from './derive-form-definition.js';
export {
  evaluateFormFieldRule,
  formFieldRuleFields,
  formFieldRuleLogic,
  formFieldRuleProblems,
  isFormFieldRequired,
  isFormFieldVisible,
} from './field-rules.js';
export {
  type CreateFormCellInput,
  type CreateFormCellOptions,
  createFormCell,
  FORM_CELL_DEFAULT_SIZE,
  FORM_CELL_MAX_SIZE,
  formCellData,
  formCellFieldName,
  formCellHasPrice,
  isFormCellPlugin,
} from './form-cells.js';
export {
  coerceToggle,
  FORM_TOGGLE_LABELS,
  type FormToggleLabels,
  formDataDisplayName,
  formFieldValue,
  toggleLabel,
} from './form-data.js';
export { coerceFormDefinition } from './form-definition.js';
export {
  customerFieldName,
  FORM_FIELD_NAMES,
  FORM_PERSONAL_FIELD_NAMES,
  type FormPersonalFieldName,
  guardianFieldName,
  secondPersonFieldName,
} from './form-field-names.js';
export {
  FORM_COLUMN_KINDS,
  FORM_CONTAINER_KINDS,
  FORM_ELEMENT_KINDS,
  FORM_TOGGLE_ELEMENT_KINDS,
  type FormColumnKind,
  type FormContainerKind,
  type FormElementKind,
  isFormContainerKind,
  isFormElementKind,
} from './form-kinds.js';
export { FORM_PLUGIN_FAMILIES, type FormPluginFamily } from './form-plugin-families.js';
export { type FormProductChoice, formProductSelection } from './form-product-selection.js';
export {
  FORM_REQUIRED_MESSAGE,
  type FormSubmissionError,
  type FormSubmissionInput,
  type FormSubmissionResult,
  formUnknownFieldMessage,
  isEmptyFormFieldValue,
  validateFormSubmission,
} from './form-submission.js';
export type {
  FormCell,
  FormCellData,
  FormCellInline,
  FormCellPlugin,
  FormDefinition,
  FormFieldDefinition,
  FormFieldJsonRule,
  FormFieldOption,
  FormRow,
  FormValue,
  StoredForm,
} from './form-types.js';
export { FORM_UPLOAD_ID_PATTERN, isFormUploadId } from './form-upload-id.js';
export { formFieldValueText, genericFormValueText } from './form-value-text.js';
export { FORM_DEFAULT_DATE_FORMAT, type FormatFormDateOptions, formatFormDate } from './format-form-date.js';
export {
  formCellVersionProblem,
  type MigrateFormValueResult,
  migrateFormCellData,
  migrateFormValue,
} from './migrate-form-value.js';
export { type FormCellSelector, removeFormCells } from './remove-form-cells.js';
export { RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_SCHEMES } from './rich-text-policy.js';
export { validateFormValue } from './validate-form-value.js';
export {
  FORM_MAX_NESTING_DEPTH,
  type FormCellVisitContext,
  findFormCellByFieldName,
  findFormCells,
  formFieldNames,
  formHasField,
  walkFormCells,
} from './walk-form-cells.js';
