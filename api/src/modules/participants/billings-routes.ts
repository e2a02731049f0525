/**
 * `GET /participants/{eventId}/{participantId}/billings`: the participant's payment schedule as of now
 * (participant-billings.ts), for the organizer's 'Finalizacja' step after adding a participant.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../auth/access.js';
import { errorResponses } from '../../http/errors.js';
import { loadTenantProject } from '../projects/index.js';
import { participantBillings, participantBillingsAnswer } from './participant-billings.js';
import { participantParams } from './schemas.js';

/** Registers the route; `readAccess` is the participant read access of routes.ts. */
export function registerParticipantBillingsRoute(app: FastifyInstance, readAccess: RouteAccess): void {
  app.get<{ Params: { eventId: string; participantId: string } }>(
    '/participants/:eventId/:participantId/billings',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Harmonogram należności uczestnika (raty, terminy, kwoty w groszach) i sumy',
        description:
          'Należności uczestnika (sourceId = id uczestnika) przeliczone na teraz, posortowane po terminie. ' +
          'totals.required: do zapłaty do dziś (z zaległymi); totals.overdue: zaległe.',
        tags: ['participants'],
        params: participantParams,
        response: { 200: participantBillingsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return participantBillings(app.store, project, request.params.participantId);
    },
  );
}
