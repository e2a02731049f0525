/**
 * The organizer's registration with a gateway through the platform (P24 Marketplace sub-merchant):
 * | GET  /organizations/{organizationId}/payment-onboarding | the providers offering it, their forms and state |
 * | POST /organizations/{organizationId}/payment-onboarding/{provider} | registers; 201, 400, 404, 409, 503 |
 * Only the organization's admins: it signs the organization up and changes its payment settings.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../auth/access.js';
import { errorResponses } from '../../http/errors.js';
import { actorOf } from '../organizations/index.js';
import { integrationDepsOf } from './app-wiring.js';
import { onboardingOffers, registerWithGateway } from './payment-onboarding.js';

const editorsOf: RouteAccess = { roles: ['admin'], tenant: { organization: 'organizationId' } };
const nullableText = { type: ['string', 'null'] } as const;
const organizationParam = { type: 'string', minLength: 1, maxLength: 100 } as const;

const registrationSchema = {
  type: ['object', 'null'],
  required: ['reference', 'link', 'registeredAt', 'registeredBy'],
  properties: {
    reference: { type: 'string' },
    link: nullableText,
    registeredAt: { type: 'string', format: 'date-time' },
    registeredBy: { type: 'string' },
  },
  additionalProperties: false,
} as const;

const offerSchema = {
  type: 'object',
  required: [
    'provider',
    'label',
    'title',
    'description',
    'schema',
    'account',
    'available',
    'reason',
    'registration',
  ],
  properties: {
    provider: { type: 'string' },
    label: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    schema: { type: 'object', additionalProperties: true, description: 'Formularz: JSON Schema (draft-07)' },
    account: {
      type: 'object',
      required: ['source', 'label'],
      properties: {
        source: { type: 'string', enum: ['project', 'system', 'organization'] },
        label: { type: 'string' },
      },
      additionalProperties: false,
    },
    available: { type: 'boolean' },
    reason: nullableText,
    registration: registrationSchema,
  },
  additionalProperties: false,
} as const;

export default async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const deps = integrationDepsOf(app);
  app.get<{ Params: { organizationId: string } }>(
    '/organizations/:organizationId/payment-onboarding',
    {
      config: { access: editorsOf },
      schema: {
        summary: 'Rejestracja sprzedawcy u operatora płatności: formularze i stan',
        description:
          'Operatorzy, u których organizacja może zarejestrować się przez konto partnerskie platformy (Przelewy24 Marketplace), z formularzem (JSON Schema), kontem, przez które nastąpi rejestracja, i stanem rejestracji.',
        tags: ['organizations'],
        params: {
          type: 'object',
          required: ['organizationId'],
          properties: { organizationId: organizationParam },
        },
        response: {
          200: {
            type: 'object',
            required: ['providers'],
            properties: { providers: { type: 'array', items: offerSchema } },
            additionalProperties: false,
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => ({ providers: await onboardingOffers(deps, request.params.organizationId) }),
  );

  app.post<{ Params: { organizationId: string; provider: string }; Body: Record<string, unknown> }>(
    '/organizations/:organizationId/payment-onboarding/:provider',
    {
      config: { access: editorsOf },
      schema: {
        summary: 'Rejestracja organizacji jako sprzedawcy u operatora płatności',
        description:
          'Sprawdza formularz schematem operatora i jego regułami (PESEL, NIP, REGON, KRS…), wysyła rejestrację kontem partnerskim i zapisuje nadany identyfikator sprzedawcy w ustawieniach płatności organizacji (audyt). Jedna rejestracja na organizację i operatora: ponowna to 409. Odmowa operatora lub niepełne konto partnerskie: 409; operator niedostępny: 503 (nic nie zapisano).',
        tags: ['organizations'],
        params: {
          type: 'object',
          required: ['organizationId', 'provider'],
          properties: {
            organizationId: organizationParam,
            provider: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
        body: { type: 'object', additionalProperties: true },
        response: {
          201: {
            type: 'object',
            required: ['registration', 'settings'],
            properties: {
              registration: { ...registrationSchema, type: 'object' },
              settings: { type: 'object', additionalProperties: { type: 'string' } },
            },
            additionalProperties: false,
          },
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const answer = await registerWithGateway(deps, {
        organizationId: request.params.organizationId,
        provider: request.params.provider,
        input: request.body,
        actor: actorOf(request),
        path: request.url,
      });
      return reply.status(201).send(answer);
    },
  );
}
