/** The user's names as the server takes them (`POST /auth/register`, `PATCH /me`): required, not blank. */
export const NAME_FIELDS_SCHEMA = {
  firstName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  lastName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
} as const;
