import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { hasRole, type SessionUser } from './role-check.js';
import { USER_ROLES, type UserRole } from './roles.js';

const user = (role: string | undefined, extra: Partial<SessionUser> = {}): SessionUser => ({
  role,
  loggedIn: true,
  ...extra,
});

describe('hasRole — spec §6 role check', () => {
  describe('"passes if the user\'s role equals the required role or is in the required list"', () => {
    it.each([
      ['payments', 'payments', true],
      ['reception', 'reception', true],
      ['employee', 'payments', false],
      ['reception', 'employee', false],
      ['payments', 'admin', false],
      ['guest', 'guest', true],
      ['guest', 'employee', false],
    ] as const)('%s against %s → %s', (role, required, expected) => {
      expect(hasRole(user(role), required)).toBe(expected);
    });

    it.each([
      ['reception', ['employee', 'reception'], true],
      ['employee', ['payments', 'reception'], false],
      ['guest', ['guest'], true],
    ] as const)('%s against the list %j → %s', (role, required, expected) => {
      expect(hasRole(user(role), required)).toBe(expected);
    });

    it('an empty required list lets only the super role pass', () => {
      expect(hasRole(user('admin'), [])).toBe(false);
      expect(hasRole(user('site-admin'), [])).toBe(true);
    });
  });

  describe('"The super role (default value site-admin, configurable) passes every role check"', () => {
    it.each(USER_ROLES)('site-admin passes %s', (required) => {
      expect(hasRole(user('site-admin'), required)).toBe(true);
    });

    it('a configured super role passes everything, and site-admin is then an ordinary role', () => {
      const options = { superRole: 'admin' as UserRole };
      expect(hasRole(user('admin'), 'reception', options)).toBe(true);
      expect(hasRole(user('site-admin'), 'reception', options)).toBe(false);
      expect(hasRole(user('site-admin'), 'site-admin', options)).toBe(true);
    });
  });

  describe('"An org admin also has employee and manager access"', () => {
    it.each([
      ['admin', true],
      ['employee', true],
      ['payments', true],
      ['reception', false],
      ['site-admin', false],
    ] as const)('admin against %s → %s', (required, expected) => {
      expect(hasRole(user('admin'), required)).toBe(expected);
    });
  });

  describe('"With no required role, any logged-in user who is not Guest passes (optionally guests too)"', () => {
    it.each(USER_ROLES.filter((role) => role !== 'guest'))('%s passes', (role) => {
      expect(hasRole(user(role))).toBe(true);
    });

    it('guest fails, unless guests are allowed', () => {
      expect(hasRole(user('guest'))).toBe(false);
      expect(hasRole(user('guest'), undefined, { allowGuests: true })).toBe(true);
    });

    it('"Role falls back to guest": an unknown or absent role is a guest', () => {
      expect(hasRole(user('superuser'))).toBe(false);
      expect(hasRole(user(undefined))).toBe(false);
      expect(hasRole({ loggedIn: true, role: null })).toBe(false);
      expect(hasRole(user('superuser'), 'guest')).toBe(true);
      expect(hasRole(user(undefined), undefined, { allowGuests: true })).toBe(true);
    });
  });

  describe('"A user who is not logged in, or whose token has expired, fails"', () => {
    it.each([
      [{ role: 'site-admin', loggedIn: false }],
      [{ role: 'site-admin', loggedIn: true, tokenExpired: true }],
      [{ role: 'admin', loggedIn: false, tokenExpired: false }],
    ])('%j fails every check, even as the super role', (who) => {
      expect(hasRole(who)).toBe(false);
      expect(hasRole(who, 'guest')).toBe(false);
      expect(hasRole(who, undefined, { allowGuests: true })).toBe(false);
    });

    it('tokenExpired false or absent does not fail', () => {
      expect(hasRole(user('employee', { tokenExpired: false }), 'employee')).toBe(true);
    });
  });

  it('an unknown required role or super role is a mistake in code: ValidationError', () => {
    expect(() => hasRole(user('admin'), 'manager' as UserRole)).toThrow(ValidationError);
    expect(() => hasRole(user('admin'), ['admin', 'boss' as UserRole])).toThrow('Nieznana rola: boss');
    expect(() => hasRole(user('admin'), 'admin', { superRole: 'root' as UserRole })).toThrow(
      'Nieznana rola nadrzędna: root',
    );
  });
});
