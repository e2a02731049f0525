/**
 * Authentication and the access check, installed by `buildApp`:
 *
 * - `installRouteAccessGuard(app, apiPath)` BEFORE any route is registered: a route under the API path
 *   without a valid `config.access` makes start-up fail (./route-guard.ts).
 * - `installAuth(app)` after the kernel: the signing key (./secret.ts), `app.tokens` (sign/verify), the
 *   account indexes, and the `onRequest` access check that sets `request.user` and `request.tenant`
 *   (./authenticate.ts).
 *
 * Route modules declare `config: { access }` (./access.ts) and read `request.user` / `request.tenant`.
 * Tests get users and real tokens from ./testing.ts (`createUserWithToken`).
 */
import type { FastifyInstance } from 'fastify';
import { installAuthentication } from './authenticate.js';
import { ensureAuthIndexes } from './indexes.js';
import { jwtKeyLoader } from './secret.js';
import { TokenService } from './tokens.js';

export type { AuthUser, RequestTenant, RouteAccess, TenantSource } from './access.js';
export { installRouteAccessGuard, RouteAccessError } from './route-guard.js';
export { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies log-in tokens (HS256, TTL from AUTH_TOKEN_TTL_SECONDS). */
    tokens: TokenService;
  }
}

export async function installAuth(app: FastifyInstance): Promise<void> {
  const tokens = new TokenService(jwtKeyLoader(app.config, app.store), app.config.auth.tokenTtlSeconds);
  app.decorate('tokens', tokens);
  await ensureAuthIndexes(app.store);
  installAuthentication(app, tokens);
}
