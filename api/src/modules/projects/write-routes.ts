/**
 * Project changes of the spec's §7 table, all for the project's (or organization's) admins, each recorded
 * in the audit log in the same transaction:
 *
 * | call | answer |
 * |---|---|
 * | PUT /project `{ organizationId, event?: { name?, domainName?, translationType? } }` | 201, the new project with every default; domain given or generated from the name and made unique |
 * | PATCH /project/{eventId} (the whole project) | the saved project; unknown fields, out-of-range values, missing settings, to < from, a taken domain → 400 with the Polish list and nothing saved |
 * | PATCH /project/activate/{id}, /project/deactivate/{id} | `{ eventId, active }` |
 * | DELETE /project/{id} | `{ eventId, deleted, participantsDeleted }`; the project, its strings, its participants and its payment override (own gateway keys) go |
 */
import {
  defaultProject,
  domainCandidates,
  domainFromName,
  ForbiddenError,
  findProjectSettingsProblems,
  findUnknownFields,
  generateId,
  invalidDomainMessage,
  isValidProjectDomain,
  normalizeProjectDomain,
  type ProjectSettings,
  projectSchema,
  type TranslationTypeId,
  ValidationError,
} from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { TenantRepository } from '../../storage/index.js';
import { diffForAudit, recordAudit } from '../audit/index.js';
import { actorOf } from '../organizations/index.js';
import { projectIntegrationsOf } from '../payments/index.js';
import { findWebhookTargetProblems } from '../webhooks/index.js';
import { translationTypesOf } from './app-wiring.js';
import { PROJECT_ID_LENGTH } from './copy-project.js';
import { domainTaken, projectNotFoundError } from './messages.js';
import { keepOwnedFields } from './owned-fields.js';
import {
  activeAnswer,
  createBody,
  deletedAnswer,
  eventIdParams,
  idParams,
  projectBody,
  projectView,
} from './schemas.js';
import {
  completeProject,
  isDuplicateKey,
  PROJECT_STRINGS,
  type ProjectRecord,
  type ProjectStringsDocument,
  participantsOf,
  projectsOf,
} from './store.js';
import { loadTenantProject, tenantOf } from './tenant-project.js';
import { settingsForStore, settingsOf, toProjectView } from './views.js';
import { projectNouns } from './vocabulary.js';

const ADMIN = { roles: ['admin'] as const };
export const NEW_PROJECT_NAME = 'Nowy projekt';
/** Generated domains tried before giving up with a random suffix. */
const DOMAIN_ATTEMPTS = 20;

interface CreateBody {
  organizationId: string;
  event?: { name?: string; domainName?: string; translationType?: TranslationTypeId };
}

async function setActive(app: FastifyInstance, request: FastifyRequest, id: string, active: boolean) {
  const actor = actorOf(request);
  const now = new Date();
  return app.store.withTransaction(async (session) => {
    const projects = projectsOf(app.store, tenantOf(request).organizationId);
    const before = await projects.findOneAndUpdate(
      { _id: id },
      { $set: { active, updatedAt: now } },
      { session, returnDocument: 'before' },
    );
    if (!before) throw projectNotFoundError(id);
    if (before.active !== active) {
      await recordAudit(
        app.store,
        {
          organizationId: before.organizationId,
          eventId: before.eventId,
          actor,
          action: active ? 'project.activate' : 'project.deactivate',
          target: { type: 'project', id },
          changes: [{ path: 'active', oldValue: before.active, newValue: active }],
          at: now,
        },
        { session },
      );
    }
    return { eventId: before.eventId, active };
  });
}

/**
 * The webhooks whose target the save changes: only those are resolved and checked (a saved target is
 * checked again at every delivery), so saving other settings costs no DNS lookup and a target host that
 * does not resolve for a moment does not block it.
 */
function changedWebhookTargets<W extends { target?: string } | undefined>(
  webhooks: Readonly<Record<string, W>>,
  saved: Readonly<Record<string, { target?: string } | undefined>> | undefined,
): Record<string, W> {
  return Object.fromEntries(
    Object.entries(webhooks).filter(
      ([name, hook]) => (hook?.target?.trim() ?? '') !== (saved?.[name]?.target?.trim() ?? ''),
    ),
  );
}

export function registerProjectWriteRoutes(app: FastifyInstance): void {
  const translationTypes = translationTypesOf(app);
  app.put<{ Body: CreateBody }>(
    '/project',
    {
      config: { access: { ...ADMIN, tenant: { organizationOfUser: true } } },
      schema: {
        summary: 'Nowy projekt z ustawieniami domyślnymi',
        tags: ['project'],
        body: createBody,
        response: { 201: projectView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      if (request.body.organizationId !== tenant.organizationId) throw new ForbiddenError();
      const name = request.body.event?.name?.trim() || NEW_PROJECT_NAME;
      const translationType = request.body.event?.translationType ?? 'default';
      const given = request.body.event?.domainName;
      let candidates: string[];
      if (given !== undefined && given.trim() !== '') {
        const domain = normalizeProjectDomain(given);
        if (!isValidProjectDomain(domain)) throw new ValidationError([invalidDomainMessage(domain)]);
        candidates = [domain];
      } else {
        const base = domainFromName(name);
        candidates = [
          ...domainCandidates(base, DOMAIN_ATTEMPTS),
          `${base.slice(0, 50)}-${generateId(8).toLowerCase()}`,
        ];
      }
      const actor = actorOf(request);
      const now = new Date();
      // Each candidate is inserted; the unique index says whether it was free (never check-then-insert).
      for (const domainName of candidates) {
        const eventId = generateId(PROJECT_ID_LENGTH);
        const project = defaultProject({
          organizationId: tenant.organizationId,
          eventId,
          name,
          domainName,
          now,
        });
        project.event.translationType = translationType;
        const record: ProjectRecord = { ...project, _id: eventId, createdAt: now, updatedAt: now };
        try {
          await app.store.withTransaction(async (session) => {
            await projectsOf(app.store, tenant.organizationId).insertOne(record, { session });
            await recordAudit(
              app.store,
              {
                organizationId: tenant.organizationId,
                eventId,
                actor,
                action: 'project.create',
                target: { type: 'project', id: eventId },
                changes: [{ path: 'event.domainName', oldValue: null, newValue: domainName }],
                at: now,
              },
              { session },
            );
          });
          return reply.code(201).send(toProjectView(record));
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      throw domainTaken(projectNouns(translationTypes, translationType));
    },
  );

  app.patch<{ Params: { eventId: string }; Body: ProjectSettings }>(
    '/project/:eventId',
    {
      config: { access: { ...ADMIN, tenant: { project: 'eventId' } } },
      // Fastify's validator drops unknown fields silently; report them instead, before it runs.
      preValidation: async (request) => {
        const unknown = findUnknownFields(projectSchema, request.body, 'body');
        if (unknown.length > 0) throw new ValidationError(unknown);
      },
      schema: {
        summary: 'Zapis całego projektu (wszystkie grupy ustawień)',
        description:
          'Treść to cały projekt, jak zwraca GET /project/{id}. Pola eventId, organizationId, active, baseEventId, createdAt i updatedAt są ignorowane, a event.registration.botProtection zmienia tylko PUT /projects/{eventId}/bot-protection.',
        tags: ['project'],
        params: eventIdParams,
        body: projectBody,
        response: { 200: projectView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.eventId;
      const settings = settingsOf(request.body);
      const before = await loadTenantProject(app, request, id);
      const problems = findProjectSettingsProblems(settings);
      problems.push(
        ...(await findWebhookTargetProblems(changedWebhookTargets(settings.webhooks, before.webhooks), {
          allowPrivate: app.config.webhooks.allowPrivateTargets,
        })),
      );
      if (problems.length > 0) throw new ValidationError(problems);
      const stored = keepOwnedFields(settingsForStore(settings), before);
      const actor = actorOf(request);
      const now = new Date();
      try {
        const saved = await app.store.withTransaction(async (session) => {
          const projects = projectsOf(app.store, before.organizationId);
          const previous = await projects.findOneAndUpdate(
            { _id: id },
            { $set: { ...stored, updatedAt: now } },
            { session, returnDocument: 'before' },
          );
          if (!previous) throw projectNotFoundError(id);
          const changes = diffForAudit(settingsOf(completeProject(previous)), stored);
          if (changes.length > 0) {
            await recordAudit(
              app.store,
              {
                organizationId: previous.organizationId,
                eventId: id,
                actor,
                action: 'project.update',
                target: { type: 'project', id },
                changes,
                at: now,
              },
              { session },
            );
          }
          return { ...previous, ...stored, updatedAt: now } as ProjectRecord;
        });
        return toProjectView(saved);
      } catch (error) {
        if (isDuplicateKey(error))
          throw domainTaken(projectNouns(translationTypes, settings.event.translationType));
        throw error;
      }
    },
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.patch<{ Params: { id: string } }>(
      `/project/${verb}/:id`,
      {
        config: { access: { ...ADMIN, tenant: { project: 'id' } } },
        schema: {
          summary: active ? 'Włączenie projektu' : 'Wyłączenie projektu',
          tags: ['project'],
          params: idParams,
          response: { 200: activeAnswer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => setActive(app, request, request.params.id, active),
    );
  }

  app.delete<{ Params: { id: string } }>(
    '/project/:id',
    {
      config: { access: { ...ADMIN, tenant: { project: 'id' } } },
      schema: {
        summary: 'Usunięcie projektu (z jego tekstami i uczestnikami)',
        tags: ['project'],
        params: idParams,
        response: { 200: deletedAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const actor = actorOf(request);
      const now = new Date();
      return app.store.withTransaction(async (session) => {
        const organizationId = tenantOf(request).organizationId;
        const project = await projectsOf(app.store, organizationId).findOneAndDelete(
          { _id: id },
          { session },
        );
        if (!project) throw projectNotFoundError(id);
        const tenant = { organizationId, eventId: project.eventId };
        const participants = await participantsOf(app.store, tenant).deleteMany({}, { session });
        await new TenantRepository(
          app.store.db.collection<ProjectStringsDocument>(PROJECT_STRINGS),
          tenant,
        ).deleteMany({}, { session });
        // The project's own gateway keys do not outlive it.
        await projectIntegrationsOf(app.store, tenant).deleteMany({}, { session });
        await recordAudit(
          app.store,
          {
            organizationId,
            eventId: id,
            actor,
            action: 'project.delete',
            target: { type: 'project', id },
            changes: [
              { path: 'event.domainName', oldValue: project.event.domainName, newValue: null },
              { path: 'event.name', oldValue: project.event.name, newValue: null },
            ],
            at: now,
          },
          { session },
        );
        return { eventId: id, deleted: true as const, participantsDeleted: participants.deletedCount };
      });
    },
  );
}
