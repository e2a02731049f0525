/**
 * The settlements grid (first document §2 "Settlements grid", admin route /listy/rozliczenia):
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /settlements/{eventId} `Accept: application/x-ndjson` | admin, payments, employee | head `{columns, keys, categories, total}`, then one JSON array per row |
 * | GET /settlements/{eventId}?offset&limit&search&status&sort&order | admin, payments, employee | `{rows, columns, categories, total, offset, limit}` |
 * | GET /settlements/{eventId}/export.csv?search&status&sort&order | admin, payments, employee | CSV (UTF-8 BOM, `;`, money '1 234,56') |
 */
import { Readable } from 'node:stream';
import {
  gridDateIso,
  type SettlementsRow,
  settlementsColumns,
  settlementsKeys,
  settlementsValues,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { builtLineChunks, NDJSON, ndjsonStream } from '../../http/ndjson.js';
import { PARTICIPANT_READ_ROLES } from '../participants/index.js';
import { paymentDepsOf } from '../payments/index.js';
import { loadTenantProject } from '../projects/index.js';
import {
  SETTLEMENTS_PAGE_MAX,
  type SettlementsQuery,
  settlementsExportQuery,
  settlementsPageSchema,
  settlementsParams,
  settlementsQuery,
} from './schemas.js';
import { settlementsCsvChunks } from './settlements-csv.js';
import {
  loadSettlements,
  loadSettlementsLazily,
  type SettlementsDeps,
  type SettlementsFilter,
} from './settlements-query.js';

/** The participants grid's access: who reads participants reads their settlements. */
const readAccess = { roles: PARTICIPANT_READ_ROLES, tenant: { project: 'eventId' } } as const;

function filterOf(query: SettlementsQuery): SettlementsFilter {
  const statuses = (query.status ?? '').split(',').filter(Boolean);
  return {
    ...(statuses.length > 0 ? { statuses } : {}),
    ...(query.search?.trim() ? { search: query.search.trim() } : {}),
    ...(query.sort ? { sort: { field: query.sort, asc: query.order !== 'desc' } } : {}),
  };
}

function pageRow(row: SettlementsRow) {
  return { ...row, createdOn: gridDateIso(row.createdOn) };
}

export default async function routes(app: FastifyInstance): Promise<void> {
  const { payerSecret, addresses } = paymentDepsOf(app);
  const settlements: SettlementsDeps = { store: app.store, payerSecret, addresses, keptLinks: new Map() };
  app.get<{ Params: { eventId: string }; Querystring: SettlementsQuery }>(
    '/settlements/:eventId',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Rozliczenia uczestników projektu (strona JSON albo strumień NDJSON)',
        description:
          'Uczestnicy z metodą płatności, linkiem do płatności, kosztem lub procentem każdej kategorii reguł ' +
          'cennika, rabatami, netto, VAT, brutto, ręczną dopłatą, wymaganymi i zaległymi wpłatami, sumą wpłat, ' +
          'pozostałą kwotą i statusem ostatniej płatności. Kwoty w groszach.',
        tags: ['settlements'],
        params: settlementsParams,
        querystring: settlementsQuery,
        response: { 200: settlementsPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const query = request.query ?? {};
      const streamed = (request.headers.accept ?? '').includes(NDJSON);
      // The whole grid streamed: built while it is sent when the order allows it.
      const lazy =
        streamed && !query.offset && !query.limit
          ? await loadSettlementsLazily(settlements, project, filterOf(query))
          : undefined;
      if (lazy) {
        const { categories, total } = lazy;
        const head = {
          columns: settlementsColumns(categories),
          keys: settlementsKeys(categories),
          categories,
          total,
          offset: 0,
        };
        const lines = builtLineChunks(total, (index) => settlementsValues(lazy.rowAt(index), categories));
        reply.header('content-type', `${NDJSON}; charset=utf-8`);
        return reply.send(Readable.from(ndjsonStream(head, lines)));
      }
      const { rows, categories } = await loadSettlements(settlements, project, filterOf(query));
      const columns = settlementsColumns(categories);
      const total = rows.length;
      const offset = Math.min(query.offset ?? 0, total);
      if (streamed) {
        const end = query.limit ? Math.min(total, offset + query.limit) : total;
        const lines = builtLineChunks(end - offset, (index) =>
          settlementsValues(rows[offset + index] as SettlementsRow, categories),
        );
        const head = { columns, keys: settlementsKeys(categories), categories, total, offset };
        reply.header('content-type', `${NDJSON}; charset=utf-8`);
        return reply.send(Readable.from(ndjsonStream(head, lines)));
      }
      const limit = query.limit ?? SETTLEMENTS_PAGE_MAX;
      return {
        rows: rows.slice(offset, offset + limit).map(pageRow),
        columns,
        categories,
        total,
        offset,
        limit,
      };
    },
  );

  app.get<{ Params: { eventId: string }; Querystring: SettlementsQuery }>(
    '/settlements/:eventId/export.csv',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Eksport rozliczeń do CSV (UTF-8 z BOM, separator ;, kwoty jako 1 234,56)',
        tags: ['settlements'],
        params: settlementsParams,
        querystring: settlementsExportQuery,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const { rows, categories } = await loadSettlements(settlements, project, filterOf(request.query ?? {}));
      const day = new Date().toISOString().slice(0, 10);
      reply.header(
        'content-disposition',
        `attachment; filename="rozliczenia-${project.event.domainName}-${day}.csv"`,
      );
      reply.header('content-type', 'text/csv; charset=utf-8');
      return reply.send(Readable.from(settlementsCsvChunks(settlementsColumns(categories), rows)));
    },
  );
}
