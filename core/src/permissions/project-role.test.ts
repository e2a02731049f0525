import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { type EffectiveRoleInput, effectiveRole, type PermissionGrant } from './project-role.js';
import type { UserRole } from './roles.js';

const now = new Date('2025-06-15T12:00:00Z');
const organization = (permissions: PermissionGrant[] = [], ownerId = 'owner') => ({ ownerId, permissions });
const roleOf = (input: Partial<EffectiveRoleInput>) =>
  effectiveRole({ userId: 'u1', organization: organization(), now, ...input });

describe('effectiveRole — spec §6 project permissions', () => {
  it('"Project permissions list userId, role and optional from/to dates. A valid entry gives that role"', () => {
    const project = {
      permissions: [
        { userId: 'u2', role: 'admin' },
        { userId: 'u1', role: 'reception' },
      ],
    };
    expect(roleOf({ project })).toBe('reception');
  });

  it('"otherwise guest": no entry for the user', () => {
    expect(roleOf({ project: { permissions: [{ userId: 'u2', role: 'admin' }] } })).toBe('guest');
  });

  it('"If a project has no entries, the organization\'s are used"', () => {
    const org = organization([{ userId: 'u1', role: 'payments' }]);
    expect(roleOf({ organization: org, project: { permissions: [] } })).toBe('payments');
    expect(roleOf({ organization: org, project: {} })).toBe('payments');
    expect(roleOf({ organization: org, project: { permissions: null } })).toBe('payments');
    expect(roleOf({ organization: org, project: null })).toBe('payments');
    expect(roleOf({ organization: org })).toBe('payments');
  });

  it('a project with entries but none valid for the user gives guest, not the organization role', () => {
    const org = organization([{ userId: 'u1', role: 'payments' }]);
    expect(roleOf({ organization: org, project: { permissions: [{ userId: 'u2', role: 'admin' }] } })).toBe(
      'guest',
    );
    const expired = { permissions: [{ userId: 'u1', role: 'employee', to: '2025-01-01T00:00:00Z' }] };
    expect(roleOf({ organization: org, project: expired })).toBe('guest');
  });

  describe('"Unset windows are open-ended"; both ends inclusive', () => {
    it.each([
      [undefined, undefined, 'employee', 'no window'],
      [null, null, 'employee', 'null window'],
      ['2025-06-15T12:00:00Z', undefined, 'employee', 'from = now'],
      ['2025-06-15T12:00:00.001Z', undefined, 'guest', 'from 1 ms after now'],
      [undefined, '2025-06-15T12:00:00Z', 'employee', 'to = now'],
      [undefined, '2025-06-15T11:59:59.999Z', 'guest', 'to 1 ms before now'],
      [new Date('2025-01-01'), new Date('2025-12-31'), 'employee', 'Date objects, inside'],
      ['2024-01-01', '2024-12-31', 'guest', 'a past window'],
      ['2026-01-01', undefined, 'guest', 'a future start'],
    ])('from %j to %j → %s (%s)', (from, to, expected, _case) => {
      const project = { permissions: [{ userId: 'u1', role: 'employee', from, to }] };
      expect(roleOf({ project })).toBe(expected);
    });
  });

  it('the first valid entry of the user wins; expired ones are skipped', () => {
    const project = {
      permissions: [
        { userId: 'u1', role: 'admin', to: '2025-01-01' },
        { userId: 'u1', role: 'reception', from: '2025-06-01' },
        { userId: 'u1', role: 'payments' },
      ],
    };
    expect(roleOf({ project })).toBe('reception');
  });

  it('"Role falls back to guest": an entry with an unknown or absent role', () => {
    expect(roleOf({ project: { permissions: [{ userId: 'u1', role: 'boss' }] } })).toBe('guest');
    expect(roleOf({ project: { permissions: [{ userId: 'u1' }] } })).toBe('guest');
  });

  describe('"The organization owner gets the admin role, or a supplied default"', () => {
    it('owner → admin, even when the project lists a lesser role', () => {
      const project = { permissions: [{ userId: 'owner', role: 'reception' }] };
      expect(roleOf({ userId: 'owner', project })).toBe('admin');
    });

    it('owner → the supplied default', () => {
      expect(roleOf({ userId: 'owner', ownerRole: 'site-admin' })).toBe('site-admin');
    });

    it('an organization without owner', () => {
      expect(roleOf({ organization: { permissions: [{ userId: 'u1', role: 'employee' }] } })).toBe(
        'employee',
      );
      expect(roleOf({ organization: { ownerId: null } })).toBe('guest');
    });
  });

  it.each([
    [{ userId: '' }, 'Identyfikator użytkownika jest wymagany'],
    [{ userId: undefined as unknown as string }, 'Identyfikator użytkownika jest wymagany'],
    [{ now: new Date(Number.NaN) }, 'Nieprawidłowa data bieżąca'],
    [{ now: '2025-01-01' as unknown as Date }, 'Nieprawidłowa data bieżąca'],
    [{ ownerRole: 'owner' as UserRole }, 'Nieznana rola właściciela: owner'],
    [
      { project: { permissions: [{ userId: 'u1', role: 'admin', from: 'wczoraj' }] } },
      "Nieprawidłowa data 'from'",
    ],
    [
      { project: { permissions: [{ userId: 'u1', role: 'admin', to: new Date('x') }] } },
      "Nieprawidłowa data 'to'",
    ],
    [
      { project: { permissions: [{ userId: 'u1', role: 'admin', to: 5 as unknown as string }] } },
      "Nieprawidłowa data 'to'",
    ],
  ])('bad input %j throws ValidationError %j', (input, message) => {
    expect(() => roleOf(input)).toThrow(ValidationError);
    expect(() => roleOf(input)).toThrow(message);
  });

  it("another user's unreadable dates are not read", () => {
    const project = {
      permissions: [
        { userId: 'u2', from: 'wczoraj' },
        { userId: 'u1', role: 'employee' },
      ],
    };
    expect(roleOf({ project })).toBe('employee');
  });
});
