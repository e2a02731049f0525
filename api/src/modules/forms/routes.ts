/**
 * Forms of a project (second document §3 Form) for the editor and the public widget:
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /forms/{eventId}/{type} | admin, payments, employee of the project | `{type, draft, published, revision, publishedRevision, previewUid, updatedAt, publishedAt}`; an empty draft at revision 0 when none was saved |
 * | PUT /forms/{eventId}/{type} `{data, isSurvey?, metadata?, revision}` | admin | the saved form at revision + 1; another revision → 409; a bad structure, unknown kinds or field problems → 400 with the Polish list, nothing saved |
 * | POST /forms/{eventId}/{type}/publish `{revision}` | admin | the form with the draft published; a registration form needs first_name, last_name and email_main (400) |
 * | GET /forms/public/{domain}?type=registration\|survey | public | core PublicForm of the published form; 404 when nothing is published |
 * | GET /forms/preview/{uid} | public | core PublicForm of the draft, `preview: true` |
 */
import { type FormType, NotFoundError, type PublicForm, type UserRole, ValidationError } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import {
  completeProject,
  normalizeDomainName,
  PROJECTS,
  type ProjectRecord,
  translationTypesOf,
} from '../projects/index.js';
import { projectStringsOf } from '../registrations/index.js';
import { formFieldKindRegistryOf } from './app-wiring.js';
import { compileForm } from './compile-form.js';
import { loadForm, publishDraft, saveDraft, toFormView } from './form-store.js';
import { FORM_MESSAGES } from './messages.js';
import { buildPublicForm } from './public-form.js';
import { publishProblems } from './publish-rules.js';
import {
  formParams,
  formView,
  previewParams,
  publicFormParams,
  publicFormQuery,
  publicFormView,
  publishFormBody,
  saveFormBody,
} from './schemas.js';
import { ensureFormIndexes, FORMS, type FormRecord, formId } from './store.js';

const READ_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
const ADMIN_ROLES: readonly UserRole[] = ['admin'];

interface FormParams {
  eventId: string;
  type: FormType;
}

interface SaveFormBody {
  data: unknown;
  isSurvey?: boolean;
  metadata?: Record<string, unknown>;
  revision: number;
}

function tenantOf(request: FastifyRequest, eventId: string) {
  const tenant = request.tenant;
  if (!tenant) throw new NotFoundError();
  return { organizationId: tenant.organizationId, eventId };
}

export default async function formRoutes(app: FastifyInstance): Promise<void> {
  await ensureFormIndexes(app.store);
  const stringsDeps = { store: app.store, translationTypes: translationTypesOf(app) };

  async function publicFormOf(project: ProjectRecord, type: FormType, form: FormRecord, preview: boolean) {
    const stored = preview ? form.draft : form.published;
    if (!stored) throw new NotFoundError(FORM_MESSAGES.notPublished(type));
    const complete = completeProject(project);
    return buildPublicForm({
      store: app.store,
      project: complete,
      type,
      form: stored,
      registry: formFieldKindRegistryOf(app),
      strings: () => projectStringsOf(stringsDeps, complete),
      preview,
    });
  }

  app.get<{ Params: FormParams }>(
    '/forms/:eventId/:type',
    {
      config: { access: { roles: READ_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Formularz projektu: szkic, wersja opublikowana i numer wersji szkicu',
        tags: ['forms'],
        params: formParams,
        response: { 200: formView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { eventId, type } = request.params;
      return toFormView(await loadForm(app.store, tenantOf(request, eventId), type));
    },
  );

  app.put<{ Params: FormParams; Body: SaveFormBody }>(
    '/forms/:eventId/:type',
    {
      config: { access: { roles: ADMIN_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Zapis szkicu formularza (definicję pól wylicza serwer; revision chroni przed nadpisaniem)',
        tags: ['forms'],
        params: formParams,
        body: saveFormBody,
        response: { 200: formView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { eventId, type } = request.params;
      const tenant = tenantOf(request, eventId);
      const { data, isSurvey, metadata, revision } = request.body;
      const current = await loadForm(app.store, tenant, type);
      const draft = compileForm(
        {
          eventId,
          data,
          isSurvey: isSurvey ?? current.draft.isSurvey,
          metadata: metadata ?? { ...(current.draft.metadata ?? {}) },
        },
        formFieldKindRegistryOf(app),
      );
      return toFormView(await saveDraft(app.store, tenant, type, draft, revision));
    },
  );

  app.post<{ Params: FormParams; Body: { revision: number } }>(
    '/forms/:eventId/:type/publish',
    {
      config: { access: { roles: ADMIN_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Publikacja szkicu formularza (formularz zapisów musi mieć imię, nazwisko i e-mail)',
        tags: ['forms'],
        params: formParams,
        body: publishFormBody,
        response: { 200: formView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { eventId, type } = request.params;
      const registry = formFieldKindRegistryOf(app);
      const published = await publishDraft(
        app.store,
        tenantOf(request, eventId),
        type,
        request.body.revision,
        (draft) => {
          // Recomputed with the kinds registered now, so what goes public is what they accept.
          const form = compileForm(
            { eventId, data: draft.data, isSurvey: draft.isSurvey, metadata: { ...(draft.metadata ?? {}) } },
            registry,
          );
          const problems = publishProblems(type, form);
          if (problems.length > 0) throw new ValidationError(problems);
          return form;
        },
      );
      return toFormView(published);
    },
  );

  app.get<{ Params: { domain: string }; Querystring: { type?: 'registration' | 'survey' } }>(
    '/forms/public/:domain',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Opublikowany formularz projektu dla widżetu (produkty, cennik, raty, dostępność)',
        tags: ['forms'],
        params: publicFormParams,
        querystring: publicFormQuery,
        response: { 200: publicFormView, ...errorResponses(400, 404) },
      },
    },
    async (request): Promise<PublicForm> => {
      const type = request.query.type ?? 'registration';
      const domain = normalizeDomainName(request.params.domain, app.config.baseDomain);
      // Public lookup by the globally unique domain: the tenant is what this finds.
      const project = domain
        ? await app.store.db.collection<ProjectRecord>(PROJECTS).findOne({ 'event.domainName': domain })
        : null;
      if (!project)
        throw new NotFoundError(`Nie znaleziono projektu pod domeną „${domain || request.params.domain}”`);
      const form = await app.store.db
        .collection<FormRecord>(FORMS)
        .findOne({ _id: formId(project.eventId, type), eventId: project.eventId });
      if (!form) throw new NotFoundError(FORM_MESSAGES.notPublished(type));
      return publicFormOf(project, type, form, false);
    },
  );

  app.get<{ Params: { uid: string } }>(
    '/forms/preview/:uid',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Podgląd szkicu formularza (wysyłanie wyłączone)',
        tags: ['forms'],
        params: previewParams,
        response: { 200: publicFormView, ...errorResponses(400, 404) },
      },
    },
    async (request): Promise<PublicForm> => {
      // The unguessable preview id is the key: the tenant is what this finds.
      const form = await app.store.db
        .collection<FormRecord>(FORMS)
        .findOne({ previewUid: request.params.uid });
      const project = form
        ? await app.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: form.eventId })
        : null;
      if (!form || !project || project.organizationId !== form.organizationId) {
        throw new NotFoundError(FORM_MESSAGES.previewNotFound);
      }
      return publicFormOf(project, form.type, form, true);
    },
  );
}
