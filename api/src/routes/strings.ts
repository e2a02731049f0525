/**
 * The registration-flow strings of a project (spec: "GET /strings/{id} | load registration-flow strings",
 * "GET /strings/domain/{domain} | load strings by current domain", "POST /strings/{id} | save strings
 * body"). Answers are `ProjectStrings` from @zapisy/core: the project's vocabulary (a translation-type
 * plugin) with its saved overrides applied.
 */
import {
  buildProjectStrings,
  normalizeProjectStringsOverrides,
  type ProjectStrings,
  type ProjectStringsOverrides,
  projectStringsOverridesSchema,
  projectStringsSchema,
  Tokens,
  type TranslationType,
  ValidationError,
  validateProjectStringsOverrides,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../http/context.js';
import { errorResponses } from '../http/errors.js';
import { registeredAll } from '../plugins/registered.js';
import { type Store, TenantRepository } from '../storage/index.js';
import {
  domainNotFound,
  domainParamsSchema,
  findProjectByDomain,
  findProjectById,
  normalizeDomainName,
  type ProjectDocument,
  projectIdParamsSchema,
  projectNotFound,
} from './project.js';

export const PROJECT_STRINGS = 'projectStrings';

/** One per project (unique index on eventId). */
export interface ProjectStringsDocument {
  eventId: string;
  organizationId: string;
  overrides: ProjectStringsOverrides;
  updatedAt: Date;
}

/**
 * The vocabulary for a type id: the registered pack with that id, else the 'default' pack, else the first
 * registered one (a project may name a type whose plugin is not installed).
 */
export function pickTranslationType(
  types: readonly TranslationType[],
  id: string | undefined,
): TranslationType {
  const found = types.find((t) => t.id === id) ?? types.find((t) => t.id === 'default') ?? types[0];
  if (!found)
    throw new Error('Brak zarejestrowanych typów słownictwa (wtyczka translation-type nie jest załadowana)');
  return found;
}

/** The project's strings document, scoped to the project's tenant (organizationId and eventId). */
function stringsRepository(store: Store, project: ProjectDocument): TenantRepository<ProjectStringsDocument> {
  return new TenantRepository(store.db.collection<ProjectStringsDocument>(PROJECT_STRINGS), {
    organizationId: project.organizationId,
    eventId: project.eventId,
  });
}

async function loadOverrides(store: Store, project: ProjectDocument): Promise<ProjectStringsOverrides> {
  const saved = await stringsRepository(store, project).findOne();
  return saved?.overrides ?? {};
}

export default async function stringsRoutes(app: FastifyInstance): Promise<void> {
  const translationTypes = (): TranslationType[] => registeredAll(app, Tokens.TranslationType);

  const stringsOf = async (project: ProjectDocument): Promise<ProjectStrings> => {
    const type = pickTranslationType(translationTypes(), project.event?.translationType);
    return buildProjectStrings(type, await loadOverrides(app.store, project));
  };

  const response = { 200: projectStringsSchema, ...errorResponses(400, 404) };

  app.get<{ Params: { id: string } }>(
    '/strings/:id',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Teksty ścieżki zapisu projektu (słownictwo i komunikaty)',
        tags: ['strings'],
        params: projectIdParamsSchema,
        response,
      },
    },
    async (request) => {
      const project = await findProjectById(app.store, request.params.id);
      if (!project) throw projectNotFound(request.params.id);
      return stringsOf(project);
    },
  );

  app.get<{ Params: { domain: string } }>(
    '/strings/domain/:domain',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Teksty ścieżki zapisu projektu po nazwie domeny',
        tags: ['strings'],
        params: domainParamsSchema,
        response,
      },
    },
    async (request) => {
      const domain = normalizeDomainName(request.params.domain, app.config.baseDomain);
      const project = domain === '' ? null : await findProjectByDomain(app.store, domain);
      if (!project) throw domainNotFound(domain || request.params.domain);
      return stringsOf(project);
    },
  );

  app.post<{ Params: { id: string }; Body: ProjectStringsOverrides }>(
    '/strings/:id',
    {
      config: { access: { roles: ['admin'], tenant: { project: 'id' } } },
      schema: {
        summary: 'Zapis własnych komunikatów projektu (zastępuje poprzednie; pusty tekst przywraca domyślny)',
        tags: ['strings'],
        params: projectIdParamsSchema,
        body: projectStringsOverridesSchema,
        response,
      },
      // Fastify's Ajv drops unknown keys (removeAdditional); check the raw body first so they are reported.
      preValidation: async (request) => {
        const problems = validateProjectStringsOverrides(request.body);
        if (problems.length > 0) throw new ValidationError(problems);
      },
    },
    async (request) => {
      const project = await findProjectById(app.store, request.params.id);
      if (!project) throw projectNotFound(request.params.id);
      const type = pickTranslationType(translationTypes(), project.event?.translationType);
      const overrides = normalizeProjectStringsOverrides(type, request.body);
      // Upsert on the tenant filter { organizationId, eventId }: one document per project (unique eventId).
      await stringsRepository(app.store, project).updateOne(
        {},
        { $set: { overrides, updatedAt: new Date() } },
        { upsert: true },
      );
      return buildProjectStrings(type, overrides);
    },
  );
}
