/** Password policy of accounts: at least 10 characters (at most 200), not blank, not the e-mail itself. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const passwordSchema = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `Hasło: co najmniej ${PASSWORD_MIN_LENGTH} znaków`,
} as const;

/** Problems with a new password, in Polish (empty when it is acceptable). */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push(`Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków`);
  }
  if ([...password].length > PASSWORD_MAX_LENGTH) {
    problems.push(`Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} znaków`);
  }
  if (password.trim() === '') problems.push('Hasło nie może składać się z samych spacji');
  if (email !== undefined && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    problems.push('Hasło nie może być takie samo jak adres e-mail');
  }
  return problems;
}
