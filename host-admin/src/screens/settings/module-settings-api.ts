import type { PluginSettings } from '@zapisy/core';
import type { ApiClient } from '../../api/client.js';

/** `GET /plugins/settings-schemas` (api/src/plugin-settings/routes.ts): every loaded module's declaration. */
export const moduleSettingsApi = {
  list: (api: ApiClient) => api.get<{ modules: PluginSettings[] }>('/plugins/settings-schemas'),
};

/** The declaration of a module id ('none' or an unknown id: none). */
export function moduleOf(modules: readonly PluginSettings[], id: unknown): PluginSettings | undefined {
  return modules.find((module) => module.module === id);
}
