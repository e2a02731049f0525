// Public entry of @zapisy/widget-form for hosts that bundle it (Storybook, the admin host, tests).
// Third-party pages get it through the embed loader as the federated module `zapisy_form/./mount`.

export { parseTheme, themeToCssVariables } from '@zapisy/widget-kit';
export { fetchProject, fetchStrings, loadFormData, WidgetApiError } from './api.js';
export { FormWidget, type FormWidgetProps } from './FormWidget.js';
export { FormWidgetView, type FormWidgetViewProps } from './FormWidgetView.js';
export { prefillValues } from './form/prefill.js';
export { ClosedForm, RegistrationForm, type RegistrationFormProps } from './form/RegistrationForm.js';
export { FORM_WIDGET_CSS, mount, REGISTERED_EVENT } from './mount.js';
export {
  fetchPublicForm,
  getRegistration,
  type PayerAccess,
  type PublicFormSource,
  pingFormEnter,
  postRegistration,
  type RegistrationAnswer,
  type RegistrationRequest,
  type SubmitAs,
} from './public-form-api.js';
export { capitalize, completionText, completionVariant, describeProject, flowText, TEXTS } from './texts.js';
export type * from './types.js';
