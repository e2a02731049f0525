/**
 * Test support for every route test: real users with real tokens, so a route can be called as a site
 * admin, as the owner or a member of one organization, or as a stranger from another one.
 *
 * ```ts
 * const t = await createTestApp();
 * const { token } = await createUserWithToken(t.app, { organizationId: 'org-a', role: 'employee' });
 * await t.app.inject({ method: 'GET', url: '/services/api/…', headers: { 'x-auth-token': token } });
 * ```
 *
 * - `role` is stored on the user and, with `organizationId`, granted in that organization's `permissions`
 *   (open-ended window). Default: 'admin' when `organizationId` or `ownerOf` is given, else 'guest'.
 *   'site-admin' is the super role: it passes every check and gets no grant.
 * - `ownerOf`: the user becomes the organization's owner (`ownerId`, so admin there) and belongs to it.
 * - An organization named by `organizationId`/`ownerOf` that does not exist yet is created with the
 *   organizations module's defaults (name 'Organizacja <id>'; a placeholder owner for plain members).
 * - The user is active, with password `password` (default TEST_PASSWORD), e-mail unique per call.
 */
import { randomUUID } from 'node:crypto';
import type { UserRole } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { createOrganization } from '../modules/organizations/create-organization.js';
import { hashPassword } from '../seed/password.js';
import { ORGANIZATIONS_COLLECTION } from './tenant.js';
import type { SignOptions } from './tokens.js';
import {
  type AccountDocument,
  normalizeEmail,
  type PublicUser,
  tokenSubjectOf,
  toPublicUser,
  usersCollection,
} from './users.js';

export const TEST_PASSWORD = 'haslo-testowe-123';

export interface CreateUserWithTokenOptions {
  email?: string;
  role?: UserRole;
  organizationId?: string;
  ownerOf?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Token options, e.g. `{ now: past }` for an expired token. */
  token?: SignOptions;
}

export interface UserWithToken {
  user: PublicUser;
  token: string;
  password: string;
  /** `{ 'x-auth-token': token }` for `inject`. */
  headers: { 'x-auth-token': string };
}

interface OrganizationGrants {
  _id: string;
  ownerId?: string;
  permissions?: { userId: string; role: string; from?: Date | null; to?: Date | null }[];
}

async function ensureOrganization(
  app: FastifyInstance,
  organizationId: string,
  ownerId: string,
): Promise<void> {
  const existing = await app.store.db
    .collection<{ _id: string }>(ORGANIZATIONS_COLLECTION)
    .findOne({ _id: organizationId });
  if (existing) return;
  try {
    await createOrganization(app.store, { organizationId, name: `Organizacja ${organizationId}`, ownerId });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
  }
}

export async function createUserWithToken(
  app: FastifyInstance,
  options: CreateUserWithTokenOptions = {},
): Promise<UserWithToken> {
  const userId = randomUUID().replaceAll('-', '');
  const organizationId = options.ownerOf ?? options.organizationId;
  const role: UserRole = options.role ?? (organizationId !== undefined ? 'admin' : 'guest');
  const password = options.password ?? TEST_PASSWORD;
  const organizations = app.store.db.collection<OrganizationGrants>(ORGANIZATIONS_COLLECTION);

  if (options.ownerOf !== undefined) {
    await ensureOrganization(app, options.ownerOf, userId);
    await organizations.updateOne({ _id: options.ownerOf }, { $set: { ownerId: userId } });
  }
  if (options.organizationId !== undefined && options.organizationId !== options.ownerOf) {
    await ensureOrganization(app, options.organizationId, `owner-${randomUUID().slice(0, 8)}`);
  }
  if (options.organizationId !== undefined && role !== 'site-admin') {
    await organizations.updateOne(
      { _id: options.organizationId },
      { $push: { permissions: { userId, role, from: null, to: null } } },
    );
  }

  const account: AccountDocument = {
    _id: userId,
    email: normalizeEmail(options.email ?? `user-${userId.slice(0, 12)}@example.test`),
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Użytkownik',
    role,
    status: 'active',
    passwordHash: await hashPassword(password),
    registrationDate: new Date(),
  };
  if (organizationId !== undefined) account.organizationId = organizationId;
  await usersCollection(app.store).insertOne(account);

  const token = await app.tokens.sign(tokenSubjectOf(account), options.token ?? {});
  return { user: toPublicUser(account), token, password, headers: { 'x-auth-token': token } };
}
