/**
 * `POST /registrations/{eventId}` (issue 5, first document §3 "Registration"): the public registration
 * endpoint of the form widget, and `GET /registrations/{eventId}/{registrationId}`: the status and outcome
 * of a registration (after a 202). Public (`{ public: true }`): participants register without an account;
 * the tenant is the project's organization, stamped on every write through TenantRepository. The status
 * route reads by the registration id, which is unguessable (24 random alphanumerics).
 */

import { NotFoundError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { publicWriteLimitOf } from '../../limits/index.js';
import {
  type BotTokenInput,
  botProtectionDepsOf,
  pageHostnameOf,
  verifyRegistrationToken,
} from '../bot-protection/index.js';
import { formFieldKindRegistryOf } from '../forms/index.js';
import { onlinePaymentsAvailable, paymentDepsOf, withPaymentAccess } from '../payments/index.js';
import { findSharedProject, type ProjectRecord } from '../projects/index.js';
import { registrationContextOf } from './app-context.js';
import { RegistrationsInFlight } from './in-flight.js';
import {
  registrationAcceptedSchema,
  registrationBodySchema,
  registrationParamsSchema,
  registrationResultSchema,
  registrationStatusParamsSchema,
  registrationStatusSchema,
} from './schemas.js';
import { ensureRegistrationIndexes, registrationsOf } from './store.js';
import { REGISTRATION_MESSAGES } from './strings.js';
import { processRegistration, type RegistrationInput, startRegistration } from './submit.js';

async function loadProject(app: FastifyInstance, eventId: string): Promise<ProjectRecord> {
  const found = await findSharedProject(app.store, eventId);
  if (!found) throw new NotFoundError(REGISTRATION_MESSAGES.projectNotFound(eventId));
  return found;
}

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  await ensureRegistrationIndexes(app.store);
  const inFlight = new RegistrationsInFlight(app.config.registrationMaxInFlight);
  app.addHook('onClose', () => inFlight.drain());
  const registry = formFieldKindRegistryOf(app);
  const payments = paymentDepsOf(app);
  const bots = botProtectionDepsOf(app);

  app.post<{ Params: { eventId: string }; Body: RegistrationInput & { botProtection?: BotTokenInput } }>(
    '/registrations/:eventId',
    {
      config: { access: { public: true } },
      ...publicWriteLimitOf(app, 'registration'),
      schema: {
        summary: 'Zapis na projekt z formularza (idempotentny: ten sam idempotencyKey daje ten sam wynik)',
        description:
          'Serwer sprawdza dane opublikowanym formularzem i sam wylicza wszystkie kwoty. Gdy jest obciążony, ' +
          'odpowiada 202 z registrationId, a wynik podaje GET /registrations/{eventId}/{registrationId}.',
        tags: ['registration'],
        params: registrationParamsSchema,
        body: registrationBodySchema,
        response: {
          201: registrationResultSchema,
          202: registrationAcceptedSchema,
          ...errorResponses(400, 404, 409, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const ticket = inFlight.arrive();
      let background = false;
      try {
        const { eventId } = request.params;
        const project = await loadProject(app, eventId);
        const { botProtection, ...input } = request.body;
        await verifyRegistrationToken(bots, project, {
          ...(botProtection ? { botProtection } : {}),
          hostname: pageHostnameOf(request.headers),
          remoteIp: request.ip,
          idempotencyKey: input.idempotencyKey,
        });
        const ctx = registrationContextOf(app, project, {
          registry,
          onlineAvailable: await onlinePaymentsAvailable(payments, project),
          onError: (error) => request.log.error({ err: error, eventId }, 'registration failed'),
        });
        // Processed in this request unless the server is saturated (then 202 and in the background).
        const started = await startRegistration(ctx, input, { processNow: !ticket.saturated });
        // A registration answered 202 is finished here; if this process dies first, the sweep job does it.
        let outcome = started.outcome;
        if (started.registration) {
          const { registration } = started;
          if (ticket.saturated) {
            background = true;
            inFlight.finishInBackground(ticket, () => processRegistration(ctx, registration), ctx.onError!);
            return reply.code(202).send({ registrationId: registration._id, status: 'processing' });
          }
          outcome = await processRegistration(ctx, registration);
        }
        if (!outcome) throw new Error('registration without an outcome');
        const body =
          outcome.statusCode >= 400
            ? { ...outcome.body, requestId: request.id }
            : await withPaymentAccess(payments, project, outcome.statusCode, outcome.body);
        return reply.code(outcome.statusCode).send(body);
      } finally {
        if (!background) ticket.done();
      }
    },
  );

  app.get<{ Params: { eventId: string; registrationId: string } }>(
    '/registrations/:eventId/:registrationId',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Stan zgłoszenia i jego wynik (np. po odpowiedzi 202)',
        tags: ['registration'],
        params: registrationStatusParamsSchema,
        response: { 200: registrationStatusSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { eventId, registrationId } = request.params;
      const project = await loadProject(app, eventId);
      const registration = await registrationsOf(app.store, project).findOne(
        { _id: registrationId },
        { projection: { status: 1, outcome: 1 } },
      );
      if (!registration) throw new NotFoundError(REGISTRATION_MESSAGES.registrationNotFound);
      const outcome = registration.outcome
        ? {
            ...registration.outcome,
            body: await withPaymentAccess(
              payments,
              project,
              registration.outcome.statusCode,
              registration.outcome.body,
            ),
          }
        : undefined;
      return { registrationId, status: registration.status, ...(outcome ? { outcome } : {}) };
    },
  );
}
