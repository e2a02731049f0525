/**
 * The `users` collection as accounts use it: the seed's UserDocument plus the organization the user
 * belongs to, the time before which issued tokens are void (password change, reset), and what a pending
 * registration asked for. `email` is stored trimmed and lower-case, unique (`ensureAuthIndexes`).
 */
import type { UserRole } from '@zapisy/core';
import type { Store } from '../storage/index.js';
import type { TokenSubject } from './tokens.js';
import { USERS, type UserDocument } from './user-document.js';

export { USERS };

export interface AccountDocument extends Omit<UserDocument, 'role'> {
  role: UserRole;
  /** Tokens issued (iat) before this instant are refused: set on a password change or reset. */
  sessionsValidFrom?: Date;
  /**
   * Incremented (`$inc`, atomic) by a password change or reset; tokens carry it as `tv` and one with
   * another value is refused. Unlike `sessionsValidFrom` (iat has whole seconds) this also ends a session
   * issued in the same second as the change. Absent = 0.
   */
  tokenVersion?: number;
  /** Registration with an organization name: created as the user's organization on confirmation. */
  pendingOrganizationName?: string;
}

/** What the API returns about a user: never the password hash or internal fields. */
export interface PublicUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: UserRole;
  status: 'pending' | 'active' | 'blocked';
  organizationId: string | null;
  registrationDate: string;
}

export const publicUserSchema = {
  title: 'User',
  type: 'object',
  required: [
    'userId',
    'email',
    'firstName',
    'lastName',
    'phoneNumber',
    'role',
    'status',
    'organizationId',
    'registrationDate',
  ],
  properties: {
    userId: { type: 'string' },
    email: { type: 'string', format: 'email' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    phoneNumber: { type: 'string' },
    role: { type: 'string', enum: ['site-admin', 'admin', 'payments', 'employee', 'reception', 'guest'] },
    status: { type: 'string', enum: ['pending', 'active', 'blocked'] },
    organizationId: { type: ['string', 'null'] },
    registrationDate: { type: 'string', format: 'date-time' },
  },
} as const;

export function toPublicUser(user: AccountDocument): PublicUser {
  const registered = user.registrationDate instanceof Date ? user.registrationDate : new Date(0);
  return {
    userId: user._id,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    role: user.role,
    status: user.status,
    organizationId: user.organizationId ?? null,
    registrationDate: registered.toISOString(),
  };
}

/** E-mails compare trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function usersCollection(store: Store) {
  return store.db.collection<AccountDocument>(USERS);
}

export async function findUserByEmail(store: Store, email: string): Promise<AccountDocument | null> {
  return usersCollection(store).findOne({ email: normalizeEmail(email) });
}

export async function findUserById(store: Store, userId: string): Promise<AccountDocument | null> {
  return usersCollection(store).findOne({ _id: userId });
}

/** What a log-in token of `account` says: its id, e-mail, role, organization and token version. */
export function tokenSubjectOf(account: AccountDocument): TokenSubject {
  return {
    userId: account._id,
    email: account.email,
    role: account.role,
    ...(account.organizationId !== undefined ? { organizationId: account.organizationId } : {}),
    tokenVersion: account.tokenVersion ?? 0,
  };
}
