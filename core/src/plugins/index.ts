export type { PluginContainer } from './container.js';
export type {
  PluginBootstrapContext,
  PluginKind,
  PluginLogger,
  PluginReply,
  PluginRequest,
  PluginRoute,
  ZapisyPlugin,
} from './contract.js';
export { definePlugin } from './contract.js';
export { paymentModuleSettings } from './payment-settings.js';
export {
  orderedFields,
  PLUGIN_SETTINGS_UI_KEYWORDS,
  type PluginSettings,
  type PluginSettingsField,
  type PluginSettingsSchema,
  type PluginSettingsSlot,
  type PluginSettingsWidget,
  schemaWithout,
  secretFieldsOf,
} from './settings.js';
export { createToken, type Token } from './token.js';
export { Tokens } from './tokens.js';
