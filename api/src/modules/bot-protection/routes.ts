/**
 * Bot protection of the registration form (issue 13):
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /bot-protection/{eventId}/challenge | public (limited per address) | `{ protection: 'off' }` or `{ protection, challenge }` |
 * | GET /projects/{eventId}/bot-protection | project admin | the choice, the options and what runs |
 * | PUT /projects/{eventId}/bot-protection `{ choice }` | project admin | the same (audited) |
 *
 * `POST /registrations/{eventId}` checks the token (registrations/routes.ts calls `verifyRegistrationToken`).
 */
import { NotFoundError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/errors.js';
import { publicWriteLimitOf } from '../../limits/index.js';
import { actorOf } from '../organizations/index.js';
import { completeProject, loadTenantProject, PROJECTS, type ProjectRecord } from '../projects/index.js';
import { botProtectionDepsOf } from './app-wiring.js';
import { issueRegistrationChallenge } from './issue-challenge.js';
import { pageHostnameOf } from './page-hostname.js';
import { protectionView } from './protection-view.js';
import { saveProtectionChoice } from './save-choice.js';
import {
  challengeAnswerSchema,
  choiceBodySchema,
  eventParamsSchema,
  protectionViewSchema,
} from './schemas.js';
import { ensureBotProtectionIndexes } from './store.js';

const PROJECT_ADMIN = { roles: ['admin'] as const, tenant: { project: 'eventId' } };

type Params = { eventId: string };

export default async function botProtectionRoutes(app: FastifyInstance): Promise<void> {
  await ensureBotProtectionIndexes(app.store);
  const deps = botProtectionDepsOf(app);
  if (deps.enabled && deps.providers.length === 0) {
    app.log.warn('bot protection: no bot-protection plugin loaded, registration forms are not protected');
  }

  app.get<{ Params: Params }>(
    '/bot-protection/:eventId/challenge',
    {
      config: { access: { public: true } },
      ...publicWriteLimitOf(app, 'challenge'),
      schema: {
        summary: 'Wyzwanie ochrony przed botami dla formularza zapisów (rozwiązywane przed wysłaniem)',
        description:
          "Odpowiedź 'off': formularz wysyła zgłoszenie bez potwierdzenia. W przeciwnym razie formularz rozwiązuje " +
          'wyzwanie i wysyła { provider: protection, token } w polu botProtection zgłoszenia. Bez ciasteczek.',
        tags: ['registration'],
        params: eventParamsSchema,
        response: { 200: challengeAnswerSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const found = await app.store.db
        .collection<ProjectRecord>(PROJECTS)
        .findOne({ _id: request.params.eventId });
      if (!found) throw new NotFoundError('Nie znaleziono projektu');
      reply.header('cache-control', 'no-store');
      return issueRegistrationChallenge(deps, completeProject(found), pageHostnameOf(request.headers));
    },
  );

  app.get<{ Params: Params }>(
    '/projects/:eventId/bot-protection',
    {
      config: { access: PROJECT_ADMIN },
      schema: {
        summary: 'Ochrona formularza przed botami: wybór projektu i to, co działa',
        tags: ['projects'],
        params: eventParamsSchema,
        response: { 200: protectionViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      protectionView(deps, completeProject(await loadTenantProject(app, request, request.params.eventId))),
  );

  app.put<{ Params: Params; Body: { choice: string } }>(
    '/projects/:eventId/bot-protection',
    {
      config: { access: PROJECT_ADMIN },
      schema: {
        summary: 'Zmiana ochrony formularza przed botami (auto, off albo identyfikator wtyczki)',
        tags: ['projects'],
        params: eventParamsSchema,
        body: choiceBodySchema,
        response: { 200: protectionViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      await saveProtectionChoice(deps, {
        organizationId: project.organizationId,
        eventId: project.eventId,
        choice: request.body.choice,
        actor: actorOf(request),
      });
      const saved = await loadTenantProject(app, request, request.params.eventId);
      return protectionView(deps, completeProject(saved));
    },
  );
}
