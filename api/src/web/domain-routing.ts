/**
 * Domain routing of the first document §2 ("Routing rules") and §7 ("Project load 404"), for the web pages
 * (the API under /services/api is not touched):
 *
 * - "The tracking parameter fbclid is stripped from the address": 301 to the same address without it.
 * - "The bare host redirects to its www form": 301 `<baseDomain>/x` → `www.<baseDomain>/x`, only when the
 *   config says so (`wwwRedirect: true`, env WWW_REDIRECT=true; off by default, so localhost keeps working).
 * - A project's root: `demo.<baseDomain>/` and `<baseDomain>/demo` open the project's form page.
 * - "Project load 404: go to the 404 page, or the main site if there is no subdomain": an unknown project
 *   on a subdomain gets the 404 page; an unknown path prefix on the bare host goes to the main site.
 * - The bare host's `/` is the main site (MAIN_SITE_PATH).
 * - "A single leading segment can act as the subdomain part. In that case a path with extra slashes goes
 *   to 404": `/demo//…` and `//…` are the 404 page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findProjectByDomain } from '../modules/projects/index.js';
import { CACHE } from './cache.js';
import { sendNotFoundPage } from './hosted-pages.js';
import { projectFromHostname, projectFromSegment } from './hosts.js';
import type { WebConfig } from './index.js';

/** Where visitors of the bare host land (the account area of spec §2, "Account (/glowne)"). */
export const MAIN_SITE_PATH = '/glowne';
/** The page a project's root opens (hosted-pages.ts). */
export const PROJECT_HOME_SEGMENT = 'formularz';

export interface DomainRoutingConfig extends WebConfig {
  /** WWW_REDIRECT=true: the bare host redirects to www (production behind a real domain). */
  wwwRedirect?: boolean;
}

/** The address without `fbclid` (other parameters kept, in order), or undefined when there is none. */
export function withoutFbclid(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  const params = new URLSearchParams(url.slice(q + 1));
  if (!params.has('fbclid')) return undefined;
  params.delete('fbclid');
  const rest = params.toString();
  return `${url.slice(0, q)}${rest ? `?${rest}` : ''}`;
}

/** `https://www.<host>/url` when the request is for the bare base domain and the redirect is on. */
export function wwwRedirectTarget(request: FastifyRequest, config: DomainRoutingConfig): string | undefined {
  if (config.wwwRedirect !== true) return undefined;
  const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
  if (hostname !== config.baseDomain.toLowerCase()) return undefined;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://www.${request.host.toLowerCase()}${request.url}`;
}

function redirect(reply: FastifyReply, code: 301 | 302, location: string): FastifyReply {
  return reply
    .code(code)
    .header('cache-control', code === 301 ? CACHE.noCache : CACHE.noStore)
    .redirect(location, code);
}

async function projectExists(app: FastifyInstance, domain: string): Promise<boolean | undefined> {
  const store = (app as unknown as { store?: Parameters<typeof findProjectByDomain>[0] }).store;
  if (!store?.db) return undefined;
  try {
    return (await findProjectByDomain(store, domain)) !== null;
  } catch (error) {
    app.log.warn({ err: error, domain }, 'domain routing: project lookup failed');
    return undefined;
  }
}

export function registerDomainRouting(app: FastifyInstance, config: DomainRoutingConfig): void {
  // Runs for the web routes of this plugin (pages, admin, assets), never for the API.
  app.addHook('onRequest', async (request, reply) => {
    const target = wwwRedirectTarget(request, config);
    if (target) return redirect(reply, 301, withoutFbclid(target) ?? target);
    const clean = withoutFbclid(request.url);
    if (clean !== undefined) return redirect(reply, 301, clean);
  });

  // demo.<baseDomain>/ → the project's page; the bare host's / → the main site.
  app.get('/', async (request, reply) => {
    const domain = projectFromHostname(request.hostname, config.baseDomain);
    if (!domain) return redirect(reply, 302, MAIN_SITE_PATH);
    const exists = await projectExists(app, domain);
    return exists === false ? sendNotFoundPage(reply) : redirect(reply, 302, `/${PROJECT_HOME_SEGMENT}`);
  });

  // <baseDomain>/demo → the project's page; an unknown project → the main site (no subdomain).
  app.get<{ Params: { domain: string } }>('/:domain', async (request, reply) => {
    if (projectFromHostname(request.hostname, config.baseDomain)) return sendNotFoundPage(reply);
    const domain = projectFromSegment(request.params.domain);
    if (!domain) return sendNotFoundPage(reply);
    const exists = await projectExists(app, domain);
    return exists === false
      ? redirect(reply, 302, MAIN_SITE_PATH)
      : redirect(reply, 302, `/${domain}/${PROJECT_HOME_SEGMENT}`);
  });

  // "A path with extra slashes goes to 404": /demo//… and //… (any depth).
  app.get('/:domain//*', (_request, reply) => sendNotFoundPage(reply));
}
