import { useQuery } from '@tanstack/react-query';
import type { PluginSettings } from '@zapisy/core';
import { useApi } from '../../app/services.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { moduleSettingsApi } from './module-settings-api.js';

const NONE: { modules: PluginSettings[] } = { modules: [] };

/**
 * The loaded plugins' settings declarations, loaded quietly: without them a screen still shows everything
 * else (null while loading). Declarations change only with a server restart, so they are read once.
 */
export function useModuleSettings(): readonly PluginSettings[] | null {
  const api = useApi();
  const loaded = useQuery({
    queryKey: queryKeys.pluginSettingsSchemas(),
    queryFn: () => moduleSettingsApi.list(api).catch(() => NONE),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return loaded.data?.modules ?? null;
}
