import { AppError } from './app-error.js';

export const NETWORK_ERROR_MESSAGE = 'Brak odpowiedzi serwera';

/** Readable text of anything thrown: 'Name: message' for errors, the string itself, else JSON. */
export function serializeErrorCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message ? `${cause.name}: ${cause.message}` : cause.name;
  if (typeof cause === 'string') return cause;
  if (cause === undefined) return 'undefined';
  try {
    return JSON.stringify(cause) ?? String(cause);
  } catch {
    // Cycles and BigInt values.
    return String(cause);
  }
}

/**
 * No response arrived (offline, DNS, CORS, aborted). Spec §8: "No response: generic error with the
 * serialised cause." `status` is 0, as fetch and XMLHttpRequest report it; the message is 'Brak odpowiedzi
 * serwera: <cause>' and `cause` keeps the original value.
 */
export class NetworkError extends AppError {
  readonly status = 0;
  readonly code = 'NETWORK';
  readonly serializedCause: string;

  constructor(cause: unknown) {
    const serializedCause = serializeErrorCause(cause);
    super(`${NETWORK_ERROR_MESSAGE}: ${serializedCause}`);
    this.serializedCause = serializedCause;
    this.cause = cause;
  }
}
