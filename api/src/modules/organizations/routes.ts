/**
 * Organizations (first document §3, second document §3): creation by the site admin (self-service
 * creation is the registration flow), reading and updating the settings, the permissions list and the
 * 'Wysłane' outbox. Module keys are stored encrypted and shown only as `{ set }` markers; every
 * change is written to the audit log with old and new values.
 */

import {
  findUnknownFields,
  type OrganizationSubscriptionStatus,
  ValidationError,
  validateOrganizationPermissions,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../auth/access.js';
import { usersCollection } from '../../auth/users.js';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { type PageQuery, pageQueryProperties } from '../../http/pagination.js';
import { secretBoxOf } from '../../secrets/index.js';
import { recordAudit } from '../audit/index.js';
import { forgetOnlineAvailability, paymentDepsOf } from '../payments/index.js';
import { settingsRegistryOf } from '../plugin-settings/index.js';
import {
  actorOf,
  createOrganization,
  isSiteAdmin,
  listOutbox,
  loadOrganization,
  organizationCreateSchema,
  organizationIdParamsSchema,
  organizationPatchSchemaFor,
  organizationPermissionsBodySchema,
  organizationUsersAnswerSchema,
  organizationUsersQuerySchema,
  organizationViewSchemaFor,
  outboxPageSchema,
  type PermissionInput,
  searchOrganizationUsers,
  setOrganizationPermissions,
  toOrganizationView,
  updateOrganization,
} from './index.js';
import { migrateOrganizationSettings } from './migrate-organizations.js';

type OrgParams = { orgId: string };

const adminOf: RouteAccess = { roles: ['admin'], tenant: { organization: 'orgId' } };
/** Everyone working in the organization reads its settings (the UI needs customer and invoicing settings). */
const memberOf: RouteAccess = {
  roles: ['admin', 'payments', 'employee', 'reception'],
  tenant: { organization: 'orgId' },
};

export default async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const box = secretBoxOf(app);
  const settings = settingsRegistryOf(app);
  const payments = paymentDepsOf(app);
  const organizationViewSchema = organizationViewSchemaFor(settings.modules);
  const organizationPatchSchema = organizationPatchSchemaFor(settings.modules);
  await migrateOrganizationSettings(app.store);

  app.put<{ Body: { name: string; ownerId: string; subscriptionStatus?: OrganizationSubscriptionStatus } }>(
    '/organization',
    {
      config: { access: { siteAdmin: true } },
      schema: {
        summary: 'Nowa organizacja dla istniejącego użytkownika (administrator serwisu)',
        description:
          'Tworzy organizację z domyślnymi ustawieniami (ryczałt 8,5%, termin płatności 14 dni, VAT np, numeracja xxxx/yyyy roczna, status free); właściciel dostaje rolę admin. Samodzielne zakładanie organizacji odbywa się przy rejestracji.',
        tags: ['organizations'],
        body: organizationCreateSchema,
        response: { 201: organizationViewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { name, ownerId, subscriptionStatus } = request.body;
      const users = usersCollection(app.store);
      const organization = await app.store.withTransaction(async (session) => {
        const owner = await users.findOne({ _id: ownerId }, { session });
        if (!owner) throw new ValidationError([`body.ownerId: nie ma użytkownika '${ownerId}'`]);
        const created = await createOrganization(
          app.store,
          { name, ownerId, ...(subscriptionStatus ? { subscriptionStatus } : {}) },
          session,
        );
        if (owner.organizationId === undefined) {
          await users.updateOne({ _id: ownerId }, { $set: { organizationId: created._id } }, { session });
        }
        await recordAudit(
          app.store,
          {
            organizationId: created._id,
            actor: actorOf(request),
            action: 'organization.create',
            target: { type: 'organization', id: created._id },
            changes: [
              { path: 'name', oldValue: null, newValue: created.name },
              { path: 'ownerId', oldValue: null, newValue: created.ownerId },
            ],
            at: created.createdAt,
          },
          { session },
        );
        return created;
      });
      return reply.code(201).send(toOrganizationView(organization, settings));
    },
  );

  app.get<{ Params: OrgParams }>(
    '/organization/:orgId',
    {
      config: { access: memberOf },
      schema: {
        summary: 'Organizacja i jej ustawienia (klucze integracji jako { set })',
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        response: { 200: organizationViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => toOrganizationView(await loadOrganization(app.store, request.params.orgId), settings),
  );

  app.patch<{ Params: OrgParams; Body: Record<string, unknown> }>(
    '/organization/:orgId',
    {
      config: { access: adminOf },
      schema: {
        summary: 'Zmiana ustawień organizacji (dowolny podzbiór pól)',
        description:
          "Pola pominięte pozostają bez zmian; grupy (np. invoicing) są łączone pole po polu. Klucz integracji: nowy tekst, '' aby usunąć, { set } aby pozostawić. Status subskrypcji i integrations.useSystemPaymentAccounts (płatności przez systemowe konta serwisu) zmienia tylko administrator serwisu: inna zmiana tych pól to 403, ta sama wartość nie jest zmianą. Zmiany trafiają do dziennika zmian.",
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        body: organizationPatchSchema,
        response: { 200: organizationViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
      // Fastify's Ajv drops unknown keys; report them instead (a typo must not look saved).
      preValidation: async (request) => {
        const problems = findUnknownFields(organizationPatchSchema, request.body);
        if (problems.length > 0) throw new ValidationError(problems);
      },
    },
    async (request) => {
      const organization = await updateOrganization(app.store, box, settings, {
        organizationId: request.params.orgId,
        patch: request.body,
        actor: actorOf(request),
        isSiteAdmin: isSiteAdmin(request),
      });
      // The payment module or useSystemPaymentAccounts may have changed: registration must see it now.
      forgetOnlineAvailability(payments);
      return toOrganizationView(organization, settings);
    },
  );

  app.put<{ Params: OrgParams; Body: { permissions: PermissionInput[] } }>(
    '/organization/:orgId/permissions',
    {
      config: { access: adminOf },
      schema: {
        summary: 'Uprawnienia w organizacji (zastępuje listę)',
        description:
          'Każdy wpis: userId, rola (admin, payments, employee, reception, guest) i opcjonalne okno od–do (puste końce są otwarte; do nie może być wcześniejsze niż od). Właściciel organizacji zawsze ma rolę admin.',
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        body: organizationPermissionsBodySchema,
        response: { 200: organizationViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
      // Polish messages for unknown roles and reversed windows, before the schema's generic ones.
      preValidation: async (request) => {
        const body = request.body as { permissions?: unknown } | null;
        const problems = [
          ...findUnknownFields(organizationPermissionsBodySchema, body),
          ...(body && typeof body === 'object' && 'permissions' in body
            ? validateOrganizationPermissions(body.permissions)
            : []),
        ];
        if (problems.length > 0) throw new ValidationError(problems);
      },
    },
    async (request) => {
      const organization = await setOrganizationPermissions(app.store, {
        organizationId: request.params.orgId,
        permissions: request.body.permissions,
        actor: actorOf(request),
      });
      return toOrganizationView(organization, settings);
    },
  );

  app.get<{ Params: OrgParams; Querystring: { search?: string; ids?: string } }>(
    '/organization/:orgId/users',
    {
      config: { access: adminOf },
      schema: {
        summary: 'Wyszukiwanie użytkowników organizacji po e-mailu lub imieniu i nazwisku',
        description:
          'Do wyboru osoby w uprawnieniach: użytkownicy organizacji i osoby, które jej ustawienia wskazują (właściciel, uprawnieni), do 20, po nazwisku. Osoba bez organizacji tylko po pełnym adresie e-mail. `ids` zwraca wskazane osoby (nazwy na liście uprawnień). Odpowiedź nie zawiera innych danych konta.',
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        querystring: organizationUsersQuerySchema,
        response: { 200: organizationUsersAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ids = request.query.ids
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const users = await searchOrganizationUsers(app.store, {
        organizationId: request.params.orgId,
        ...(request.query.search !== undefined ? { search: request.query.search } : {}),
        ...(ids ? { ids } : {}),
      });
      return { users };
    },
  );

  app.get<{ Params: OrgParams; Querystring: PageQuery }>(
    '/organization/:orgId/outbox',
    {
      config: { access: adminOf },
      schema: {
        summary: "Wysłane wiadomości organizacji ('Wysłane'), od najnowszych",
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        querystring: { type: 'object', properties: pageQueryProperties, additionalProperties: false },
        response: { 200: outboxPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listOutbox(app.store, request.params.orgId, request.query),
  );
}
