import type { FormFieldKind } from '@zapisy/core';
import { datePickerKind } from './date-picker-kind.js';
import { installmentsSelectKind } from './installments-select-kind.js';
import { layoutKinds } from './layout-kinds.js';
import { numberKinds } from './number-kinds.js';
import { productKind } from './product-kind.js';
import { selectKinds } from './select-kinds.js';
import { textKinds } from './text-kinds.js';
import { toggleKinds } from './toggle-kinds.js';
import { uploadKinds } from './upload-kinds.js';

export { coerceNumber, coerceText, coerceTextList, coerceToggleValue } from './coerce.js';
export {
  FIELD_PROPERTIES,
  fieldDataSchema,
  NUMBER_RANGE_PROPERTIES,
  OPTIONS_PROPERTY,
} from './data-schema.js';
export { datePickerKind } from './date-picker-kind.js';
export { type FieldKindSpec, fieldKind } from './field-kind-factory.js';
export { installmentsSelectKind } from './installments-select-kind.js';
export {
  collapsibleRowKind,
  fourColumnRowKind,
  layoutKinds,
  richTextKind,
  threeColumnRowKind,
  twoColumnRowKind,
} from './layout-kinds.js';
export { FIELD_MESSAGES } from './messages.js';
export { multiplierKind, numberInputKind, numberKinds, rangeKind } from './number-kinds.js';
export { productKind } from './product-kind.js';
export {
  appointmentSelectKind,
  businessTypeKind,
  checkboxesKind,
  dropdownKind,
  employeeSelectKind,
  radioButtonsKind,
  selectKinds,
} from './select-kinds.js';
export {
  emailCheck,
  nipCheck,
  personalFieldName,
  peselCheck,
  phoneCheck,
  postalCodeCheck,
  type TextCheck,
  textCheckForFieldName,
} from './text-checks.js';
export {
  emailInputKind,
  firstNameKind,
  lastNameKind,
  mainEmailKind,
  migrateTextInput,
  nameKind,
  phoneNumberKind,
  postalCodeKind,
  TEXT_AREA_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  textAreaKind,
  textInputKind,
  textKinds,
} from './text-kinds.js';
export { emailToggleKind, emptyFormToggleKind, toggleFieldKind, toggleKinds } from './toggle-kinds.js';
export {
  FILE_UPLOAD_DEFAULT_EXTENSIONS,
  FILE_UPLOAD_DEFAULT_MAX_FILES,
  FILE_UPLOAD_DEFAULT_MAX_SIZE_MB,
  fileUploadKind,
  signatureKind,
  uploadKinds,
} from './upload-kinds.js';

/** Every built-in form-field kind (isomorphic: data, definition, validation). */
export const formFieldKinds: readonly FormFieldKind[] = [
  ...textKinds,
  ...numberKinds,
  datePickerKind,
  ...selectKinds,
  ...toggleKinds,
  installmentsSelectKind,
  productKind,
  ...uploadKinds,
  ...layoutKinds,
];
