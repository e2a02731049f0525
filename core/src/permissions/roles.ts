import { ValidationError } from '../errors/index.js';

/** Spec §6: "Roles: site-admin (SuperAdmin), admin (Administrator), payments (Manager), employee (Pracownik), reception (Recepcja), guest (Gość)." */
export const USER_ROLES = ['site-admin', 'admin', 'payments', 'employee', 'reception', 'guest'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Display labels of the roles, as the spec names them. */
export const USER_ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  'site-admin': 'SuperAdmin',
  admin: 'Administrator',
  payments: 'Manager',
  employee: 'Pracownik',
  reception: 'Recepcja',
  guest: 'Gość',
};

/** Spec §6: "The super role (default value site-admin, configurable) passes every role check." */
export const DEFAULT_SUPER_ROLE: UserRole = 'site-admin';

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Spec §6: "Role falls back to guest": anything that is not a known role (absent, misspelt) reads as guest. */
export function toUserRole(value: unknown): UserRole {
  return isUserRole(value) ? value : 'guest';
}

/** A known role, or ValidationError naming the bad value (for roles written in code or configuration). */
export function assertUserRole(value: unknown, what = 'rola'): UserRole {
  if (!isUserRole(value)) {
    throw new ValidationError(`Nieznana ${what}: ${String(value)}; dozwolone: ${USER_ROLES.join(', ')}`);
  }
  return value;
}

/**
 * The roles whose access a role has. Spec §6: "An org admin also has employee and manager access", so
 * admin → admin, employee, payments; every other role → itself. (The super role is handled by hasRole.)
 */
export function rolesGrantedBy(role: UserRole): readonly UserRole[] {
  return role === 'admin' ? ['admin', 'employee', 'payments'] : [role];
}
