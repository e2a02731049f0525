/**
 * Whether a project can really take online payments: the project offers them (payments.enabled and
 * payments.online) AND its organization has chosen a payment module whose provider is loaded and whose keys
 * are stored. Registration asks on every request, so the answer reads the stored (encrypted) values without
 * decrypting them and is kept for a few seconds per organization.
 */
import {
  INTEGRATION_SECRET_FIELDS,
  type IntegrationProvider,
  isSecretValueSet,
  type PaymentProvider,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { organizationsCollection } from '../organizations/collection.js';
import type { ProjectRecord } from '../projects/documents.js';
import { paymentFlowOf } from './app-flow.js';

const KEPT_MS = 5_000;
const kept = new WeakMap<FastifyInstance, Map<string, { at: number; available: boolean }>>();

/** The secret fields the provider needs: core's list for the known groups, else its schema's writeOnly fields. */
function secretFieldsOf(provider: PaymentProvider): readonly string[] {
  const known = (INTEGRATION_SECRET_FIELDS as Record<string, readonly string[] | undefined>)[
    provider.settingsKey
  ];
  if (known) return known;
  return Object.entries(provider.settingsSchema.properties).flatMap(([name, field]) =>
    field.writeOnly ? [name] : [],
  );
}

async function organizationTakesOnline(app: FastifyInstance, organizationId: string): Promise<boolean> {
  const organization = await organizationsCollection(app.store).findOne({ _id: organizationId });
  const integrations = organization?.integrations as unknown as Record<string, unknown> | undefined;
  const module = integrations?.paymentModule;
  if (typeof module !== 'string' || module === 'none') return false;
  const provider = paymentFlowOf(app).provider(module);
  if (!provider) return false;
  const group = (integrations?.[provider.settingsKey as IntegrationProvider] ?? {}) as Record<
    string,
    unknown
  >;
  return secretFieldsOf(provider).every((field) => isSecretValueSet(group[field]));
}

export async function onlinePaymentsAvailable(
  app: FastifyInstance,
  project: ProjectRecord,
): Promise<boolean> {
  if (project.payments?.enabled !== true || project.payments?.online !== true) return false;
  let byOrganization = kept.get(app);
  if (!byOrganization) {
    byOrganization = new Map();
    kept.set(app, byOrganization);
  }
  const now = Date.now();
  const entry = byOrganization.get(project.organizationId);
  if (entry && now - entry.at < KEPT_MS) return entry.available;
  const available = await organizationTakesOnline(app, project.organizationId);
  byOrganization.set(project.organizationId, { at: now, available });
  return available;
}
