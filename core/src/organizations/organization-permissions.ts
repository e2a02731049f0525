/**
 * Validation of an organization's permission grants (first document §6: "Project permissions list userId,
 * role and optional from/to dates … Unset windows are open-ended"). Roles must be core's roles; the super
 * role cannot be granted inside an organization (it passes every check everywhere, so a tenant admin could
 * otherwise make anyone a site administrator).
 */
import { DEFAULT_SUPER_ROLE, isUserRole, USER_ROLES, type UserRole } from '../permissions/index.js';

/** Roles an organization may grant: every role except the super role. */
export const ORGANIZATION_GRANTABLE_ROLES: readonly UserRole[] = USER_ROLES.filter(
  (role) => role !== DEFAULT_SUPER_ROLE,
);

/** A grant as a request carries it: dates as ISO text (or Date), null or absent for an open end. */
export interface PermissionGrantInput {
  userId?: unknown;
  role?: unknown;
  from?: unknown;
  to?: unknown;
}

function readDate(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Polish problems of a permissions list, each prefixed with its path (`body.permissions[1].role: …`):
 * missing user, unknown or ungrantable role, unreadable date, a window ending before it starts (to < from),
 * the same user listed twice with overlapping windows is allowed (the first valid entry wins, core rule).
 */
export function validateOrganizationPermissions(list: unknown, path = 'body.permissions'): string[] {
  if (!Array.isArray(list)) return [`${path}: oczekiwano listy uprawnień`];
  const problems: string[] = [];
  list.forEach((raw: unknown, index) => {
    const at = `${path}[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      problems.push(`${at}: oczekiwano obiektu { userId, role, from, to }`);
      return;
    }
    const grant = raw as PermissionGrantInput;
    if (typeof grant.userId !== 'string' || grant.userId.trim() === '') {
      problems.push(`${at}.userId: pole jest wymagane`);
    }
    if (!isUserRole(grant.role)) {
      problems.push(
        `${at}.role: nieznana rola '${String(grant.role ?? '')}'; dozwolone: ${ORGANIZATION_GRANTABLE_ROLES.join(', ')}`,
      );
    } else if (!ORGANIZATION_GRANTABLE_ROLES.includes(grant.role)) {
      problems.push(`${at}.role: roli '${grant.role}' nie można nadać w organizacji`);
    }
    const from = readDate(grant.from);
    const to = readDate(grant.to);
    if (from === undefined) problems.push(`${at}.from: nieprawidłowa data`);
    if (to === undefined) problems.push(`${at}.to: nieprawidłowa data`);
    if (typeof from === 'number' && typeof to === 'number' && to < from) {
      problems.push(`${at}: data końca (to) jest wcześniejsza niż data początku (from)`);
    }
  });
  return problems;
}

/** JSON Schema of one grant (dates ISO 8601 or null). */
export const organizationPermissionSchema = {
  type: 'object',
  title: 'Uprawnienie',
  required: ['userId', 'role'],
  additionalProperties: false,
  properties: {
    userId: { type: 'string', title: 'Użytkownik', minLength: 1, maxLength: 100 },
    role: { type: 'string', title: 'Rola', enum: [...ORGANIZATION_GRANTABLE_ROLES] },
    from: { type: ['string', 'null'], title: 'Od', format: 'date-time' },
    to: { type: ['string', 'null'], title: 'Do', format: 'date-time' },
  },
} as const;
