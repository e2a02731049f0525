/**
 * Spec §3 Form, "Plugins: personal data, product, rich text, basic field, select, checkboxes, toggle, file
 * upload", plus the layout containers. Every form-field kind belongs to one family; the editor groups its
 * palette by family.
 */
export const FORM_PLUGIN_FAMILIES = [
  'personal-data',
  'product',
  'rich-text',
  'basic-field',
  'select',
  'checkboxes',
  'toggle',
  'file-upload',
  'container',
] as const;
export type FormPluginFamily = (typeof FORM_PLUGIN_FAMILIES)[number];
