import { ValidationError } from '../errors/index.js';
import { assertUserRole, toUserRole, type UserRole } from './roles.js';

/** One grant of a project's or organization's `permissions` list. Dates may come as ISO text from JSON. */
export interface PermissionGrant {
  userId: string;
  role?: string | null;
  from?: Date | string | null;
  to?: Date | string | null;
}

export interface EffectiveRoleInput {
  userId: string;
  project?: { permissions?: readonly PermissionGrant[] | null } | null;
  organization: { ownerId?: string | null; permissions?: readonly PermissionGrant[] | null };
  now: Date;
  /** The role of the organization owner; default 'admin'. */
  ownerRole?: UserRole;
}

function toTime(value: Date | string, field: 'from' | 'to'): number {
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new ValidationError(`Nieprawidłowa data '${field}' w uprawnieniach: ${String(value)}`);
  }
  return time;
}

/** "Unset windows are open-ended"; both ends inclusive. */
function isGrantActive(grant: PermissionGrant, now: number): boolean {
  const from = grant.from == null ? undefined : toTime(grant.from, 'from');
  const to = grant.to == null ? undefined : toTime(grant.to, 'to');
  return (from === undefined || from <= now) && (to === undefined || now <= to);
}

/**
 * The role a user has in a project. Spec §6: "Project permissions list userId, role and optional from/to
 * dates. A valid entry gives that role, otherwise guest. If a project has no entries, the organization's are
 * used. Unset windows are open-ended. The organization owner gets the admin role, or a supplied default."
 *
 * Order: the owner gets `ownerRole` (default admin) whatever the lists say; else the project's list, or the
 * organization's when the project has no entries (absent project, absent or empty list); the first entry of
 * this user whose window holds `now` (from ≤ now ≤ to) gives its role (unknown role → guest); none → guest.
 * A project with entries but none valid for the user gives guest, not the organization's role.
 *
 * Throws ValidationError for an empty userId, an invalid `now`, an unknown ownerRole, or an unreadable date
 * in an entry of this user.
 */
export function effectiveRole(input: EffectiveRoleInput): UserRole {
  const { userId, project, organization, now } = input;
  if (typeof userId !== 'string' || userId === '') {
    throw new ValidationError('Identyfikator użytkownika jest wymagany');
  }
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new ValidationError('Nieprawidłowa data bieżąca');
  }
  const ownerRole = assertUserRole(input.ownerRole ?? 'admin', 'rola właściciela');
  if (organization.ownerId === userId) return ownerRole;

  const projectGrants = project?.permissions ?? [];
  const grants = projectGrants.length > 0 ? projectGrants : (organization.permissions ?? []);
  const time = now.getTime();
  const grant = grants.find((entry) => entry.userId === userId && isGrantActive(entry, time));
  return grant === undefined ? 'guest' : toUserRole(grant.role);
}
