import { assertUserRole, DEFAULT_SUPER_ROLE, rolesGrantedBy, toUserRole, type UserRole } from './roles.js';

/**
 * Who asks, as a role check needs it. `role` is any text: unknown or absent reads as guest. Build it from
 * the auth store, or from a token with sessionUserFromToken.
 */
export interface SessionUser {
  role?: string | null;
  loggedIn: boolean;
  /** True once the token's remaining time is not above 0 (see isTokenValid). */
  tokenExpired?: boolean;
}

export interface RoleCheckOptions {
  /** The role that passes every check; default 'site-admin'. */
  superRole?: UserRole;
  /** With no required role, let logged-in guests pass too; default false. */
  allowGuests?: boolean;
}

/**
 * Spec §6: "A role check passes if the user's role equals the required role or is in the required list.
 * With no required role, any logged-in user who is not Guest passes (optionally guests too). A user who is
 * not logged in, or whose token has expired, fails." Also: "The super role (default value site-admin,
 * configurable) passes every role check", "An org admin also has employee and manager access" and "Role
 * falls back to guest".
 *
 * `required` undefined means no required role; an empty list matches no role (only the super role passes).
 * Throws ValidationError when a required role or the super role is not a known role (a mistake in code).
 */
export function hasRole(
  user: SessionUser,
  required?: UserRole | readonly UserRole[],
  options: RoleCheckOptions = {},
): boolean {
  const superRole = assertUserRole(options.superRole ?? DEFAULT_SUPER_ROLE, 'rola nadrzędna');
  const requiredRoles =
    required === undefined
      ? undefined
      : (typeof required === 'string' ? [required] : required).map((role) => assertUserRole(role));

  if (user.loggedIn !== true || user.tokenExpired === true) return false;
  const role = toUserRole(user.role);
  if (role === superRole) return true;
  if (requiredRoles === undefined) return role !== 'guest' || options.allowGuests === true;
  return rolesGrantedBy(role).some((granted) => requiredRoles.includes(granted));
}
