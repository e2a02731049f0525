import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app/services.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { projectApi } from './project-api.js';

/** GET /project/{eventId}: the whole project document (settings, webhooks…) of `eventId`; nothing without one. */
export function useProjectDocument(eventId: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.project(eventId ?? ''),
    queryFn: () => projectApi.get(api, eventId ?? ''),
    enabled: Boolean(eventId),
  });
}
