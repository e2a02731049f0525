/**
 * Project reads of the spec's §7 table:
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /project/organization/{orgId} | admin, payments, employee of the organization | project summaries |
 * | GET /project/by-base/{baseEventId} | admin, payments, employee of that project | the first edition and every later one |
 * | GET /project/all-data/{id} | admin, payments, employee of the project | `{ project, participants, columns }` |
 * | GET /project/unique-domain/{a}/{b} | any logged-in user | is domain a free for project b ('-' = a new one) |
 * | GET /project/enabled/{domain} | public | registration open / waiting list / tickets left |
 * | GET /survey/enabled/{domain} | public | survey open |
 * | GET /project/url/{type}/{name} | public | `{ url }` of a file of project `name`'s appearance; 404 when none |
 */
import {
  availableTickets,
  isOnWaitingList,
  isRegistrationOpen,
  isSurveyOpen,
  isValidProjectDomain,
  NotFoundError,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import {
  allDataAnswerSchema,
  answerAllData,
  type GridQuery,
  gridQuerySchema,
} from '../participants/index.js';
import { normalizeDomainName } from './normalize-domain-name.js';
import { countParticipantsHoldingPlaces } from './registration-counts.js';
import {
  baseParams,
  domainParams,
  type FileUrlType,
  fileUrlAnswer,
  fileUrlParams,
  idParams,
  organizationParams,
  projectList,
  registrationState,
  surveyState,
  uniqueDomainAnswer,
  uniqueDomainParams,
} from './schemas.js';
import { PROJECTS, type ProjectRecord, projectsOf } from './store.js';
import { FILE_BASE_PATH, loadTenantProject, PROJECT_READ_ROLES, tenantOf } from './tenant-project.js';
import { toProjectSummary } from './views.js';

async function projectByDomain(app: FastifyInstance, raw: string): Promise<ProjectRecord> {
  const domain = normalizeDomainName(raw, app.config.baseDomain);
  // Public lookup by the globally unique domain: the tenant is what this finds.
  const project = domain
    ? await app.store.db.collection<ProjectRecord>(PROJECTS).findOne({ 'event.domainName': domain })
    : null;
  if (!project) throw new NotFoundError(`Nie znaleziono projektu pod domeną „${domain || raw}”`);
  return project;
}

function fileOf(project: ProjectRecord, type: FileUrlType): string | undefined {
  const appearance = project.appearance;
  if (!appearance) return undefined;
  if (type === 'logo') return appearance.logo?.fileName || undefined;
  if (type === 'background') return appearance.backgrounds?.[0];
  return appearance.carouselImages?.[0];
}

export function registerProjectReadRoutes(app: FastifyInstance): void {
  app.get<{ Params: { orgId: string } }>(
    '/project/organization/:orgId',
    {
      config: { access: { roles: PROJECT_READ_ROLES, tenant: { organization: 'orgId' } } },
      schema: {
        summary: 'Projekty organizacji',
        tags: ['project'],
        params: organizationParams,
        response: { 200: projectList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const projects = await projectsOf(app.store, tenantOf(request).organizationId)
        .find({}, { sort: { createdAt: 1 } })
        .toArray();
      return projects.map(toProjectSummary);
    },
  );

  app.get<{ Params: { baseEventId: string } }>(
    '/project/by-base/:baseEventId',
    {
      config: { access: { roles: PROJECT_READ_ROLES, tenant: { project: 'baseEventId' } } },
      schema: {
        summary: 'Edycje projektu: pierwsza edycja i wszystkie następne (baseEventId)',
        tags: ['project'],
        params: baseParams,
        response: { 200: projectList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.baseEventId;
      const projects = await projectsOf(app.store, tenantOf(request).organizationId)
        .find({ $or: [{ _id: id }, { baseEventId: id }] }, { sort: { createdAt: 1 } })
        .toArray();
      return projects.map(toProjectSummary);
    },
  );

  app.get<{ Params: { id: string }; Querystring: GridQuery }>(
    '/project/all-data/:id',
    {
      config: { access: { roles: PROJECT_READ_ROLES, tenant: { project: 'id' } } },
      schema: {
        summary: 'Projekt z uczestnikami i kolumnami (całość, strona wierszy siatki albo strumień NDJSON)',
        description:
          'Bez parametrów: pełne dokumenty uczestników. Z offset/limit/status/search: strona wierszy siatki ' +
          '(participants), kolumny i total. Z nagłówkiem Accept: application/x-ndjson: pierwsza linia ' +
          '{project, columns, total}, potem po jednym wierszu siatki w linii, w kolejności z dataSettings.',
        tags: ['project'],
        params: idParams,
        querystring: gridQuerySchema,
        response: { 200: allDataAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = await loadTenantProject(app, request, request.params.id);
      return answerAllData(app.store, project, request, reply);
    },
  );

  app.get<{ Params: { a: string; b: string } }>(
    '/project/unique-domain/:a/:b',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: "Czy domena {a} jest wolna dla projektu {b} ('-' = nowy projekt)",
        tags: ['project'],
        params: uniqueDomainParams,
        response: { 200: uniqueDomainAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const domainName = request.params.a.trim().toLowerCase();
      const valid = isValidProjectDomain(domainName);
      if (!valid) return { domainName, valid, unique: false };
      // Domains are unique across all tenants, so this looks at every project (and answers only a boolean).
      const holder = await app.store.db
        .collection<ProjectRecord>(PROJECTS)
        .findOne({ 'event.domainName': domainName }, { projection: { _id: 1 } });
      return { domainName, valid, unique: holder === null || holder._id === request.params.b };
    },
  );

  app.get<{ Params: { domain: string } }>(
    '/project/enabled/:domain',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Czy zapisy są otwarte (i czy działa lista rezerwowa)',
        tags: ['project'],
        params: domainParams,
        response: { 200: registrationState, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const project = await projectByDomain(app, request.params.domain);
      const participantsCount = await countParticipantsHoldingPlaces(app.store, project);
      const now = new Date();
      const view = { event: project.event };
      return {
        domainName: project.event.domainName,
        enabled: project.active === true && isRegistrationOpen(view, { now, participantsCount }),
        waitingList: project.active === true && isOnWaitingList(view, { now, participantsCount }),
        availableTickets: availableTickets(view, participantsCount),
      };
    },
  );

  app.get<{ Params: { domain: string } }>(
    '/survey/enabled/:domain',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Czy ankieta jest otwarta',
        tags: ['project'],
        params: domainParams,
        response: { 200: surveyState, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const project = await projectByDomain(app, request.params.domain);
      return {
        domainName: project.event.domainName,
        enabled: project.active === true && isSurveyOpen({ event: project.event }, { now: new Date() }),
      };
    },
  );

  app.get<{ Params: { type: FileUrlType; name: string } }>(
    '/project/url/:type/:name',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Adres pliku z wyglądu projektu (logo, pierwsze tło, pierwsze zdjęcie karuzeli)',
        description: `{type}: logo, background albo carousel; {name}: domena projektu. Pliki leżą pod ${FILE_BASE_PATH}. 404, gdy projekt nie ma takiego pliku.`,
        tags: ['project'],
        params: fileUrlParams,
        response: { 200: fileUrlAnswer, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const project = await projectByDomain(app, request.params.name);
      const file = fileOf(project, request.params.type);
      if (!file) throw new NotFoundError(`Projekt nie ma pliku typu „${request.params.type}”`);
      return { url: `${FILE_BASE_PATH}/${encodeURIComponent(file)}` };
    },
  );
}
