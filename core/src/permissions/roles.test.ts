import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  assertUserRole,
  DEFAULT_SUPER_ROLE,
  isUserRole,
  rolesGrantedBy,
  toUserRole,
  USER_ROLE_LABELS,
  USER_ROLES,
} from './roles.js';

describe('roles — spec §6', () => {
  it('"Roles: site-admin (SuperAdmin), admin (Administrator), payments (Manager), employee (Pracownik), reception (Recepcja), guest (Gość)"', () => {
    expect(USER_ROLES).toEqual(['site-admin', 'admin', 'payments', 'employee', 'reception', 'guest']);
    expect(USER_ROLE_LABELS).toEqual({
      'site-admin': 'SuperAdmin',
      admin: 'Administrator',
      payments: 'Manager',
      employee: 'Pracownik',
      reception: 'Recepcja',
      guest: 'Gość',
    });
  });

  it('"The super role (default value site-admin, configurable)"', () => {
    expect(DEFAULT_SUPER_ROLE).toBe('site-admin');
  });

  it.each([
    ['admin', 'admin'],
    ['reception', 'reception'],
    ['Admin', 'guest'],
    ['superuser', 'guest'],
    ['', 'guest'],
    [undefined, 'guest'],
    [null, 'guest'],
    [1, 'guest'],
  ])('"Role falls back to guest": %j → %s', (value, expected) => {
    expect(toUserRole(value)).toBe(expected);
    expect(isUserRole(value)).toBe(expected === value);
  });

  it('"An org admin also has employee and manager access"', () => {
    expect(rolesGrantedBy('admin')).toEqual(['admin', 'employee', 'payments']);
    for (const role of ['site-admin', 'payments', 'employee', 'reception', 'guest'] as const) {
      expect(rolesGrantedBy(role)).toEqual([role]);
    }
  });

  it('assertUserRole throws ValidationError naming the value and the allowed roles', () => {
    expect(assertUserRole('payments')).toBe('payments');
    expect(() => assertUserRole('manager')).toThrow(ValidationError);
    expect(() => assertUserRole('manager')).toThrow(
      'Nieznana rola: manager; dozwolone: site-admin, admin, payments, employee, reception, guest',
    );
  });
});
