/**
 * Participants of a project (first document §2 "Participants grid" row actions that need no payments, §3
 * Participant):
 *
 * | call | access | answer |
 * |---|---|---|
 * | POST /participants/{eventId} `{data, participants?, idempotencyKey?}` | admin, employee | the registration flow's answer (201) |
 * | GET /participants/{eventId}/export.csv, export.xlsx | admin, payments, employee | the grid (same filters and columns) |
 * | GET /participants/{eventId}/{participantId} | admin, payments, employee | the participant |
 * | PATCH /participants/{eventId}/{participantId} `{data}` | admin, employee | the participant (data validated with the published form) |
 * | DELETE /participants/{eventId}/{participantId} | admin, employee | the participant, cancelled with removedOn |
 * | POST /participants/{eventId}/{participantId}/present `{meeting?}` | admin, employee, reception | the participant, present |
 * | POST /participants/{eventId}/{participantId}/customer `{customerId}` | admin, employee | the participant |
 * | GET /participants/{eventId}/{participantId}/links | admin, payments, employee | `{form, payment, survey}` |
 * | GET /participants/{eventId}/{participantId}/billings | admin, payments, employee | `{billings, totals}` (participant-billings.ts) |
 * | GET, PATCH /participants/public/{eventId}/{p} | public | the participant's own registration (own-registration-routes.ts) |
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { formFieldKindRegistryOf } from '../forms/index.js';
import { actorOf } from '../organizations/index.js';
import { onlinePaymentsAvailable, payerLinkOf, paymentDepsOf } from '../payments/index.js';
import { completeProject, loadTenantProject } from '../projects/index.js';
import { registrationContextOf, registrationResultSchema } from '../registrations/index.js';
import { PARTICIPANT_READ_ROLES, PARTICIPANT_WRITE_ROLES } from './access.js';
import { gridColumnsOf, gridFilterOf, gridOptionsOf } from './all-data.js';
import { loadAnswerTexts } from './answer-texts.js';
import { warmGridsWhenListening } from './app-wiring.js';
import { registerParticipantBillingsRoute } from './billings-routes.js';
import { csvChunks } from './export-format.js';
import { xlsxStream } from './export-xlsx.js';
import { loadParticipantGrid } from './grid-query.js';
import type { GridQuery } from './grid-schemas.js';
import { closeGridStreamCache } from './grid-stream-cache.js';
import { addParticipantManually, type ManualAddInput } from './manual-add.js';
import { registerOwnRegistrationRoutes } from './own-registration-routes.js';
import {
  changeCustomer,
  findParticipant,
  markPresent,
  participantLinks,
  removeParticipant,
} from './participant-actions.js';
import { updateParticipantData } from './participant-data.js';
import {
  addParticipantBody,
  changeCustomerBody,
  eventParams,
  exportQuery,
  linksAnswer,
  participantAnswer,
  participantParams,
  patchBody,
  presentBody,
} from './schemas.js';
import { ensureParticipantIndexes } from './store.js';

type Params = { eventId: string; participantId: string };

const readAccess = { roles: PARTICIPANT_READ_ROLES, tenant: { project: 'eventId' } } as const;
const writeAccess = { roles: PARTICIPANT_WRITE_ROLES, tenant: { project: 'eventId' } } as const;
/** Reception marks arrivals ('Recepcja': ticket scanning at the door), besides those who may write. */
const presenceAccess = {
  roles: [...PARTICIPANT_WRITE_ROLES, 'reception'],
  tenant: { project: 'eventId' },
} as const;

function exportFileName(domain: string, extension: string): string {
  const day = new Date().toISOString().slice(0, 10);
  return `uczestnicy-${domain}-${day}.${extension}`;
}

export default async function routes(app: FastifyInstance): Promise<void> {
  await ensureParticipantIndexes(app.store);
  const payments = paymentDepsOf(app);
  const participantData = { store: app.store, registry: formFieldKindRegistryOf(app) };
  app.addHook('onClose', async () => closeGridStreamCache(app.store));
  warmGridsWhenListening(app);

  for (const format of ['csv', 'xlsx'] as const) {
    app.get<{ Params: { eventId: string }; Querystring: GridQuery }>(
      `/participants/:eventId/export.${format}`,
      {
        config: { access: readAccess },
        schema: {
          summary:
            format === 'csv'
              ? 'Eksport uczestników do CSV (UTF-8 z BOM, separator ;, kwoty jako 1 234,56)'
              : 'Eksport uczestników do XLSX (kwoty jako liczby w złotych)',
          tags: ['participants'],
          params: eventParams,
          querystring: exportQuery,
          response: { ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const project = await loadTenantProject(app, request, request.params.eventId);
        const grid = await loadParticipantGrid(
          app.store,
          project,
          gridFilterOf(request.query ?? {}),
          gridOptionsOf(request),
        );
        const columns = await gridColumnsOf(app.store, project, grid.fieldNames);
        const answerText = await loadAnswerTexts(app.store, participantData.registry, project);
        const name = exportFileName(project.event.domainName, format);
        // Every date of the file in the project's format, as the installments description already is.
        const dateFormat = project.event.dateFormat;
        reply.header('content-disposition', `attachment; filename="${name}"`);
        if (format === 'csv') {
          reply.header('content-type', 'text/csv; charset=utf-8');
          return reply.send(Readable.from(csvChunks(columns, grid.rows, answerText, dateFormat)));
        }
        reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(xlsxStream(columns, grid.rows, answerText, dateFormat));
      },
    );
  }

  app.post<{ Params: { eventId: string }; Body: ManualAddInput }>(
    '/participants/:eventId',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Dodanie uczestnika przez organizatora (ten sam przebieg co zapis z formularza)',
        description:
          'Dane sprawdza opublikowany formularz, kwoty wylicza serwer, klient jest dopasowany po e-mailu. ' +
          'Odpowiedź jak POST /registrations/{eventId}: 201 z registrationId i uczestnikami albo 400/409.',
        tags: ['participants'],
        params: eventParams,
        body: addParticipantBody,
        response: {
          201: registrationResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 500),
        },
      },
    },
    async (request, reply) => {
      const project = completeProject(await loadTenantProject(app, request, request.params.eventId));
      const ctx = registrationContextOf(app, project, {
        onlineAvailable: await onlinePaymentsAvailable(payments, project),
        onError: (error) => request.log.error({ err: error, eventId: project.eventId }, 'manual add failed'),
      });
      const outcome = await addParticipantManually(ctx, request.body);
      const body = outcome.statusCode >= 400 ? { ...outcome.body, requestId: request.id } : outcome.body;
      return reply.code(outcome.statusCode).send(body);
    },
  );

  app.get<{ Params: Params }>(
    '/participants/:eventId/:participantId',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Uczestnik',
        tags: ['participants'],
        params: participantParams,
        response: { 200: participantAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return findParticipant(app.store, project, request.params.participantId);
    },
  );

  app.patch<{ Params: Params; Body: { data: Record<string, unknown> } }>(
    '/participants/:eventId/:participantId',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Edycja danych uczestnika (pola formularza; null lub pusty tekst usuwa pole)',
        tags: ['participants'],
        params: participantParams,
        body: patchBody,
        response: { 200: participantAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return updateParticipantData(
        participantData,
        project,
        request.params.participantId,
        request.body.data,
        {
          kind: 'user',
          actor: actorOf(request),
        },
      );
    },
  );

  app.delete<{ Params: Params }>(
    '/participants/:eventId/:participantId',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Usunięcie uczestnika (status cancelled i data usunięcia; zwalnia miejsce)',
        tags: ['participants'],
        params: participantParams,
        response: { 200: participantAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return removeParticipant(app.store, project, request.params.participantId);
    },
  );

  app.post<{ Params: Params; Body: { meeting?: number } | null }>(
    '/participants/:eventId/:participantId/present',
    {
      config: { access: presenceAccess },
      schema: {
        summary: 'Oznaczenie obecności (status present, bilet spotkania validated)',
        tags: ['participants'],
        params: participantParams,
        body: presentBody,
        response: { 200: participantAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return markPresent(app.store, project, request.params.participantId, request.body?.meeting);
    },
  );

  app.post<{ Params: Params; Body: { customerId: string } }>(
    '/participants/:eventId/:participantId/customer',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Zmiana klienta uczestnika (razem z jego należnościami)',
        tags: ['participants'],
        params: participantParams,
        body: changeCustomerBody,
        response: { 200: participantAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return changeCustomer(app.store, project, request.params.participantId, request.body.customerId);
    },
  );

  app.get<{ Params: Params }>(
    '/participants/:eventId/:participantId/links',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Linki uczestnika: formularz, płatność, ankieta (w domenie projektu)',
        tags: ['participants'],
        params: participantParams,
        response: { 200: linksAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const participant = await findParticipant(app.store, project, request.params.participantId);
      const links = participantLinks(project, participant._id, app.config);
      // The payment link carries the payer key of the participant's customer (a bare id proves nothing).
      const customerId = typeof participant.customerId === 'string' ? participant.customerId : '';
      return customerId ? { ...links, payment: await payerLinkOf(payments, project, customerId) } : links;
    },
  );

  registerParticipantBillingsRoute(app, readAccess);
  registerOwnRegistrationRoutes(app);
}
