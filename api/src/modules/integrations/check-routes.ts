/**
 * 'Sprawdź połączenie': tests a payment provider's keys before they go live, with the stored keys of the
 * account being edited overridden by the form's unsaved values. Only those who edit that account may call
 * it (it uses the stored secrets):
 * | POST /organizations/{organizationId}/integrations/check | the organization's keys (its admins) |
 * | POST /system/payment-accounts/check | the platform's system accounts (site admin) |
 * | POST /projects/{eventId}/payment-integration/check | a project's own accounts (its admins) |
 */
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../auth/access.js';
import { errorResponses } from '../../http/errors.js';
import { eventIdParamsSchema, readProjectIntegration, readSystemAccount } from '../payments/index.js';
import { tenantOf } from '../projects/index.js';
import { integrationDepsOf } from './app-wiring.js';
import {
  checkedProvider,
  checkIntegrationCredentials,
  checkProviderCredentials,
} from './check-credentials.js';

type Params = { organizationId: string };
type Body = { provider: string; settings?: Record<string, unknown> };

const editorsOf: RouteAccess = { roles: ['admin'], tenant: { organization: 'organizationId' } };

const checkAnswerSchema = {
  type: 'object',
  required: ['ok', 'message'],
  properties: {
    ok: { type: 'boolean' },
    reason: { type: 'string', enum: ['unauthorized', 'unreachable', 'misconfigured'] },
    message: { type: 'string' },
  },
  additionalProperties: false,
} as const;

const checkBodySchema = {
  type: 'object',
  required: ['provider'],
  properties: {
    provider: { type: 'string', minLength: 1, maxLength: 100 },
    settings: {
      type: 'object',
      additionalProperties: { type: ['string', 'number', 'boolean', 'object', 'null'] },
    },
  },
  additionalProperties: false,
} as const;

const checkDescription =
  'Wykonuje najtańsze uwierzytelnione zapytanie do operatora z zapisanymi kluczami tego konta, nadpisanymi niezapisanymi wartościami z formularza (pusty klucz = zapisany). Nieudane sprawdzenie to zwykła odpowiedź 200 z ok: false, powodem i komunikatem. Nic nie jest zapisywane; klucze nie są zwracane ani logowane.';

export default async function credentialCheckRoutes(app: FastifyInstance): Promise<void> {
  const deps = integrationDepsOf(app);
  app.post<{ Params: Params; Body: Body }>(
    '/organizations/:organizationId/integrations/check',
    {
      config: { access: editorsOf },
      schema: {
        summary: 'Sprawdzenie kluczy operatora płatności (Sprawdź połączenie)',
        description:
          'Wykonuje najtańsze uwierzytelnione zapytanie do operatora z zapisanymi kluczami, nadpisanymi niezapisanymi wartościami z formularza (pusty klucz = zapisany). Nieudane sprawdzenie to zwykła odpowiedź 200 z ok: false, powodem i komunikatem. Nic nie jest zapisywane; klucze nie są zwracane ani logowane.',
        tags: ['organizations'],
        params: {
          type: 'object',
          required: ['organizationId'],
          properties: { organizationId: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        body: checkBodySchema,
        response: { 200: checkAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      checkIntegrationCredentials(deps, {
        organizationId: request.params.organizationId,
        provider: request.body.provider,
        ...(request.body.settings ? { settings: request.body.settings } : {}),
      }),
  );

  app.post<{ Body: Body }>(
    '/system/payment-accounts/check',
    {
      config: { access: { siteAdmin: true } },
      schema: {
        summary: 'Sprawdzenie kluczy systemowego konta płatności (Sprawdź połączenie)',
        description: checkDescription,
        tags: ['payments'],
        body: checkBodySchema,
        response: { 200: checkAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const provider = checkedProvider(deps, request.body.provider);
      return checkProviderCredentials(
        deps,
        provider,
        async () =>
          deps.accountContext(provider, (await readSystemAccount(deps.store, provider.settingsKey)) ?? {}),
        request.body.settings,
        { account: 'system' },
      );
    },
  );

  app.post<{ Params: { eventId: string }; Body: Body }>(
    '/projects/:eventId/payment-integration/check',
    {
      config: { access: { roles: ['admin'], tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Sprawdzenie kluczy własnego konta płatności projektu (Sprawdź połączenie)',
        description: checkDescription,
        tags: ['payments'],
        params: eventIdParamsSchema,
        body: checkBodySchema,
        response: { 200: checkAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const provider = checkedProvider(deps, request.body.provider);
      const { organizationId, eventId = request.params.eventId } = tenantOf(request);
      const tenant = { organizationId, eventId };
      return checkProviderCredentials(
        deps,
        provider,
        async () => {
          const override = await readProjectIntegration(deps.store, tenant);
          return deps.accountContext(provider, override?.accounts?.[provider.settingsKey] ?? {});
        },
        request.body.settings,
        tenant,
      );
    },
  );
}
