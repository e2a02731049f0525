import { organizationSettingsSchema } from './organization-schema.js';
import type { Organization, OrganizationSettings } from './organization-types.js';
import { schemaDefaults } from './schema-tools.js';

/**
 * The default settings of a new organization, read from `organizationSettingsSchema` (so the form, the
 * validator and the stored document agree): second document §9 "Org defaults: lump percent 8.5, days to
 * pay 14, numbering 'xxxx/yyyy' yearly, logo height 30, VAT 'np'". `name` has no default and comes out
 * empty; the numbering list is empty (creation adds the first pattern with a fresh id).
 */
export function defaultOrganizationSettings(): OrganizationSettings {
  const defaults = schemaDefaults(organizationSettingsSchema) as Omit<OrganizationSettings, 'name'>;
  return { name: '', ...defaults };
}

/** Second document §3: "numberingPatterns (patternId, pattern default 'xxxx/yyyy', yearly boolean)". */
export const DEFAULT_NUMBERING_PATTERN = 'xxxx/yyyy';

/** Second document §3: "subscriptionStatus (default Free)". */
export const DEFAULT_SUBSCRIPTION_STATUS: Organization['subscriptionStatus'] = 'free';
