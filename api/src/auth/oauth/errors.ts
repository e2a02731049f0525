/**
 * Why a Google or Facebook sign-in ended without a session. The browser is sent to
 * `<origin>/glowne/zaloguj?error=<code>&provider=<google|facebook>` and the log-in screen shows the Polish
 * message of the code (host-admin/src/account/LoginScreen.tsx).
 *
 * | code                  | when |
 * |-----------------------|------|
 * | `oauthDenied`         | the user refused consent at the provider (`error=access_denied`) |
 * | `oauthState`          | `state` missing, tampered, expired, used twice, or started in another browser |
 * | `oauthFailed`         | the provider's token or profile endpoint failed (code, client or PKCE refused) |
 * | `oauthEmailMissing`   | the profile has no e-mail (Facebook account without one, or permission refused) |
 * | `oauthEmailUnverified`| Google says the e-mail is not verified |
 * | `oauthAccountPending` | an account with this e-mail waits for its registration link |
 * | `oauthAccountBlocked` | the account with this e-mail is blocked |
 * | `oauthRateLimited`    | too many sign-ins from this IP (same limit as log-in) |
 */
export const OAUTH_ERROR_CODES = [
  'oauthDenied',
  'oauthState',
  'oauthFailed',
  'oauthEmailMissing',
  'oauthEmailUnverified',
  'oauthAccountPending',
  'oauthAccountBlocked',
  'oauthRateLimited',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export class OAuthFlowError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    /** For the log only; never shown to the user. */
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'OAuthFlowError';
  }
}
