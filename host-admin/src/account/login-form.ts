import type { FieldChecks } from '../lib/forms/with-checks.js';

/** The log-in form's values (/glowne/zaloguj). */
export interface LoginValues {
  email: string;
  password: string;
}

export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };

/** The limits of `POST /auth/login` the form checks before sending. */
export const loginFormSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 254 },
    password: { type: 'string', maxLength: 200 },
  },
} as const;

export const loginChecks: FieldChecks<LoginValues> = (values) => ({
  email: values.email.trim() ? undefined : 'Podaj adres e-mail.',
  password: values.password ? undefined : 'Podaj hasło.',
});
