/**
 * Errors of authentication, each in the error contract (`{ status, code, message, errors, requestId }`):
 *
 * | code                 | status | when |
 * |----------------------|--------|------|
 * | `UNAUTHENTICATED`    | 401    | the route needs a logged-in user and no token was sent |
 * | `TOKEN_EXPIRED`      | 401    | the token's signature is right but `exp` has passed |
 * | `TOKEN_REVOKED`      | 401    | the token was logged out (denylist) or issued before a password change |
 * | `ACCOUNT_INACTIVE`   | 401    | the token's user no longer exists or is not active |
 * | `TOKEN_INVALID`      | 403    | the token is malformed or its signature does not match (tampered) |
 * | `INVALID_CREDENTIALS`| 401    | log-in with a wrong password or an unknown e-mail (same answer) |
 * | `ACCOUNT_PENDING`    | 403    | log-in of an account whose e-mail is not confirmed yet |
 * | `RATE_LIMITED`       | 429    | too many attempts; `Retry-After` header in seconds |
 *
 * Spec §8 maps 400 and 401 to a validation error on the client (the message and list are shown) and 403
 * to the forbidden flow (redirect to log-in with error=accessDenied). Every message is also the only item
 * of `errors`, so the client's list shows it.
 */
import { HttpError } from '../http/errors.js';

function authError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, code, message, [message]);
}

export const unauthenticated = (): HttpError =>
  authError(401, 'UNAUTHENTICATED', 'Zaloguj się, aby kontynuować');
export const tokenExpired = (): HttpError =>
  authError(401, 'TOKEN_EXPIRED', 'Sesja wygasła. Zaloguj się ponownie.');
export const tokenRevoked = (): HttpError =>
  authError(401, 'TOKEN_REVOKED', 'Sesja została zakończona. Zaloguj się ponownie.');
export const accountInactive = (): HttpError =>
  authError(401, 'ACCOUNT_INACTIVE', 'Konto nie istnieje lub jest nieaktywne');
export const tokenInvalid = (): HttpError =>
  authError(403, 'TOKEN_INVALID', 'Nieprawidłowy token uwierzytelniający');
export const invalidCredentials = (): HttpError =>
  authError(401, 'INVALID_CREDENTIALS', 'Nieprawidłowy e-mail lub hasło');
export const accountPending = (): HttpError =>
  authError(
    403,
    'ACCOUNT_PENDING',
    'Konto nie zostało jeszcze potwierdzone. Kliknij odnośnik z wiadomości e-mail wysłanej po rejestracji.',
  );

/** 429 with `Retry-After` (sendError copies `headers` onto the reply). */
export class RateLimitedError extends HttpError {
  readonly headers: Record<string, string>;
  /** `subject`: what was tried too often, e.g. 'Zbyt wiele prób logowania'. */
  constructor(retryAfterSeconds: number, subject = 'Zbyt wiele prób') {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const minutes = Math.ceil(seconds / 60);
    const text = `${subject}. Spróbuj ponownie za ${seconds < 60 ? `${seconds} s` : `${minutes} min`}.`;
    super(429, 'RATE_LIMITED', text, [text]);
    this.headers = { 'retry-after': String(seconds) };
  }
}
