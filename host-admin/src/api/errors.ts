import { AppError } from '@zapisy/core';

export const SESSION_EXPIRED_MESSAGE = 'Sesja wygasła. Zaloguj się ponownie.';

/**
 * The session ended while the user was working: the stored token expired (spec §4 "Expired tokens are
 * removed") or the server answered 401 TOKEN_EXPIRED. The client handling sends the user to log-in with the
 * current address as referer.
 */
export class SessionExpiredError extends AppError {
  readonly status = 401;
  readonly code = 'TOKEN_EXPIRED';
  constructor(message: string = SESSION_EXPIRED_MESSAGE) {
    super(message);
  }
}
