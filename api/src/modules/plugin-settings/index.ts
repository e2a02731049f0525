export { pluginSettingsCopyContributor } from './copy-project-plugin-settings.js';
export {
  maskOrganizationAccounts,
  mergeOrganizationAccounts,
  type StoredAccounts,
} from './organization-accounts.js';
export { pluginSettingsReader } from './plugin-settings-reader.js';
export {
  type SettingsGroup,
  type SettingsRegistry,
  type SettingsScope,
  schemaOf,
  secretPathTest,
  settingsRegistry,
} from './registry.js';
export { settingsRegistryOf } from './registry-of-app.js';
export {
  type BlankSecret,
  maskGroup,
  mergeGroup,
  revealGroup,
  type StoredGroup,
  withUnsaved,
} from './secret-values.js';
