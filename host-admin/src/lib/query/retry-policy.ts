import { NetworkError } from '@zapisy/core';

/** A read that met no answer is tried twice more (TanStack counts failures from 0). */
export const MAX_READ_RETRIES = 2;

/**
 * Only a read that got no answer at all is retried: the connection may be back a moment later. A server
 * that answered decides: a 4xx refuses the same request again, a 500 or 504 is for the user to retry
 * (spec §8 'Spróbuj ponownie'), a 502 reloads the page and a 503 offers 'Spróbuj ponownie' on the screen.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof NetworkError;
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isRetryable(error);
}
