// Public entry of @zapisy/widget-form for hosts that bundle it (Storybook, the admin host, tests).
// Third-party pages get it through the embed loader as the federated module `zapisy_form/./mount`.
export { fetchProject, fetchStrings, loadFormData, WidgetApiError } from './api.js';
export { FormWidget, type FormWidgetProps } from './FormWidget.js';
export { FormWidgetView, type FormWidgetViewProps } from './FormWidgetView.js';
export { FORM_WIDGET_CSS, mount } from './mount.js';
export { capitalize, describeProject, TEXTS } from './texts.js';
export { parseTheme, themeToCssVariables } from './theme.js';
export type * from './types.js';
