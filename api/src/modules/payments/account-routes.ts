/**
 * Gateway accounts besides the organization's own (core payment-accounts.ts):
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /system/payment-accounts | site admin | `{ accounts: {<settingsKey>: group with secrets as { set }}, groups }` |
 * | PUT /system/payment-accounts `{ accounts: {<settingsKey>: group \| null} }` | site admin | the same as GET (audited) |
 * | GET /system/payment-accounts/history | site admin | `{ items: [{ id, at, actor: { email }, changes }] }` |
 * | GET /projects/{eventId}/payment-integration | project admin | `{ eventId, paymentModule, accounts, groups, modules, effective }` |
 * | PUT /projects/{eventId}/payment-integration `{ paymentModule?, accounts? }` | project admin | the same as GET |
 *
 * A group's fields are those the providers declare in their settings schemas; a blank secret keeps the stored
 * key, `null` removes the group; keys are never answered (only `{ set }`) or logged. `effective` tells which
 * module and whose account the project's payments use, and why online payments are unavailable.
 */
import { findUnknownFields, type JsonSchema, ValidationError } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/errors.js';
import { secretBoxOf } from '../../secrets/index.js';
import type { Store } from '../../storage/index.js';
import { listSystemAudit } from '../audit/index.js';
import { actorOf } from '../organizations/index.js';
import { settingsRegistryOf } from '../plugin-settings/index.js';
import { loadTenantProject } from '../projects/index.js';
import {
  eventIdParamsSchema,
  projectIntegrationAnswerSchema,
  projectIntegrationBodySchema,
  systemAccountsAnswerSchema,
  systemAccountsBodySchema,
  systemHistorySchema,
} from './account-schemas.js';
import {
  type AccountRegistry,
  accountRegistry,
  groupsView,
  maskAccounts,
  type ProjectIntegrationInput,
  type RequestedAccounts,
  readSystemAccounts,
  SYSTEM_PAYMENT_ACCOUNTS_ACTION,
  saveProjectIntegration,
  saveSystemAccounts,
} from './account-updates.js';
import { paymentDepsOf, paymentProvidersOf } from './app-flow.js';
import { forgetOnlineAvailability, type PaymentSetupDeps, paymentSetupOf } from './online-availability.js';
import { readProjectIntegration } from './payment-accounts.js';

const PROJECT_ADMIN = { roles: ['admin'] as const, tenant: { project: 'eventId' } };

/** Fastify's Ajv drops unknown keys; report them instead (a typo must not look saved). */
function refuseUnknownFields(schema: JsonSchema) {
  return async (request: FastifyRequest) => {
    const problems = findUnknownFields(schema, request.body);
    if (problems.length > 0) throw new ValidationError(problems);
  };
}

async function systemView(store: Store, registry: AccountRegistry) {
  return {
    accounts: maskAccounts(registry, 'system', await readSystemAccounts(store)),
    groups: groupsView(registry, 'system'),
  };
}

async function projectView(
  payments: PaymentSetupDeps,
  registry: AccountRegistry,
  tenant: { organizationId: string; eventId: string },
) {
  const [override, setup] = await Promise.all([
    readProjectIntegration(payments.store, tenant),
    paymentSetupOf(payments, tenant),
  ]);
  return {
    eventId: tenant.eventId,
    paymentModule: override?.paymentModule ?? null,
    accounts: maskAccounts(registry, 'project', override?.accounts ?? {}),
    groups: groupsView(registry, 'project'),
    modules: registry.providers.map((provider) => ({
      id: provider.id,
      label: provider.label,
      settingsKey: provider.settingsKey,
    })),
    effective: {
      module: setup.module,
      moduleSource: setup.moduleSource,
      accountSource: setup.account?.source ?? null,
      available: setup.complete,
      reason: setup.reason,
    },
  };
}

export default async function paymentAccountRoutes(app: FastifyInstance): Promise<void> {
  const registry = accountRegistry(paymentProvidersOf(app), settingsRegistryOf(app));
  const systemGroups = registry.settings.groups('system');
  const projectGroups = registry.settings.groups('project');
  const box = secretBoxOf(app);
  const payments = paymentDepsOf(app);
  const systemBody = systemAccountsBodySchema(systemGroups);
  const projectBody = projectIntegrationBodySchema(
    projectGroups,
    registry.providers.map((provider) => provider.id),
  );

  app.get(
    '/system/payment-accounts',
    {
      config: { access: { siteAdmin: true } },
      schema: {
        summary: 'Systemowe konta płatności (klucze jako { set })',
        tags: ['payments'],
        response: { 200: systemAccountsAnswerSchema(systemGroups), ...errorResponses(401, 403) },
      },
    },
    async () => systemView(app.store, registry),
  );

  app.put<{ Body: { accounts: RequestedAccounts } }>(
    '/system/payment-accounts',
    {
      config: { access: { siteAdmin: true } },
      schema: {
        summary: 'Zmiana systemowych kont płatności',
        description:
          "Grupy pominięte pozostają bez zmian; null usuwa konto. Pusty klucz pozostawia zapisany. Organizacje z 'useSystemPaymentAccounts' przyjmują płatności przez te konta.",
        tags: ['payments'],
        body: systemBody,
        response: { 200: systemAccountsAnswerSchema(systemGroups), ...errorResponses(400, 401, 403) },
      },
      preValidation: refuseUnknownFields(systemBody as JsonSchema),
    },
    async (request) => {
      await saveSystemAccounts(app.store, box, registry, request.body.accounts, actorOf(request));
      forgetOnlineAvailability(payments);
      return systemView(app.store, registry);
    },
  );

  app.get(
    '/system/payment-accounts/history',
    {
      config: { access: { siteAdmin: true } },
      schema: {
        summary: 'Historia zmian systemowych kont płatności (od najnowszych, do 50)',
        description: "Kto i kiedy zmienił które pole; stare i nowe wartości (klucze jako '••••').",
        tags: ['payments'],
        response: { 200: systemHistorySchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const entries = await listSystemAudit(app.store, SYSTEM_PAYMENT_ACCOUNTS_ACTION);
      return {
        items: entries.map((entry) => ({
          id: entry._id,
          at: entry.at,
          actor: { email: entry.actor.email },
          changes: entry.changes,
        })),
      };
    },
  );

  app.get<{ Params: { eventId: string } }>(
    '/projects/:eventId/payment-integration',
    {
      config: { access: PROJECT_ADMIN },
      schema: {
        summary: 'Płatności online projektu: nadpisanie modułu i kont organizacji',
        tags: ['payments'],
        params: eventIdParamsSchema,
        response: { 200: projectIntegrationAnswerSchema(projectGroups), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return projectView(payments, registry, {
        organizationId: project.organizationId,
        eventId: project.eventId,
      });
    },
  );

  app.put<{ Params: { eventId: string }; Body: ProjectIntegrationInput }>(
    '/projects/:eventId/payment-integration',
    {
      config: { access: PROJECT_ADMIN },
      schema: {
        summary: 'Zmiana płatności online projektu',
        description:
          'paymentModule: identyfikator modułu albo null (jak w organizacji). accounts: grupy kluczy projektu (null usuwa grupę; pusty klucz pozostawia zapisany). Kolejność: projekt → konta systemowe (gdy organizacja ich używa) → organizacja. Zmiany trafiają do dziennika zmian.',
        tags: ['payments'],
        params: eventIdParamsSchema,
        body: projectBody,
        response: {
          200: projectIntegrationAnswerSchema(projectGroups),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preValidation: refuseUnknownFields(projectBody as JsonSchema),
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const tenant = { organizationId: project.organizationId, eventId: project.eventId };
      await saveProjectIntegration(app.store, box, registry, tenant, request.body, actorOf(request));
      forgetOnlineAvailability(payments);
      return projectView(payments, registry, tenant);
    },
  );
}
