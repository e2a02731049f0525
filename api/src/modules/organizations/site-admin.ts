/**
 * The site administrator's lists and actions (`/admin/site-admin/organizacje`, `/nowa-organizacja`,
 * `/uzytkownicy`): organizations with their owners, creation by the owner's e-mail (a pending account is
 * created for an unknown address), users with search, and role changes (audited).
 */
import { BusinessError, generateId, NotFoundError, type UserRole } from '@zapisy/core';
import {
  type AccountDocument,
  normalizeEmail,
  type PublicUser,
  toPublicUser,
  usersCollection,
} from '../../auth/users.js';
import { containsPattern, type Page, type PageQuery, skipOf } from '../../http/pagination.js';
import type { Store } from '../../storage/index.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { createOrganization } from './create-organization.js';
import { type OrganizationDocument, organizationsCollection } from './store.js';

/** Audit scope of changes that belong to no organization (a user's global role). */
export const SITE_AUDIT_SCOPE = 'site-admin';

export interface OrganizationListItem {
  organizationId: string;
  name: string;
  domainName: string;
  ownerId: string;
  ownerEmail: string | null;
  subscriptionStatus: string;
  createdAt: string;
}

export const organizationListItemSchema = {
  type: 'object',
  required: [
    'organizationId',
    'name',
    'domainName',
    'ownerId',
    'ownerEmail',
    'subscriptionStatus',
    'createdAt',
  ],
  properties: {
    organizationId: { type: 'string' },
    name: { type: 'string' },
    domainName: { type: 'string' },
    ownerId: { type: 'string' },
    ownerEmail: { type: ['string', 'null'] },
    subscriptionStatus: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export async function listOrganizations(
  store: Store,
  query: PageQuery & { search?: string },
): Promise<Page<OrganizationListItem>> {
  const filter = query.search
    ? { $or: [{ name: containsPattern(query.search) }, { domainName: containsPattern(query.search) }] }
    : {};
  const { page, pageSize, skip } = skipOf(query);
  const organizations = organizationsCollection(store);
  const [docs, total] = await Promise.all([
    organizations.find(filter, { sort: { name: 1, _id: 1 }, skip, limit: pageSize }).toArray(),
    organizations.countDocuments(filter),
  ]);
  const ownerIds = [...new Set(docs.map((doc) => doc.ownerId))];
  const owners = await usersCollection(store)
    .find({ _id: { $in: ownerIds } }, { projection: { _id: 1, email: 1 } })
    .toArray();
  const emailOf = new Map(owners.map((owner) => [owner._id, owner.email]));
  const items = docs.map((doc) => ({
    organizationId: doc._id,
    name: doc.name,
    domainName: doc.domainName ?? '',
    ownerId: doc.ownerId,
    ownerEmail: emailOf.get(doc.ownerId) ?? null,
    subscriptionStatus: doc.subscriptionStatus ?? 'free',
    createdAt: (doc.createdAt instanceof Date ? doc.createdAt : new Date(0)).toISOString(),
  }));
  return { items, total, page, pageSize };
}

export interface CreateForEmailInput {
  name: string;
  ownerEmail: string;
  ownerFirstName?: string;
  ownerLastName?: string;
  subscriptionStatus?: OrganizationDocument['subscriptionStatus'];
  actor: AuditActor;
}

/**
 * Creates the organization and, when no account has the owner's e-mail, a pending account (no password:
 * the owner sets one through the password-reset link). The owner's home organization becomes the new one
 * when they have none.
 */
export async function createOrganizationForEmail(
  store: Store,
  input: CreateForEmailInput,
): Promise<{ organization: OrganizationDocument; owner: AccountDocument; ownerCreated: boolean }> {
  const email = normalizeEmail(input.ownerEmail);
  const users = usersCollection(store);
  return store.withTransaction(async (session) => {
    let owner = await users.findOne({ email }, { session });
    let ownerCreated = false;
    if (!owner) {
      owner = {
        _id: generateId(24),
        email,
        firstName: input.ownerFirstName?.trim() ?? '',
        lastName: input.ownerLastName?.trim() ?? '',
        role: 'admin',
        status: 'pending',
        passwordHash: '',
        registrationDate: new Date(),
      };
      await users.insertOne(owner, { session });
      ownerCreated = true;
    }
    const organization = await createOrganization(
      store,
      {
        name: input.name,
        ownerId: owner._id,
        ...(input.subscriptionStatus ? { subscriptionStatus: input.subscriptionStatus } : {}),
      },
      session,
    );
    if (owner.organizationId === undefined) {
      await users.updateOne({ _id: owner._id }, { $set: { organizationId: organization._id } }, { session });
      owner = { ...owner, organizationId: organization._id };
    }
    await recordAudit(
      store,
      {
        organizationId: organization._id,
        actor: input.actor,
        action: 'organization.create',
        target: { type: 'organization', id: organization._id },
        changes: [
          { path: 'name', oldValue: null, newValue: organization.name },
          { path: 'ownerId', oldValue: null, newValue: owner._id },
        ],
        at: organization.createdAt,
      },
      { session },
    );
    return { organization, owner, ownerCreated };
  });
}

export async function listUsers(
  store: Store,
  query: PageQuery & { search?: string; role?: UserRole },
): Promise<Page<PublicUser>> {
  const filter: Record<string, unknown> = {};
  if (query.search) {
    const pattern = containsPattern(query.search);
    filter.$or = [{ email: pattern }, { firstName: pattern }, { lastName: pattern }];
  }
  if (query.role) filter.role = query.role;
  const { page, pageSize, skip } = skipOf(query);
  const users = usersCollection(store);
  const [docs, total] = await Promise.all([
    users.find(filter, { sort: { email: 1 }, skip, limit: pageSize }).toArray(),
    users.countDocuments(filter),
  ]);
  return { items: docs.map(toPublicUser), total, page, pageSize };
}

export const SELF_DEMOTION_MESSAGE = 'Nie możesz odebrać sobie roli administratora serwisu';

/** Changes a user's own role; audited under the user's organization (or the site scope). */
export async function changeUserRole(
  store: Store,
  input: { userId: string; role: UserRole; actor: AuditActor },
): Promise<PublicUser> {
  if (input.userId === input.actor.userId && input.role !== 'site-admin') {
    throw new BusinessError(SELF_DEMOTION_MESSAGE, 'SELF_DEMOTION');
  }
  const users = usersCollection(store);
  return store.withTransaction(async (session) => {
    const user = await users.findOne({ _id: input.userId }, { session });
    if (!user) throw new NotFoundError('Nie znaleziono użytkownika');
    if (user.role === input.role) return toPublicUser(user);
    await users.updateOne({ _id: user._id }, { $set: { role: input.role } }, { session });
    await recordAudit(
      store,
      {
        organizationId: user.organizationId ?? SITE_AUDIT_SCOPE,
        actor: input.actor,
        action: 'user.role',
        target: { type: 'user', id: user._id, name: user.email },
        changes: [{ path: 'role', oldValue: user.role, newValue: input.role }],
      },
      { session },
    );
    return toPublicUser({ ...user, role: input.role });
  });
}
