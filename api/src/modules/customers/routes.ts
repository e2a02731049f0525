/**
 * Customers of an organization (first document §3 Customer, customer grid; §5 matching and merge):
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /customers/{organizationId}?search&offset&limit&sort | admin, payments, employee | `{total, offset, limit, customers}` grid rows |
 * | GET /customers/{organizationId}/export.csv, export.xlsx?search&sort | admin, payments, employee | the grid's rows, labelled |
 * | GET /customers/{organizationId}/{customerId} | admin, payments, employee | the customer card |
 * | GET /customers/{organizationId}/{customerId}/participations | admin, payments, employee | the customer's participants in every project |
 * | PATCH /customers/{organizationId}/{customerId} | admin, employee | the customer (e-mail, phone, NIP, PESEL checked) |
 * | POST /customers/{organizationId}/merge `{targetId, sourceIds}` | admin, employee | the merged target |
 */
import { Readable } from 'node:stream';
import type { UserRole } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { ensureParticipantIndexes } from '../participants/index.js';
import { findCustomer, mergeCustomerRecords, updateCustomer } from './customer-edit.js';
import { customerCsvChunks, customerExportFileName, customerXlsxStream } from './customer-export.js';
import { type CustomerGridQuery, customerGrid, customerGridRows } from './customer-grid.js';
import { customerParticipations } from './customer-participations.js';
import {
  customerAnswer,
  customerExportQuery,
  customerListAnswer,
  customerListQuery,
  customerParams,
  customerParticipationsAnswer,
  customerPatchBody,
  mergeBody,
  orgParams,
} from './schemas.js';

export const CUSTOMER_READ_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
export const CUSTOMER_WRITE_ROLES: readonly UserRole[] = ['admin', 'employee'];

const readAccess = { roles: CUSTOMER_READ_ROLES, tenant: { organization: 'organizationId' } } as const;
const writeAccess = { roles: CUSTOMER_WRITE_ROLES, tenant: { organization: 'organizationId' } } as const;

type Params = { organizationId: string; customerId: string };

export default async function routes(app: FastifyInstance): Promise<void> {
  await ensureParticipantIndexes(app.store);

  app.get<{ Params: { organizationId: string }; Querystring: CustomerGridQuery }>(
    '/customers/:organizationId',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Klienci organizacji (siatka klientów z kwotami należności, szukanie, sortowanie, strony)',
        tags: ['customers'],
        params: orgParams,
        querystring: customerListQuery,
        response: { 200: customerListAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customerGrid(app.store, request.params.organizationId, request.query ?? {}),
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get<{ Params: { organizationId: string }; Querystring: Pick<CustomerGridQuery, 'search' | 'sort'> }>(
      `/customers/:organizationId/export.${format}`,
      {
        config: { access: readAccess },
        schema: {
          summary:
            format === 'csv'
              ? 'Eksport klientów do CSV (UTF-8 z BOM, separator ;, kwoty jako 1 234,56)'
              : 'Eksport klientów do XLSX (kwoty jako liczby w złotych)',
          description:
            'Kolumny siatki klientów z etykietami (bez identyfikatorów); kolumny drugiej osoby i opiekuna ' +
            'tylko przy włączonych ustawieniach twoPeople / hasGuardian organizacji.',
          tags: ['customers'],
          params: orgParams,
          querystring: customerExportQuery,
          response: { ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { rows, settings } = await customerGridRows(
          app.store,
          request.params.organizationId,
          request.query ?? {},
        );
        reply.header('content-disposition', `attachment; filename="${customerExportFileName(format)}"`);
        if (format === 'csv') {
          reply.header('content-type', 'text/csv; charset=utf-8');
          return reply.send(Readable.from(customerCsvChunks(rows, settings)));
        }
        reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(customerXlsxStream(rows, settings));
      },
    );
  }

  app.post<{ Params: { organizationId: string }; Body: { targetId: string; sourceIds: string[] } }>(
    '/customers/:organizationId/merge',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Połączenie klientów: uczestnicy i należności przechodzą do klienta docelowego',
        tags: ['customers'],
        params: orgParams,
        body: mergeBody,
        response: { 200: customerAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      mergeCustomerRecords(
        app.store,
        request.params.organizationId,
        request.body.targetId,
        request.body.sourceIds,
      ),
  );

  app.get<{ Params: Params }>(
    '/customers/:organizationId/:customerId',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Karta klienta',
        tags: ['customers'],
        params: customerParams,
        response: { 200: customerAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findCustomer(app.store, request.params.organizationId, request.params.customerId),
  );

  app.get<{ Params: Params }>(
    '/customers/:organizationId/:customerId/participations',
    {
      config: { access: readAccess },
      schema: {
        summary:
          'Udziały klienta: uczestnicy, których zapisał lub za których płaci, we wszystkich projektach',
        tags: ['customers'],
        params: customerParams,
        response: { 200: customerParticipationsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      customerParticipations(app.store, request.params.organizationId, request.params.customerId),
  );

  app.patch<{ Params: Params; Body: Record<string, unknown> }>(
    '/customers/:organizationId/:customerId',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Edycja klienta (w tym przełączniki twoPeople i hasGuardian)',
        tags: ['customers'],
        params: customerParams,
        body: customerPatchBody,
        response: { 200: customerAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateCustomer(app.store, request.params.organizationId, request.params.customerId, request.body),
  );
}
