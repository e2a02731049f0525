import type { MeUpdate } from '../api/auth.js';
import type { SessionProfile } from '../api/session.js';
import { NAME_FIELDS_SCHEMA } from './name-fields-schema.js';
import { passwordProblems } from './passwords.js';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  currentPassword: string;
  password: string;
  repeat: string;
}

export const PROFILE_FIELDS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'phoneNumber',
  'currentPassword',
  'password',
]);

/** The limits of `PATCH /me` the form checks before sending (the password rules are passwordProblems'). */
export const profileFormSchema = {
  type: 'object',
  properties: {
    ...NAME_FIELDS_SCHEMA,
    phoneNumber: { type: 'string', maxLength: 30 },
    currentPassword: { type: 'string', maxLength: 200 },
  },
} as const;

export function profileValues(user: SessionProfile): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    currentPassword: '',
    password: '',
    repeat: '',
  };
}

/** A password change (any of the new fields typed) needs a good new password and the current one. */
export function passwordChangeProblems(values: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  if (values.password === '' && values.repeat === '') return {};
  return {
    ...passwordProblems(values.password, values.repeat),
    ...(values.currentPassword ? {} : { currentPassword: 'Podaj obecne hasło.' }),
  };
}

/** The body of `PATCH /me`: the names and phone trimmed, the passwords only when changing it. */
export function profileUpdate(values: ProfileValues): MeUpdate {
  const changingPassword = values.password !== '';
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    ...(changingPassword ? { password: values.password, currentPassword: values.currentPassword } : {}),
  };
}
