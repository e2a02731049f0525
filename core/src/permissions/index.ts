export { type EffectiveRoleInput, effectiveRole, type PermissionGrant } from './project-role.js';
export { hasRole, type RoleCheckOptions, type SessionUser } from './role-check.js';
export {
  assertUserRole,
  DEFAULT_SUPER_ROLE,
  isUserRole,
  rolesGrantedBy,
  toUserRole,
  USER_ROLE_LABELS,
  USER_ROLES,
  type UserRole,
} from './roles.js';
export { sessionUserFromToken } from './session-user.js';
export {
  decodeTokenPayload,
  isTokenValid,
  TOKEN_PARTS_MESSAGE,
  type TokenPayload,
  tokenRemainingSeconds,
} from './token.js';
