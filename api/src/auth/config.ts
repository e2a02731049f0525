/**
 * Authentication settings from the environment, read by `loadConfig` into `AppConfig.auth`.
 *
 * - ZAPISY_JWT_SECRET: the HS256 signing secret (at least 32 characters). Required in production on
 *   MongoDB (the server refuses to start without it); otherwise a per-data-dir secret is generated and kept
 *   in the store's `settings` collection, so restarts keep sessions (see ./secret.ts and config.ts
 *   `keysMustComeFromEnvironment`).
 * - AUTH_TOKEN_TTL_SECONDS: lifetime of a log-in token, default 43200 (12 h).
 * - Log-in throttling (./login-throttle.ts), no lockout: LOGIN_THROTTLE_FREE_FAILURES (3) failures of one
 *   (account, IP) pair without a wait, then LOGIN_THROTTLE_BASE_DELAY_SECONDS (1) doubled per further
 *   failure up to LOGIN_THROTTLE_MAX_DELAY_SECONDS (900); a pair is forgotten LOGIN_THROTTLE_FORGET_SECONDS
 *   (86 400) after its last failure. LOGIN_THROTTLE_IP_FAILURES (100) failures from one IP across accounts
 *   within LOGIN_RATE_LIMIT_WINDOW_SECONDS (900) make that IP wait for the window's end.
 * - LOGIN_RATE_LIMIT_IP / LOGIN_RATE_LIMIT_ACCOUNT (30, 10) within LOGIN_RATE_LIMIT_WINDOW_SECONDS: attempts
 *   per IP of registration and Google/Facebook sign-in; the reset-password limits are a third of the two per
 *   hour (per IP and per e-mail, see ./accounts.ts).
 */
import { type Env, envReader } from '../env-reader.js';
import type { LoginThrottleConfig } from './login-throttle.js';

export interface AuthConfig {
  jwtSecret?: string;
  tokenTtlSeconds: number;
  loginRateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  /** Optional so a test's `auth` may leave it out; `loginThrottleOf` fills in the defaults. */
  loginThrottle?: LoginThrottleConfig;
}

export const DEFAULT_LOGIN_THROTTLE: Readonly<LoginThrottleConfig> = {
  freeFailures: 3,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 86_400,
  ipFailures: 100,
  ipWindowSeconds: 900,
};

export function loginThrottleOf(config: AuthConfig): LoginThrottleConfig {
  return (
    config.loginThrottle ?? {
      ...DEFAULT_LOGIN_THROTTLE,
      ipWindowSeconds: config.loginRateLimit.windowSeconds,
    }
  );
}

export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const MIN_JWT_SECRET_LENGTH = 32;

export function loadAuthConfig(env: Env, problems: string[]): AuthConfig {
  const { read, int } = envReader(env, problems);

  const jwtSecret = read('ZAPISY_JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(
      `ZAPISY_JWT_SECRET: sekret musi mieć co najmniej ${MIN_JWT_SECRET_LENGTH} znaki (the secret must be at least ${MIN_JWT_SECRET_LENGTH} characters long)`,
    );
  }
  const windowSeconds = int('LOGIN_RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400);
  const d = DEFAULT_LOGIN_THROTTLE;
  const config: AuthConfig = {
    tokenTtlSeconds: int('AUTH_TOKEN_TTL_SECONDS', DEFAULT_TOKEN_TTL_SECONDS, 60, 90 * 24 * 60 * 60),
    loginRateLimit: {
      perIp: int('LOGIN_RATE_LIMIT_IP', 30, 1, 100_000),
      perAccount: int('LOGIN_RATE_LIMIT_ACCOUNT', 10, 1, 100_000),
      windowSeconds,
    },
    loginThrottle: {
      freeFailures: int('LOGIN_THROTTLE_FREE_FAILURES', d.freeFailures, 0, 1000),
      baseDelaySeconds: int('LOGIN_THROTTLE_BASE_DELAY_SECONDS', d.baseDelaySeconds, 1, 3600),
      maxDelaySeconds: int('LOGIN_THROTTLE_MAX_DELAY_SECONDS', d.maxDelaySeconds, 1, 86_400),
      forgetAfterSeconds: int('LOGIN_THROTTLE_FORGET_SECONDS', d.forgetAfterSeconds, 60, 30 * 86_400),
      ipFailures: int('LOGIN_THROTTLE_IP_FAILURES', d.ipFailures, 1, 1_000_000),
      ipWindowSeconds: windowSeconds,
    },
  };
  if (jwtSecret !== undefined) config.jwtSecret = jwtSecret;
  return config;
}
