import type { FieldChecks } from '../lib/forms/with-checks.js';
import { passwordProblems } from './passwords.js';

/** /glowne/resetuj-haslo without a token: the account's e-mail. */
export interface ResetRequestValues {
  email: string;
}

/** The same limit as `POST /auth/reset-password`; the address itself is checked by `resetRequestChecks`. */
export const resetRequestSchema = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 254 } },
} as const;

export const resetRequestChecks: FieldChecks<ResetRequestValues> = (values) => ({
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()) ? undefined : 'Podaj poprawny adres e-mail.',
});

/** /glowne/resetuj-haslo?token=…: the new password, twice. */
export interface NewPasswordValues {
  password: string;
  repeat: string;
}

export const newPasswordSchema = {
  type: 'object',
  properties: { password: { type: 'string', maxLength: 200 }, repeat: { type: 'string' } },
} as const;

export const newPasswordChecks: FieldChecks<NewPasswordValues> = (values) =>
  passwordProblems(values.password, values.repeat);
