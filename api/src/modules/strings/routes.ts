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
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { registeredAll } from '../../plugins/registered.js';
import type { Store } from '../../storage/index.js';
import {
  domainNotFoundError,
  domainParams,
  findProjectByDomain,
  findProjectById,
  idParams,
  normalizeDomainName,
  type ProjectDocument,
  pickTranslationType,
  projectNotFoundError,
  projectStringsRepository,
} from '../projects/index.js';

const tenantOf = (project: ProjectDocument) => ({
  organizationId: project.organizationId,
  eventId: project.eventId,
});

async function loadOverrides(store: Store, project: ProjectDocument): Promise<ProjectStringsOverrides> {
  const saved = await projectStringsRepository(store, tenantOf(project)).findOne();
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
        params: idParams,
        response,
      },
    },
    async (request) => {
      const project = await findProjectById(app.store, request.params.id);
      if (!project) throw projectNotFoundError(request.params.id);
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
        params: domainParams,
        response,
      },
    },
    async (request) => {
      const domain = normalizeDomainName(request.params.domain, app.config.baseDomain);
      const project = domain === '' ? null : await findProjectByDomain(app.store, domain);
      if (!project) throw domainNotFoundError(domain || request.params.domain);
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
        params: idParams,
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
      if (!project) throw projectNotFoundError(request.params.id);
      const type = pickTranslationType(translationTypes(), project.event?.translationType);
      const overrides = normalizeProjectStringsOverrides(type, request.body);
      // Upsert on the tenant filter { organizationId, eventId }: one document per project (unique eventId).
      await projectStringsRepository(app.store, tenantOf(project)).updateOne(
        {},
        { $set: { overrides, updatedAt: new Date() } },
        { upsert: true },
      );
      return buildProjectStrings(type, overrides);
    },
  );
}
