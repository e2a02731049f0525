/** The project's own plugin settings (secrets still encrypted) go with a duplicate and a new edition. */
import { tenantDocumentsContributor } from '../../project-copy/index.js';
import { PROJECT_PLUGIN_SETTINGS } from './project-plugin-settings.js';

export const pluginSettingsCopyContributor = tenantDocumentsContributor(
  'ustawienia modułów',
  PROJECT_PLUGIN_SETTINGS,
);
