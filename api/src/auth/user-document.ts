/** The `users` collection and its document (spec "User"); a leaf module so any layer can import it. */
import type { UserRole } from '@zapisy/core';

export const USERS = 'users';

/** A login account; `email` is stored lower-case and unique. */
export interface UserDocument {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  role: UserRole;
  /** The organization the user owns or works for (spec Auth store `organizationId`), if any. */
  organizationId?: string;
  /** Spec: "status (default pending)". */
  status: 'pending' | 'active' | 'blocked';
  /** `scrypt$N=…,r=…,p=…$salt$hash`, see seed/password.ts. */
  passwordHash: string;
  registrationDate: Date;
}
