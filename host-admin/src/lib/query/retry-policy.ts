import { HttpError, NetworkError } from '@zapisy/core';

/** A read that met no answer or a gateway hiccup is tried twice more (TanStack counts failures from 0). */
export const MAX_READ_RETRIES = 2;

/**
 * Only what may pass by itself is retried: no answer (network) and 502/503. Never a 4xx (the same request
 * gets the same refusal), a 500, nor a 504 (the spec asks the user to try again after 60 s of waiting).
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof HttpError && (error.status === 502 || error.status === 503);
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isRetryable(error);
}
