/**
 * The VAT rate of a project's net prices, the same for the public form (the widget's quote) and the
 * registration (the server's quote): the effective invoicing settings (project over organization, "null …
 * means as the organization") give `vatPercent` when `useVat` is on, and no VAT otherwise.
 */
import {
  effectiveInvoicing,
  INHERITED_INVOICING_DEFAULTS,
  readStoredVatRate,
  type VatRate,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { organizationsCollection } from '../organizations/index.js';
import { completeProject, type ProjectRecord } from './store.js';

export async function projectVatRate(store: Store, project: ProjectRecord): Promise<VatRate | null> {
  const organization = await organizationsCollection(store).findOne({ _id: project.organizationId });
  const invoicing = effectiveInvoicing(organization, completeProject(project));
  if (invoicing.useVat !== true) return null;
  // Data stored by older versions may hold a number (22) or a text ('7%'): read as its code, an older
  // rate kept as it is (core's VAT table); nothing usable falls back to the organization default.
  return readStoredVatRate(invoicing.vatPercent) ?? INHERITED_INVOICING_DEFAULTS.vatPercent;
}
