/**
 * Payer links for a whole grid (payer-key.ts `payerLinksOf`: one HMAC per link), the links of the last few
 * projects kept: a customer's link never changes while the signing secret and the project's domain stay,
 * so a grid opened again signs only its new customers.
 */
import { type PayerLinkDeps, payerLinksOf, projectOrigin } from '../payments/index.js';
import type { ProjectRecord } from '../projects/index.js';

/** `organizationId, eventId, origin` → customerId → link, the most recently used project last. */
export type KeptPayerLinks = Map<string, Map<string, string>>;

export interface PayerLinkBuilderDeps extends PayerLinkDeps {
  /** One per server's settlements routes. */
  keptLinks: KeptPayerLinks;
}

/** About as many grids as the participants grid keeps (a 100,000-customer project holds ~20 MB of links). */
const KEPT_PROJECTS = 4;

function keptLinks(projects: KeptPayerLinks, key: string): Map<string, string> {
  const links = projects.get(key) ?? new Map<string, string>();
  projects.delete(key);
  projects.set(key, links);
  if (projects.size > KEPT_PROJECTS) projects.delete(projects.keys().next().value as string);
  return links;
}

/** customerId → the customer's payer link in `project`. */
export async function payerLinkBuilder(
  deps: PayerLinkBuilderDeps,
  project: Pick<ProjectRecord, 'organizationId' | 'eventId' | 'event'>,
): Promise<(customerId: string) => string> {
  const sign = await payerLinksOf(deps, project);
  const origin = projectOrigin(project as ProjectRecord, deps.addresses);
  const links = keptLinks(deps.keptLinks, JSON.stringify([project.organizationId, project.eventId, origin]));
  return (customerId) => {
    let link = links.get(customerId);
    if (link === undefined) {
      link = sign(customerId);
      links.set(customerId, link);
    }
    return link;
  };
}
