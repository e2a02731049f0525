/**
 * The survey (first document §2 `/ankieta`, `/admin/ankieta/podglad`, `/admin/ankieta/wyniki`,
 * `/admin/ustawienia/kolumny-ankiety`; second document §4 "Survey open likewise"):
 *
 * | call | access | answer |
 * |---|---|---|
 * | POST /surveys/{eventId} `{data, p?}` | public | 201 `{answerId, participantId, replaced, completion: 'survey'}`; closed → 409 with the project's `surveyClosed`; no `p` where the survey is not anonymous → 409; an unknown `p` → 404; bad answers → 400 with the Polish list |
 * | GET /surveys/{eventId}/results | admin, payments, employee | results per question (core `summarizeSurvey`) |
 * | GET /surveys/{eventId}/export.csv, export.xlsx | admin, payments, employee | one row per filled-in survey |
 * | GET /surveys/{eventId}/columns | admin, payments, employee | the survey's questions and the chosen grid columns |
 * | PUT /surveys/{eventId}/columns `{fields}` | admin | the saved columns; a question the survey does not ask → 400 |
 * | GET /surveys/{eventId}/participant-answers | admin, payments, employee | the chosen columns and each participant's answers as text |
 */
import { Readable } from 'node:stream';
import { NotFoundError, type UserRole } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { publicWriteLimitOf } from '../../limits/index.js';
import { formFieldKindRegistryOf } from '../forms/index.js';
import {
  completeProject,
  loadTenantProject,
  PROJECTS,
  type ProjectRecord,
  translationTypesOf,
} from '../projects/index.js';
import { projectStringsOf } from '../registrations/index.js';
import { surveyCsvChunks, surveyExportColumns, surveyXlsxStream } from './export-survey.js';
import { SURVEY_MESSAGES } from './messages.js';
import { readParticipantAnswers } from './participant-answers.js';
import {
  eventParams,
  participantAnswersSchema,
  surveyBodySchema,
  surveyColumnsBody,
  surveyColumnsSchema,
  surveyResultsSchema,
  surveySubmittedSchema,
} from './schemas.js';
import { ensureSurveyIndexes } from './store.js';
import { type SurveySubmission, submitSurvey } from './submit-survey.js';
import { listSurveyAnswers } from './survey-answers.js';
import { readSurveyColumns, saveSurveyColumns } from './survey-columns.js';
import { publishedSurveyForm } from './survey-form.js';
import { readSurveyResults } from './survey-results.js';

const READ_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
const readAccess = { roles: READ_ROLES, tenant: { project: 'eventId' } } as const;
const adminAccess = { roles: ['admin'] as readonly UserRole[], tenant: { project: 'eventId' } } as const;

function tenantOf(request: FastifyRequest, eventId: string) {
  const tenant = request.tenant;
  if (!tenant) throw new NotFoundError();
  return { organizationId: tenant.organizationId, eventId };
}

export default async function surveyRoutes(app: FastifyInstance): Promise<void> {
  await ensureSurveyIndexes(app.store);
  const now = () => new Date();
  const stringsDeps = { store: app.store, translationTypes: translationTypesOf(app) };
  const registry = formFieldKindRegistryOf(app);

  app.post<{ Params: { eventId: string }; Body: SurveySubmission }>(
    '/surveys/:eventId',
    {
      config: { access: { public: true } },
      ...publicWriteLimitOf(app, 'registration'),
      schema: {
        summary: 'Wypełniona ankieta (z linku uczestnika albo anonimowo, gdy ankieta na to pozwala)',
        description:
          'Odpowiedzi sprawdza opublikowana ankieta. Ponowne wypełnienie z linku uczestnika zastępuje jego ' +
          'poprzednie odpowiedzi.',
        tags: ['surveys'],
        params: eventParams,
        body: surveyBodySchema,
        response: { 201: surveySubmittedSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      // Public: the project (and so the tenant) is what the eventId finds.
      const found = await app.store.db
        .collection<ProjectRecord>(PROJECTS)
        .findOne({ _id: request.params.eventId });
      if (!found) throw new NotFoundError(SURVEY_MESSAGES.projectNotFound);
      const project = completeProject(found);
      const deps = {
        store: app.store,
        registry,
        now,
        closedMessage: async () => (await projectStringsOf(stringsDeps, project)).messages.surveyClosed,
      };
      const answer = await submitSurvey(deps, project, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get<{ Params: { eventId: string } }>(
    '/surveys/:eventId/results',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Wyniki ankiety: liczba odpowiedzi na każde pytanie',
        tags: ['surveys'],
        params: eventParams,
        response: { 200: surveyResultsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = completeProject(await loadTenantProject(app, request, request.params.eventId));
      return readSurveyResults({ store: app.store, now }, project);
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get<{ Params: { eventId: string } }>(
      `/surveys/:eventId/export.${format}`,
      {
        config: { access: readAccess },
        schema: {
          summary:
            format === 'csv'
              ? 'Eksport odpowiedzi ankiety do CSV (UTF-8 z BOM, separator ;)'
              : 'Eksport odpowiedzi ankiety do XLSX',
          tags: ['surveys'],
          params: eventParams,
          response: { ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const project = await loadTenantProject(app, request, request.params.eventId);
        const tenant = tenantOf(request, project._id);
        const [form, rows] = await Promise.all([
          publishedSurveyForm(app.store, tenant),
          listSurveyAnswers(app.store, tenant),
        ]);
        const columns = surveyExportColumns(form?.definition ?? []);
        const day = new Date().toISOString().slice(0, 10);
        reply.header(
          'content-disposition',
          `attachment; filename="ankieta-${project.event.domainName}-${day}.${format}"`,
        );
        if (format === 'csv') {
          reply.header('content-type', 'text/csv; charset=utf-8');
          return reply.send(Readable.from(surveyCsvChunks(columns, rows)));
        }
        reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(surveyXlsxStream(columns, rows));
      },
    );
  }

  app.get<{ Params: { eventId: string } }>(
    '/surveys/:eventId/columns',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Kolumny ankiety na liście uczestników',
        tags: ['surveys'],
        params: eventParams,
        response: { 200: surveyColumnsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readSurveyColumns({ store: app.store }, tenantOf(request, request.params.eventId)),
  );

  app.put<{ Params: { eventId: string }; Body: { fields: string[] } }>(
    '/surveys/:eventId/columns',
    {
      config: { access: adminAccess },
      schema: {
        summary: 'Zapis kolumn ankiety na liście uczestników',
        tags: ['surveys'],
        params: eventParams,
        body: surveyColumnsBody,
        response: { 200: surveyColumnsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveSurveyColumns(
        { store: app.store, now },
        tenantOf(request, request.params.eventId),
        request.body.fields,
      ),
  );

  app.get<{ Params: { eventId: string } }>(
    '/surveys/:eventId/participant-answers',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Kolumny ankiety na liście uczestników z odpowiedziami każdego uczestnika',
        tags: ['surveys'],
        params: eventParams,
        response: { 200: participantAnswersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readParticipantAnswers(app.store, tenantOf(request, request.params.eventId)),
  );
}
