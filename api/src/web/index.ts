/**
 * The web side of the server, registered at the root (not under /services/api):
 *
 * - `GET /embed.js` — the embed loader at its stable URL (5 min cache, CORS *);
 * - `GET /widgets/manifest.json` — which version of each widget to load (1 min cache, CORS *);
 * - `GET /widgets/<name>/<version>/<file>` — versioned, immutable widget assets (CORS *); only the
 *   version built into this server exists, an older one is a 404 (loaders read the manifest first);
 * - `/admin`, `/admin/*` — the admin SPA (host-admin/dist) with index.html fallback;
 * - hosted pages: `/formularz` on a project subdomain and `/<domain>/formularz` on the bare host;
 * - domain routing (./domain-routing.ts): fbclid stripped, bare host → www when configured, a project's
 *   root on its subdomain or path prefix, unknown projects → 404 page or the main site;
 * - the error pages `/403`, `/404`, `/500` with their statuses (./error-pages.ts).
 *
 * Built files are read once at start-up (see bundles.ts). Config comes from `app.config`.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '../http/context.js';
import { HttpError, sendError } from '../http/errors.js';
import { registerAdmin } from './admin.js';
import { readWebBundles, type WebBundles } from './bundles.js';
import { CACHE } from './cache.js';
import { type DomainRoutingConfig, registerDomainRouting } from './domain-routing.js';
import { registerErrorPages } from './error-pages.js';
import { registerHostedPages } from './hosted-pages.js';
import { requestOrigin } from './hosts.js';
import { sendStatic } from './send.js';

export interface WebConfig {
  publicUrl: string;
  baseDomain: string;
  webRoot: string;
  apiPath: string;
  /** HOSTED_FRAME_ANCESTORS (see ../config.ts); none when absent. */
  hostedFrameAncestors?: readonly string[];
}

export interface ManifestEntry {
  container: string;
  entry: string;
  expose: string;
  version: string;
}

export interface WidgetManifest {
  version: string;
  widgets: Record<string, ManifestEntry>;
}

/** The manifest for one origin (entry URLs are absolute so a loader on any site can use them). */
export function buildManifest(bundles: WebBundles, origin: string): WidgetManifest {
  const widgets: Record<string, ManifestEntry> = {};
  const versions: string[] = [];
  for (const [name, { meta }] of bundles.widgets) {
    widgets[name] = {
      container: meta.container as string,
      entry: `${origin}/widgets/${name}/${meta.version}/${meta.entry}`,
      expose: meta.expose as string,
      version: meta.version,
    };
    versions.push(`${name}@${meta.version}`);
  }
  const version = createHash('sha256').update(versions.join(',')).digest('hex').slice(0, 16);
  return { version, widgets };
}

function notFound(request: FastifyRequest, reply: FastifyReply, what: string): FastifyReply {
  reply.header('cache-control', CACHE.noStore).header('access-control-allow-origin', '*');
  return sendError(new HttpError(404, 'WIDGET_ASSET_NOT_FOUND', `Nie znaleziono ${what}`), request, reply);
}

export default async function web(app: FastifyInstance): Promise<void> {
  const config = (app as unknown as { config: WebConfig }).config;
  const bundles = readWebBundles(config.webRoot);
  for (const problem of bundles.problems) app.log.warn(`web: ${problem}`);
  if (!bundles.embed) app.log.warn('web: embed loader not built; run `npm run build`');
  if (bundles.widgets.size === 0) app.log.warn('web: no widget built; run `npm run build`');
  app.decorate('webBundles', bundles);
  registerDomainRouting(app, config as DomainRoutingConfig);
  registerErrorPages(app);

  app.get('/embed.js', (request, reply) => {
    if (!bundles.embed) {
      return reply
        .code(503)
        .header('cache-control', CACHE.noStore)
        .header('access-control-allow-origin', '*')
        .type('text/plain; charset=utf-8')
        .send('Zapisy: loader nie jest zbudowany (npm run build).');
    }
    return sendStatic(request, reply, bundles.embed.file, CACHE.loader, { cors: true });
  });

  app.get('/widgets/manifest.json', (request, reply) => {
    const origin = requestOrigin(request, config.publicUrl, config.baseDomain);
    return reply
      .header('cache-control', CACHE.manifest)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('vary', 'Host')
      .type('application/json; charset=utf-8')
      .send(buildManifest(bundles, origin));
  });

  app.get<{ Params: { name: string; version: string; '*': string } }>(
    '/widgets/:name/:version/*',
    (request, reply) => {
      const { name, version } = request.params;
      const file = request.params['*'];
      const bundle = bundles.widgets.get(name);
      if (!bundle) return notFound(request, reply, `widżetu „${name}”`);
      if (bundle.meta.version !== version) {
        return notFound(
          request,
          reply,
          `wersji ${version} widżetu „${name}” (aktualna: ${bundle.meta.version})`,
        );
      }
      const asset = bundle.files.get(file);
      if (!asset) return notFound(request, reply, `pliku ${file} widżetu „${name}”`);
      return sendStatic(request, reply, asset, CACHE.immutable, { cors: true });
    },
  );

  registerAdmin(app, join(config.webRoot, 'host-admin', 'dist'));
  registerHostedPages(app, config);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the web plugin read from the widgets' dist directories at start-up. */
    webBundles: WebBundles;
  }
}
