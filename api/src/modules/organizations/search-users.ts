/**
 * `GET /organization/{orgId}/users`: the people an organization's admin may pick for a permission or see
 * named in its settings, by e-mail or name, never by id. Searched: the organization's own users (through
 * the tenant repository) and the users its own document names (owner, granted users of other
 * organizations). A person who registered without an organization is found only by their exact e-mail, so
 * an admin can grant them a role without browsing anyone else's accounts.
 */
import { type AccountDocument, normalizeEmail, usersCollection } from '../../auth/users.js';
import { containsPattern } from '../../http/pagination.js';
import { type Store, TenantRepository } from '../../storage/index.js';
import { loadOrganization } from './store.js';

export const USER_SEARCH_LIMIT = 20;

/** A user as a picker shows them: name and e-mail (the id is what the picker stores, never shows). */
export interface OrganizationUser {
  userId: string;
  name: string;
  email: string;
}

export const organizationUserSchema = {
  type: 'object',
  required: ['userId', 'name', 'email'],
  additionalProperties: false,
  properties: {
    userId: { type: 'string' },
    name: { type: 'string', description: 'Imię i nazwisko (albo e-mail, gdy brak imienia)' },
    email: { type: 'string' },
  },
} as const;

export const organizationUsersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: {
      type: 'string',
      maxLength: 100,
      description: 'Fragment e-maila, imienia lub nazwiska (każde słowo musi pasować)',
    },
    ids: {
      type: 'string',
      maxLength: 2000,
      description: 'Identyfikatory użytkowników rozdzielone przecinkami (nazwy osób z listy uprawnień)',
    },
  },
} as const;

export const organizationUsersAnswerSchema = {
  type: 'object',
  required: ['users'],
  additionalProperties: false,
  properties: { users: { type: 'array', maxItems: 100, items: organizationUserSchema } },
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PROJECTION = { projection: { _id: 1, email: 1, firstName: 1, lastName: 1 } } as const;

type Filter = Record<string, unknown>;

/** Every word of the search in the e-mail, the first or the last name. */
function textFilter(search: string): Filter {
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  return {
    $and: words.map((word) => {
      const pattern = containsPattern(word);
      return { $or: [{ email: pattern }, { firstName: pattern }, { lastName: pattern }] };
    }),
  };
}

function toOrganizationUser(user: Pick<AccountDocument, '_id' | 'email' | 'firstName' | 'lastName'>) {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return { userId: user._id, name: name || user.email, email: user.email };
}

export async function searchOrganizationUsers(
  store: Store,
  input: { organizationId: string; search?: string; ids?: readonly string[] },
): Promise<OrganizationUser[]> {
  const organization = await loadOrganization(store, input.organizationId);
  const users = usersCollection(store);
  const filter: Filter = {
    ...textFilter(input.search ?? ''),
    ...(input.ids ? { _id: { $in: [...input.ids] } } : {}),
  };
  const named = [organization.ownerId, ...(organization.permissions ?? []).map((grant) => grant.userId)];
  const own = new TenantRepository(users, { organizationId: organization._id });
  const [members, linked] = await Promise.all([
    own.find(filter, { ...PROJECTION, limit: USER_SEARCH_LIMIT, sort: { lastName: 1, email: 1 } }).toArray(),
    users
      .find({ $and: [filter, { _id: { $in: named } }] }, { ...PROJECTION, limit: USER_SEARCH_LIMIT })
      .toArray(),
  ]);
  const found = new Map([...members, ...linked].map((user) => [user._id, user]));
  const email = normalizeEmail(input.search ?? '');
  if (!input.ids && EMAIL.test(email) && ![...found.values()].some((user) => user.email === email)) {
    const unattached = await users.findOne({ email, organizationId: { $exists: false } }, PROJECTION);
    if (unattached) found.set(unattached._id, unattached);
  }
  return [...found.values()]
    .map(toOrganizationUser)
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'))
    .slice(0, USER_SEARCH_LIMIT);
}
