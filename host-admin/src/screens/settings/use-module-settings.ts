import type { PluginSettings } from '@zapisy/core';
import { useApi } from '../../app/services.js';
import { useAsync } from '../../project/use-async.js';
import { moduleSettingsApi } from './module-settings-api.js';

/**
 * The loaded modules' settings declarations, loaded quietly: without them a screen still shows everything
 * else (null while loading).
 */
export function useModuleSettings(): readonly PluginSettings[] | null {
  const api = useApi();
  const loaded = useAsync(() => moduleSettingsApi.list(api).catch(() => ({ modules: [] })), [api]);
  return loaded.data?.modules ?? null;
}
