import { BusinessError, ForbiddenError, ValidationError } from '@zapisy/core';

/** The server message of an error without the client's 'Forbidden <path>: ' prefix. */
export function serverMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Forbidden \S+: /, '');
}

/**
 * The lines a form shows under itself for an error it handles: validation (the list, spec §5 '- item'),
 * business and, for calls made without a session, forbidden (unconfirmed account). Null for anything the
 * global client handling should take (spec §8).
 */
export function formErrorLines(
  error: unknown,
  options: { forbiddenIsFormError?: boolean } = {},
): string[] | null {
  if (error instanceof ValidationError) return error.errors.length > 0 ? [...error.errors] : [error.message];
  if (error instanceof BusinessError) return [error.message];
  if (options.forbiddenIsFormError && error instanceof ForbiddenError) return [serverMessage(error)];
  return null;
}
