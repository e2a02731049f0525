/**
 * What the API shows of an organization: every setting (older documents completed with today's defaults),
 * the loaded modules' settings with secrets replaced by `{ set }` markers, dates as ISO text.
 */
import {
  defaultOrganizationSettings,
  type Organization,
  type OrganizationSettings,
  type SecretMarker,
} from '@zapisy/core';
import { maskOrganizationAccounts, type SettingsRegistry } from '../plugin-settings/index.js';
import { deepMerge } from './merge.js';
import type { OrganizationDocument } from './store.js';

export type OrganizationView = Organization<SecretMarker, string>;

const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;

/** The stored settings completed with defaults (documents written before a setting existed). */
export function settingsOf(doc: OrganizationDocument): OrganizationSettings {
  const defaults = defaultOrganizationSettings();
  const settings: Record<string, unknown> = {};
  for (const key of Object.keys(defaults) as (keyof OrganizationSettings)[]) {
    settings[key] = deepMerge(defaults[key], doc[key]);
  }
  return settings as unknown as OrganizationSettings;
}

export function toOrganizationView(doc: OrganizationDocument, registry: SettingsRegistry): OrganizationView {
  const settings = settingsOf(doc);
  return {
    organizationId: doc.organizationId ?? doc._id,
    ownerId: doc.ownerId,
    ...settings,
    integrations: {
      ...settings.integrations,
      accounts: maskOrganizationAccounts(registry, settings.integrations.accounts),
    } as OrganizationView['integrations'],
    subscriptionStatus: doc.subscriptionStatus ?? 'free',
    permissions: (doc.permissions ?? []).map((grant) => ({
      userId: grant.userId,
      role: grant.role,
      from: iso(grant.from),
      to: iso(grant.to),
    })),
    createdAt: iso(doc.createdAt) ?? new Date(0).toISOString(),
    updatedAt: iso(doc.updatedAt) ?? iso(doc.createdAt) ?? new Date(0).toISOString(),
  };
}
