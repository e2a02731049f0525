import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTypedApi } from '../../app/services.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { type OrganizationView, organizationApi } from './organization-api.js';

/** `GET /organization/{orgId}` for the settings screen; `show` puts a saved answer in place of a re-read. */
export function useOrganization(organizationId: string | null | undefined) {
  const api = useTypedApi();
  const queryClient = useQueryClient();
  const organization = useQuery({
    queryKey: queryKeys.organization(organizationId ?? ''),
    queryFn: () => organizationApi.get(api, organizationId ?? ''),
    enabled: Boolean(organizationId),
  });
  const show = useCallback(
    (view: OrganizationView) => queryClient.setQueryData(queryKeys.organization(organizationId ?? ''), view),
    [queryClient, organizationId],
  );
  return { organization, show };
}
