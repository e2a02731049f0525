/**
 * Import and export of an organization's data (site admin, `/admin/site-admin/import-eksport`) and the
 * spec's `POST /importexport/create-balances/{a}/{b}` (first document §7, "empty body"), defined here as
 * the customers' opening balances of organization {a} for month {b} (see organizations/balances.ts).
 */
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import {
  createBalances,
  exportOrganization,
  importOrganization,
  type OrganizationArchive,
  organizationArchiveSchema,
  organizationIdParamsSchema,
  YEAR_MONTH_PATTERN,
} from '../organizations/index.js';

/** Archives are larger than ordinary requests. */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

export default async function importExportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { orgId: string } }>(
    '/importexport/export/:orgId',
    {
      config: { access: { siteAdmin: true } },
      schema: {
        summary: 'Eksport danych organizacji (archiwum JSON)',
        description:
          'Wszystkie dokumenty z organizationId organizacji, ze wszystkich kolekcji, jako Extended JSON (typy BSON, np. daty, są zachowane), oraz konta jej osób RAZEM ZE SKRÓTAMI HASEŁ, aby import przywracał logowanie: archiwum jest tak poufne jak kopia bazy. Klucze integracji pozostają zaszyfrowane (docelowa instalacja potrzebuje tego samego ZAPISY_SECRETS_KEY).',
        tags: ['site-admin'],
        params: organizationIdParamsSchema,
        response: { 200: organizationArchiveSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const archive = await exportOrganization(app.store, request.params.orgId);
      const day = archive.exportedAt.slice(0, 10);
      reply.header(
        'content-disposition',
        `attachment; filename="zapisy-organizacja-${archive.organizationId}-${day}.json"`,
      );
      return archive;
    },
  );

  app.post<{ Body: OrganizationArchive }>(
    '/importexport/import',
    {
      config: { access: { siteAdmin: true } },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import archiwum organizacji do magazynu bez jej danych',
        description:
          'Wstawia wszystkie dokumenty archiwum w jednej transakcji. 409, gdy magazyn zawiera już jakikolwiek dokument tej organizacji albo gdy e-mail konta z archiwum należy do innego konta; konta o tym samym identyfikatorze są pomijane.',
        tags: ['site-admin'],
        body: organizationArchiveSchema,
        response: {
          201: {
            type: 'object',
            required: ['organizationId', 'collections', 'usersInserted', 'usersSkipped'],
            properties: {
              organizationId: { type: 'string' },
              collections: { type: 'object', additionalProperties: { type: 'integer' } },
              usersInserted: { type: 'integer' },
              usersSkipped: { type: 'integer' },
            },
          },
          ...errorResponses(400, 401, 403, 409, 413),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await importOrganization(app.store, request.body)),
  );

  app.post<{ Params: { a: string; b: string } }>(
    '/importexport/create-balances/:a/:b',
    {
      config: { access: { roles: ['admin'], tenant: { organization: 'a' } } },
      schema: {
        summary: 'Bilans otwarcia klientów organizacji {a} na miesiąc {b} (RRRR-MM)',
        description:
          'Pusta treść (spec §7). Przelicza dla każdego klienta organizacji {a} saldo na początek miesiąca {b}: należności z rozliczeń wcześniejszych okresów (rok/miesiąc rozliczenia, a bez nich data wymagalności; bez anulowanych; netto, albo brutto gdy organizacja fakturuje z VAT, plus rabat ręczny) minus wpłaty na nich sprzed tego miesiąca. Wynik w groszach: dodatni to zaległość, ujemny nadpłata. Zapis w kolekcji balances (jeden dokument na klienta i miesiąc); ponowne wywołanie zastępuje wynik (idempotentne). Odpowiedź: sumy dla organizacji.',
        tags: ['importexport'],
        params: {
          type: 'object',
          required: ['a', 'b'],
          properties: {
            a: { type: 'string', minLength: 1, maxLength: 100, description: 'organizationId' },
            b: {
              type: 'string',
              pattern: YEAR_MONTH_PATTERN,
              description: 'Miesiąc RRRR-MM',
              examples: ['2025-01'],
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['organizationId', 'yearMonth', 'customerCount', 'charged', 'paid', 'balance'],
            properties: {
              organizationId: { type: 'string' },
              yearMonth: { type: 'string' },
              customerCount: { type: 'integer' },
              charged: { type: 'integer', description: 'Należności (grosze)' },
              paid: { type: 'integer', description: 'Wpłaty (grosze)' },
              balance: { type: 'integer', description: 'Saldo otwarcia (grosze; dodatnie = zaległość)' },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => createBalances(app.store, request.params.a, request.params.b),
  );
}
