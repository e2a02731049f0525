import { BusinessError, ForbiddenError, HttpError, ValidationError } from '@zapisy/core';

/** The server message of an error without the client's 'Forbidden <path>: ' prefix. */
export function serverMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Forbidden \S+: /, '');
}

/**
 * The lines a form shows under itself for an error it handles: validation (the list, spec §5 '- item'),
 * business and, for calls made without a session, forbidden (unconfirmed account) and, where the form
 * asks, too many tries (429, whose message says how long to wait). Null for anything the
 * global client handling should take (spec §8).
 */
export function formErrorLines(
  error: unknown,
  options: { forbiddenIsFormError?: boolean; rateLimitIsFormError?: boolean } = {},
): string[] | null {
  if (error instanceof ValidationError) return error.errors.length > 0 ? [...error.errors] : [error.message];
  if (error instanceof BusinessError) return [error.message];
  if (options.forbiddenIsFormError && error instanceof ForbiddenError) return [serverMessage(error)];
  if (options.rateLimitIsFormError && error instanceof HttpError && error.status === 429)
    return [error.message];
  return null;
}
