/**
 * Payer links for a whole grid: the same `https://<domain>.<baseDomain>/l?k=<key>` as payer-key.ts
 * `payerLinkOf` (the same derived secret and `signPayerKey`), but with the secret and the project's origin
 * read once, so 100,000 rows cost 100,000 HMACs and nothing else (payerLinkOf parses the public URL and
 * awaits the secret per call: about 2 s for a big grid). The links of the last few projects are kept (a
 * customer's link never changes while the signing secret and the project's domain stay), so a grid opened
 * again signs only its new customers.
 */
import type { FastifyInstance } from 'fastify';
import { jwtKeyLoader } from '../auth/secret.js';
import { derivePayerSecret, projectOrigin, signPayerKey } from '../payments/payer-key.js';
import type { ProjectRecord } from '../projects/documents.js';

const secrets = new WeakMap<FastifyInstance, Promise<Buffer>>();
/** Per app: `organizationId, eventId, origin` → customerId → link, the most recently used project last. */
const kept = new WeakMap<FastifyInstance, Map<string, Map<string, string>>>();
const KEPT_PROJECTS = 20;

function keptLinks(app: FastifyInstance, key: string): Map<string, string> {
  let projects = kept.get(app);
  if (!projects) {
    projects = new Map();
    kept.set(app, projects);
  }
  const links = projects.get(key) ?? new Map<string, string>();
  projects.delete(key);
  projects.set(key, links);
  if (projects.size > KEPT_PROJECTS) projects.delete(projects.keys().next().value as string);
  return links;
}

function payerSecretOf(app: FastifyInstance): Promise<Buffer> {
  let secret = secrets.get(app);
  if (!secret) {
    secret = jwtKeyLoader(app.config, app.store)().then(derivePayerSecret);
    secret.catch(() => secrets.delete(app));
    secrets.set(app, secret);
  }
  return secret;
}

/** customerId → the customer's payer link in `project`. */
export async function payerLinkBuilder(
  app: FastifyInstance,
  project: Pick<ProjectRecord, 'organizationId' | 'eventId' | 'event'>,
): Promise<(customerId: string) => string> {
  const secret = await payerSecretOf(app);
  const origin = projectOrigin(project as ProjectRecord, app.config);
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const links = keptLinks(app, JSON.stringify([tenant.organizationId, tenant.eventId, origin]));
  return (customerId) => {
    let link = links.get(customerId);
    if (link === undefined) {
      link = `${origin}/l?k=${encodeURIComponent(signPayerKey(secret, tenant, customerId))}`;
      links.set(customerId, link);
    }
    return link;
  };
}
