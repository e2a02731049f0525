/**
 * The organization's people by name and e-mail (`GET /organization/{orgId}/users`): the ones the settings
 * name (one request for the owner and every granted user, shared by all pickers of the form), and the ones
 * a search finds.
 */
import { useQuery } from '@tanstack/react-query';
import { useTypedApi } from '../../../app/services.js';
import { queryKeys } from '../../../lib/query/query-keys.js';
import { type OrganizationUser, organizationApi } from '../organization-api.js';

/** Searches shorter than this are not sent: they would list everyone. */
export const USER_SEARCH_MIN_LENGTH = 2;

export function useNamedUsers(organizationId: string, ids: readonly string[]) {
  const api = useTypedApi();
  const wanted = [...new Set(ids.filter(Boolean))].sort();
  return useQuery({
    queryKey: [...queryKeys.organization(organizationId), 'users', 'named', wanted.join(',')],
    queryFn: async (): Promise<ReadonlyMap<string, OrganizationUser>> => {
      const answer = await organizationApi.users(api, organizationId, { ids: wanted });
      return new Map(answer.users.map((user) => [user.userId, user]));
    },
    enabled: wanted.length > 0,
    staleTime: 60_000,
    // A newly picked person adds an id: the names already known stay shown meanwhile.
    placeholderData: (previous) => previous,
  });
}

export function useUserSearch(organizationId: string, search: string) {
  const api = useTypedApi();
  const text = search.trim();
  return useQuery({
    queryKey: [...queryKeys.organization(organizationId), 'users', 'search', text],
    queryFn: async () => (await organizationApi.users(api, organizationId, { search: text })).users,
    enabled: text.length >= USER_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
}

/** How a user reads: 'Anna Kowalska (anna@szkola.pl)', the name alone when it is the e-mail. */
export function userLabel(user: OrganizationUser): string {
  return user.name === user.email ? user.email : `${user.name} (${user.email})`;
}
