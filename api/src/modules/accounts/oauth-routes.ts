/**
 * Google and Facebook sign-in (spec first document §1 "both flags off by default"; §7 "Redirect
 * {auth host}/auth/google?state and /auth/facebook?state | state holds the origin domain"). Public
 * routes, each answering the JSON 404 of an unknown path while its flag is off:
 *
 * - `GET /auth/{google|facebook}?state=<origin>&referer=<path>` → 302 to the provider's consent page.
 * - `GET /auth/{google|facebook}/callback?code&state` → 302 to `<origin>/glowne/zalogowano#token=<jwt>`,
 *   or to `<origin>/glowne/zaloguj?error=<code>&provider=<name>`.
 *
 * The flow itself lives in auth/oauth/ (./../auth/oauth/flow.ts).
 */
import type { FastifyInstance } from 'fastify';
import { OAUTH_PROVIDERS, type OAuthProviderName } from '../../auth/oauth/config.js';
import { type CallbackQuery, type FlowContext, finishSignIn, startSignIn } from '../../auth/oauth/flow.js';
import { ensureOAuthIndexes } from '../../auth/oauth/flows.js';
import { publicOrigin } from '../../auth/oauth/origin.js';
import { PROVIDER_LABELS } from '../../auth/oauth/providers.js';
import { stateKey } from '../../auth/oauth/state.js';
import { jwtKeyLoader } from '../../auth/secret.js';
import { errorResponses, sendRouteNotFound } from '../../http/errors.js';

const redirectResponse = (description: string) => ({ description, type: 'null' }) as const;

export default async function oauthRoutes(app: FastifyInstance): Promise<void> {
  const loadSigningKey = jwtKeyLoader(app.config, app.store);
  let key: Uint8Array | undefined;
  const context = async (provider: OAuthProviderName): Promise<FlowContext | null> => {
    const config = app.config.oauth[provider];
    if (config === null) return null;
    key ??= stateKey(await loadSigningKey());
    return { app, provider, config, key };
  };
  if (app.config.oauth.google !== null || app.config.oauth.facebook !== null) {
    await ensureOAuthIndexes(app.store);
  }
  const publicHost = new URL(app.config.publicUrl).hostname;

  for (const provider of OAUTH_PROVIDERS) {
    const label = PROVIDER_LABELS[provider];

    app.get<{ Querystring: { state?: string; referer?: string } }>(
      `/auth/${provider}`,
      {
        config: { access: { public: true } },
        schema: {
          summary: `Logowanie przez ${label}: przekierowanie do strony zgody dostawcy`,
          description: `Działa, gdy włączone jest ${provider === 'google' ? 'GOOGLE_SIGN_IN' : 'FACEBOOK_SIGN_IN'}; inaczej 404. state to domena (origin), na którą wraca użytkownik — tylko nasze domeny, inaczej adres publiczny. Wywołane na innym hoście przekierowuje najpierw na adres publiczny (tam jest ciasteczko przepływu).`,
          tags: ['auth'],
          querystring: {
            type: 'object',
            properties: {
              state: {
                type: 'string',
                maxLength: 500,
                description: 'Origin, na który wrócić, np. https://demo.zapisy.example.pl',
              },
              referer: { type: 'string', maxLength: 1000, description: 'Ścieżka do otwarcia po zalogowaniu' },
            },
          },
          response: {
            302: redirectResponse(`Do strony zgody ${label} (albo na adres publiczny)`),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const flow = await context(provider);
        if (flow === null) return sendRouteNotFound(request, reply);
        if (request.hostname.toLowerCase() !== publicHost.toLowerCase()) {
          return reply.redirect(`${publicOrigin(app.config)}${request.url}`, 302);
        }
        const result = await startSignIn(flow, { ...request.query, ip: request.ip });
        if (result.cookie) reply.header('set-cookie', result.cookie);
        return reply.header('cache-control', 'no-store').redirect(result.location, 302);
      },
    );

    app.get<{ Querystring: CallbackQuery }>(
      `/auth/${provider}/callback`,
      {
        config: { access: { public: true } },
        schema: {
          summary: `Powrót z ${label}: wymiana kodu, zalogowanie i przekierowanie na /glowne/zalogowano`,
          description:
            'Sukces: 302 na <origin>/glowne/zalogowano#token=<jwt>. Błąd (odmowa zgody, zły lub wygasły state, nieudana wymiana kodu, niepotwierdzony e-mail): 302 na <origin>/glowne/zaloguj?error=<kod>&provider=<dostawca>.',
          tags: ['auth'],
          querystring: {
            type: 'object',
            properties: {
              code: { type: 'string', maxLength: 2000 },
              state: { type: 'string', maxLength: 2000 },
              error: { type: 'string', maxLength: 200 },
              error_description: { type: 'string', maxLength: 1000 },
            },
          },
          response: {
            302: redirectResponse(
              'Na /glowne/zalogowano z tokenem we fragmencie albo na /glowne/zaloguj?error=',
            ),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const flow = await context(provider);
        if (flow === null) return sendRouteNotFound(request, reply);
        const result = await finishSignIn(
          flow,
          { query: request.query, cookieHeader: request.headers.cookie },
          request.log,
        );
        if (result.cookie) reply.header('set-cookie', result.cookie);
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(result.location, 302);
      },
    );
  }
}
