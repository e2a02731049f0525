/** Shortest password the server accepts (api/src/auth/password-policy.ts). */
export const PASSWORD_MIN_LENGTH = 10;

export function passwordProblems(password: string, repeat: string): { password?: string; repeat?: string } {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { password: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.` };
  if (password !== repeat) return { repeat: 'Hasła nie są takie same.' };
  return {};
}
