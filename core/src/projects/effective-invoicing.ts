/**
 * Spec second document §1: "Project values override organization values (invoicing in particular)". A
 * project's inheritable invoicing field that is null (or absent, or an empty string) takes the
 * organization's value, which falls back to the organization defaults of §9.
 */
import type { OrganizationInvoicing } from '../organizations/index.js';
import type { ProjectInvoicingSettings } from './project-types.js';

/** The invoicing fields an organization sets for all its projects (spec "Organization invoicing defaults"). */
export type InheritedInvoicing = OrganizationInvoicing;

/** Spec §9: "lump percent 8.5, days to pay 14 … VAT 'np'". */
export const INHERITED_INVOICING_DEFAULTS: Readonly<InheritedInvoicing> = Object.freeze({
  lumpPercent: 8.5,
  lumpSum: false,
  vatPercent: 'np',
  useVat: false,
  daysToPay: 14,
  patternId: '',
  correctionPatternId: '',
});

const INHERITED_KEYS = Object.keys(INHERITED_INVOICING_DEFAULTS) as (keyof InheritedInvoicing)[];

export type EffectiveInvoicing = Omit<ProjectInvoicingSettings, keyof InheritedInvoicing> &
  InheritedInvoicing;

function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** The invoicing settings that apply to a project: its own values over the organization's. */
export function effectiveInvoicing(
  organization: { invoicing?: Partial<Record<keyof InheritedInvoicing, unknown>> | null } | null,
  project: { invoicing: ProjectInvoicingSettings },
): EffectiveInvoicing {
  const out: Record<string, unknown> = { ...project.invoicing };
  const fromOrganization = organization?.invoicing ?? {};
  for (const key of INHERITED_KEYS) {
    const own = project.invoicing[key];
    const inherited = fromOrganization[key];
    out[key] = isSet(own) ? own : isSet(inherited) ? inherited : INHERITED_INVOICING_DEFAULTS[key];
  }
  return out as unknown as EffectiveInvoicing;
}
