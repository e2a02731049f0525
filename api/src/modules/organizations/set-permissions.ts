/**
 * `PUT /organization/{orgId}/permissions`: replaces the organization's grants (roles from core, from/to
 * windows, to ≥ from, every user existing), records 'permissions.change' with the old and new lists, and
 * makes the organization the home organization of granted users who have none — all in one transaction.
 */
import { type OrganizationPermission, ValidationError, validateOrganizationPermissions } from '@zapisy/core';
import { usersCollection } from '../../auth/users.js';
import type { Store } from '../../storage/index.js';
import { type AuditActor, diffForAudit, recordAudit } from '../audit/index.js';
import { loadOrganization, type OrganizationDocument, organizationsCollection } from './store.js';

export interface PermissionInput {
  userId: string;
  role: string;
  from?: string | null;
  to?: string | null;
}

const toDate = (value: string | null | undefined): Date | null =>
  value === null || value === undefined || value === '' ? null : new Date(value);

export async function setOrganizationPermissions(
  store: Store,
  input: { organizationId: string; permissions: PermissionInput[]; actor: AuditActor },
): Promise<OrganizationDocument> {
  const problems = validateOrganizationPermissions(input.permissions);
  if (problems.length > 0) throw new ValidationError(problems);
  const permissions: OrganizationPermission[] = input.permissions.map((grant) => ({
    userId: grant.userId,
    role: grant.role,
    from: toDate(grant.from),
    to: toDate(grant.to),
  }));
  const userIds = [...new Set(permissions.map((grant) => grant.userId))];

  return store.withTransaction(async (session) => {
    const before = await loadOrganization(store, input.organizationId, session);
    const users = usersCollection(store);
    const previous = before.permissions ?? [];
    const named = [...new Set([...userIds, ...previous.map((grant) => grant.userId)])];
    const found = await users
      .find({ _id: { $in: named } }, { session, projection: { _id: 1, email: 1 } })
      .toArray();
    const emails = new Map(found.map((user) => [user._id, user.email]));
    const known = new Set(found.map((user) => user._id));
    const unknown = permissions
      .map((grant, index) => [grant.userId, index] as const)
      .filter(([userId]) => !known.has(userId))
      .map(([userId, index]) => `body.permissions[${index}].userId: nie ma użytkownika '${userId}'`);
    if (unknown.length > 0) throw new ValidationError(unknown);

    // The log names each user by e-mail: an organizer reading it never sees a user id.
    const withEmails = (grants: readonly OrganizationPermission[]) =>
      grants.map((grant) => ({ ...grant, email: emails.get(grant.userId) ?? '' }));
    const changes = diffForAudit(
      { permissions: withEmails(previous) },
      { permissions: withEmails(permissions) },
      ['permissions'],
    );
    if (changes.length === 0) return before;
    const updatedAt = new Date();
    await organizationsCollection(store).updateOne(
      { _id: before._id },
      { $set: { permissions, updatedAt } },
      { session },
    );
    await users.updateMany(
      { _id: { $in: userIds }, organizationId: { $exists: false } },
      { $set: { organizationId: before._id } },
      { session },
    );
    await recordAudit(
      store,
      {
        organizationId: before._id,
        actor: input.actor,
        action: 'permissions.change',
        target: { type: 'organization', id: before._id },
        changes,
        at: updatedAt,
      },
      { session },
    );
    return { ...before, permissions, updatedAt };
  });
}
