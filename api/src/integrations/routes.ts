/**
 * Integrations of an organization: `POST /integrations/check` tests the payment provider's keys
 * ('Sprawdź połączenie') before the organizer goes live. Only those who edit the organization's
 * settings (admin) may call it: it uses the stored secrets.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../auth/access.js';
import { errorResponses } from '../http/errors.js';
import { checkIntegrationCredentials } from './check-credentials.js';

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

export default async function integrationRoutes(app: FastifyInstance): Promise<void> {
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
        body: {
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
        },
        response: { 200: checkAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      checkIntegrationCredentials(app, {
        organizationId: request.params.organizationId,
        provider: request.body.provider,
        ...(request.body.settings ? { settings: request.body.settings } : {}),
      }),
  );
}
