import { useQuery } from '@tanstack/react-query';
import { ForbiddenError } from '@zapisy/core';
import { useEffect } from 'react';
import { useTypedApi } from '../app/services.js';
import { readCachedProject, writeCachedProject } from '../lib/client/project-cache.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { isWholeProject, type ProjectDocument, projectApi } from './project-api.js';

/** What a caller without a role in the project is told (the spec's client handling takes it, §8). */
export const NO_PROJECT_ROLE = 'Brak dostępu do ustawień projektu';

/**
 * GET /project/{eventId}: the whole project document (settings, webhooks…) of `eventId`; nothing without
 * one. Only the public part answered (no role in the project) is a forbidden error.
 */
export function useProjectDocument(eventId: string | null | undefined) {
  const api = useTypedApi();
  const query = useQuery({
    queryKey: queryKeys.project(eventId ?? ''),
    queryFn: async (): Promise<ProjectDocument> => {
      const view = await projectApi.get(api, eventId ?? '');
      if (!isWholeProject(view)) throw new ForbiddenError(NO_PROJECT_ROLE);
      return view;
    },
    // Spec §4: the local copy (180 s fresh, kept 18000 s) shows at once; an old one is read again.
    initialData: () => (eventId ? readCachedProject<ProjectDocument>(eventId)?.data : undefined),
    initialDataUpdatedAt: () => (eventId ? readCachedProject<ProjectDocument>(eventId)?.savedAt : undefined),
    enabled: Boolean(eventId),
  });
  // The local copy follows what the screen holds, a saved project (setQueryData) included.
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (eventId && data && dataUpdatedAt > 0) writeCachedProject(eventId, data, { now: () => dataUpdatedAt });
  }, [eventId, data, dataUpdatedAt]);
  return query;
}
