import { useQuery } from '@tanstack/react-query';
import { ForbiddenError } from '@zapisy/core';
import { useTypedApi } from '../app/services.js';
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
  return useQuery({
    queryKey: queryKeys.project(eventId ?? ''),
    queryFn: async (): Promise<ProjectDocument> => {
      const view = await projectApi.get(api, eventId ?? '');
      if (!isWholeProject(view)) throw new ForbiddenError(NO_PROJECT_ROLE);
      return view;
    },
    enabled: Boolean(eventId),
  });
}
