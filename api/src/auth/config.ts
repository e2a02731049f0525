/**
 * Authentication settings from the environment, read by `loadConfig` into `AppConfig.auth`.
 *
 * - ZAPISY_JWT_SECRET: the HS256 signing secret (at least 32 characters). Required in production on
 *   MongoDB (the server refuses to start without it); otherwise a per-data-dir secret is generated and kept
 *   in the store's `settings` collection, so restarts keep sessions (see ./secret.ts and config.ts
 *   `keysMustComeFromEnvironment`).
 * - AUTH_TOKEN_TTL_SECONDS: lifetime of a log-in token, default 43200 (12 h).
 * - LOGIN_RATE_LIMIT_IP / LOGIN_RATE_LIMIT_ACCOUNT: attempts per IP and failed attempts per account within
 *   LOGIN_RATE_LIMIT_WINDOW_SECONDS (default 30, 10 and 900 s). The reset-password limits are a third of
 *   them per hour (see ./rate-limit.ts).
 */
import { type Env, envReader } from '../env-reader.js';

export interface AuthConfig {
  jwtSecret?: string;
  tokenTtlSeconds: number;
  loginRateLimit: { perIp: number; perAccount: number; windowSeconds: number };
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
  const config: AuthConfig = {
    tokenTtlSeconds: int('AUTH_TOKEN_TTL_SECONDS', DEFAULT_TOKEN_TTL_SECONDS, 60, 90 * 24 * 60 * 60),
    loginRateLimit: {
      perIp: int('LOGIN_RATE_LIMIT_IP', 30, 1, 100_000),
      perAccount: int('LOGIN_RATE_LIMIT_ACCOUNT', 10, 1, 100_000),
      windowSeconds: int('LOGIN_RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
    },
  };
  if (jwtSecret !== undefined) config.jwtSecret = jwtSecret;
  return config;
}
