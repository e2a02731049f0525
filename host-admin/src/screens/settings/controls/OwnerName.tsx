/** The organization's owner by name and e-mail (one lookup with the granted users), never the id. */
import { useNamedUsers, userLabel } from './use-organization-users.js';

export function OwnerName({
  organizationId,
  namedIds,
}: {
  organizationId: string;
  /** The owner first, then every id the form names (the pickers' shared lookup). */
  namedIds: readonly string[];
}) {
  const named = useNamedUsers(organizationId, namedIds);
  const owner = namedIds[0] ? named.data?.get(namedIds[0]) : undefined;
  if (owner) return <>{userLabel(owner)}</>;
  return <>{named.isLoading ? 'wczytywanie…' : 'osoba, która założyła organizację'}</>;
}
