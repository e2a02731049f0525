import type { ValidationError } from '@zapisy/core';

export interface MessageProblem {
  key: string;
  message: string;
}

// The server's strings check names the message it refuses: 'Komunikat „registrationTitle” może mieć…',
// 'Komunikat „registrationBody”: nieznany znacznik {foo}'.
const ABOUT_MESSAGE = /^Komunikat „([^”]+)”:?\s*(.+)$/;

/**
 * The lines of a refused `POST /strings/{id}` split into the problems of a message the form has (to show
 * under that field, without the message's internal key) and the rest (for the form's list).
 */
export function messageProblems(
  error: ValidationError,
  keys: ReadonlySet<string>,
): { fields: MessageProblem[]; rest: string[] } {
  const fields: MessageProblem[] = [];
  const rest: string[] = [];
  for (const line of error.errors.length > 0 ? error.errors : [error.message]) {
    const match = ABOUT_MESSAGE.exec(line);
    const key = match?.[1];
    const text = match?.[2];
    if (key && text && keys.has(key)) {
      fields.push({ key, message: text.charAt(0).toUpperCase() + text.slice(1) });
    } else rest.push(line);
  }
  return { fields, rest };
}
