import { useApi } from '../app/services.js';
import { projectApi } from './project-api.js';
import { useAsync } from './use-async.js';

/** GET /project/{eventId}: the whole project document (settings, webhooks…) of `eventId`; nothing without one. */
export function useProjectDocument(eventId: string | null | undefined) {
  const api = useApi();
  return useAsync(eventId ? () => projectApi.get(api, eventId) : null, [api, eventId]);
}
