/**
 * The access check of every API request (an `onRequest` hook, so it runs before the body is read and
 * validated: a caller without access gets 401/403/404, never a validation error that reveals the schema):
 *
 * 1. A token in `x-auth-token` is verified (signature, `exp`), checked against the log-out denylist, and its
 *    user loaded fresh (must exist and be active; the token's `tv` must equal the user's `tokenVersion`,
 *    which a password change or reset increments, and its `iat` not precede `sessionsValidFrom`):
 *    `request.user`. The version is compared on the user document this check loads anyway, so ending
 *    sessions costs no extra read per request and holds across processes (no cache to go stale).
 *    On a public route a bad token is ignored; elsewhere it is an error (see ./errors.ts for the codes).
 * 2. The route's `config.access` decides: public → pass; authenticated → a user; siteAdmin → the super
 *    role; roles + tenant → the tenant is resolved (404 when missing) into `request.tenant` and the
 *    caller's effective role there must pass core's `hasRole` (403 otherwise).
 */
import { ForbiddenError, hasRole } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_TOKEN_HEADER } from '../http/context.js';
import { HttpError } from '../http/errors.js';
import type { Store } from '../storage/index.js';
import type { AuthUser, RouteAccess } from './access.js';
import { isTokenRevoked } from './denylist.js';
import { accountInactive, tokenRevoked, unauthenticated } from './errors.js';
import { isApiUrl } from './route-guard.js';
import { resolveTenant, tenantRoleAllows } from './tenant.js';
import type { TokenClaims, TokenService } from './tokens.js';
import { findUserById } from './users.js';

/** The user of a valid, not logged-out token; throws the auth errors of ./errors.ts. */
export async function authenticateToken(
  store: Store,
  tokens: TokenService,
  token: string,
  now: Date = new Date(),
): Promise<{ user: AuthUser; claims: TokenClaims }> {
  const claims = await tokens.verify(token, now);
  if (await isTokenRevoked(store, claims.jti)) throw tokenRevoked();
  const account = await findUserById(store, claims.sub);
  if (account?.status !== 'active') throw accountInactive();
  if (claims.tv !== (account.tokenVersion ?? 0)) throw tokenRevoked();
  if (account.sessionsValidFrom instanceof Date && claims.iat * 1000 < account.sessionsValidFrom.getTime()) {
    throw tokenRevoked();
  }
  const user: AuthUser = { userId: account._id, email: account.email, role: account.role };
  if (account.organizationId !== undefined) user.organizationId = account.organizationId;
  return { user, claims };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified token (set with `user`); log-out reads `jti` and `exp`. */
    authClaims?: TokenClaims;
  }
}

export async function checkAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  access: RouteAccess,
): Promise<void> {
  if ('public' in access) return;
  const user = request.user;
  if (!user) throw unauthenticated();
  if ('authenticated' in access) return;
  if ('siteAdmin' in access) {
    if (!hasRole({ loggedIn: true, role: user.role }, ['site-admin'])) throw new ForbiddenError();
    return;
  }
  const tenant = await resolveTenant({
    store: app.store,
    source: access.tenant,
    params: (request.params ?? {}) as Record<string, string | undefined>,
    user,
    baseDomain: app.config.baseDomain,
  });
  if (!tenantRoleAllows(tenant, access.roles)) throw new ForbiddenError();
  request.tenant = tenant;
}

export function installAuthentication(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('user', undefined);
  app.decorateRequest('tenant', undefined);
  app.decorateRequest('authClaims', undefined);
  const apiPath = app.config.apiPath;

  async function authenticateAndCheck(
    request: FastifyRequest,
    access: RouteAccess,
    token: string | undefined,
  ) {
    if (token !== undefined) {
      try {
        const { user, claims } = await authenticateToken(app.store, tokens, token);
        request.user = user;
        request.authClaims = claims;
      } catch (error) {
        // Public pages keep working for a visitor whose stored token has expired.
        if (!('public' in access)) throw error;
      }
    }
    await checkAccess(app, request, access);
  }

  // A callback hook, not an async one: a public route called without a token (the widgets' calls, /env)
  // passes synchronously, without a promise per request; everything else takes the async check.
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.routeOptions.url;
    if (url === undefined || !isApiUrl(url, apiPath)) return done();
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      // The route guard refuses such routes at start-up; this is the last line of defence.
      return done(new HttpError(500, 'ACCESS_NOT_DECLARED', 'Trasa nie deklaruje wymaganych uprawnień'));
    }
    const header = request.headers[AUTH_TOKEN_HEADER];
    const token = request.authToken ?? (typeof header === 'string' && header !== '' ? header : undefined);
    if (token === undefined && 'public' in access) return done();
    authenticateAndCheck(request, access, token).then(() => done(), done);
  });
}
