/**
 * `POST /registrations/{eventId}` (issue 5, first document §3 "Registration"): the public registration
 * endpoint of the form widget. Public (`{ public: true }`): participants register without an account; the
 * tenant is the project's organization, stamped on every write through TenantRepository.
 */

import { NotFoundError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../http/context.js';
import { errorResponses } from '../http/errors.js';
import { completeProject, PROJECTS, type ProjectRecord } from '../projects/documents.js';
import { ensureRegistrationIndexes } from '../registrations/documents.js';
import {
  registrationBodySchema,
  registrationParamsSchema,
  registrationResultSchema,
} from '../registrations/schemas.js';
import { projectStringsOf, REGISTRATION_MESSAGES } from '../registrations/strings.js';
import { type RegistrationInput, submitRegistration } from '../registrations/submit.js';

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  await ensureRegistrationIndexes(app.store);

  app.post<{ Params: { eventId: string }; Body: RegistrationInput }>(
    '/registrations/:eventId',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Zapis na projekt z formularza (idempotentny: ten sam idempotencyKey daje ten sam wynik)',
        tags: ['registration'],
        params: registrationParamsSchema,
        body: registrationBodySchema,
        response: { 201: registrationResultSchema, ...errorResponses(400, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const found = await app.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: eventId });
      if (!found) throw new NotFoundError(REGISTRATION_MESSAGES.projectNotFound(eventId));
      const project = completeProject(found);
      const outcome = await submitRegistration(
        {
          store: app.store,
          project,
          strings: () => projectStringsOf(app, project),
          onError: (error) => request.log.error({ err: error, eventId }, 'registration failed'),
        },
        request.body,
      );
      const body = outcome.statusCode >= 400 ? { ...outcome.body, requestId: request.id } : outcome.body;
      return reply.code(outcome.statusCode).send(body);
    },
  );
}
