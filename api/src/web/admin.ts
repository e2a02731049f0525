/**
 * The admin single-page app from `host-admin/dist` under `/admin` (its account screens under `/glowne`):
 * real files are served as they are (a year of cache when their name carries a content hash), every other
 * path gets index.html (no-cache)
 * so client-side routes survive a reload. Its pages carry the admin's CSP and headers (./security-headers.ts). A missing asset-like path (`/admin/assets/x.js`) is a 404, not
 * index.html, so a stale chunk fails loudly instead of parsing HTML as JavaScript.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendError } from '../http/errors.js';
import { type StaticFile, staticFile } from './bundles.js';
import { CACHE } from './cache.js';
import { hasAssetExtension, isHashedFileName } from './content-types.js';
import { adminMissingPage } from './html.js';
import { sendAdminHeaders } from './security-headers.js';
import { sendStatic } from './send.js';

/** Spec §2 account routes (plus /accessDenied, reached after a forbidden response and log-in). */
export const ACCOUNT_SCREENS = [
  'zaloguj',
  'wyloguj',
  'wylogowano',
  'zarejestruj',
  'potwierdz-rejestracje',
  'edytuj-uzytkownika',
  'resetuj-haslo',
  'zalogowano',
  'accessDenied',
  // "Editors are under /glowne/edycja/: formularza, formularz-podstawowy, ankiety, strony."
  'edycja/formularza',
  'edycja/formularz-podstawowy',
  'edycja/ankiety',
] as const;

interface AdminIndex {
  files: Map<string, StaticFile>;
  index: StaticFile;
}

function readAdmin(distDir: string): AdminIndex | undefined {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(distDir, { recursive: true })) {
    const path = join(distDir, String(entry));
    if (!statSync(path).isFile()) continue;
    const name = relative(distDir, path).split(sep).join('/');
    const stat = statSync(path);
    files.set(
      name,
      staticFile(name, readFileSync(path), `${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}`),
    );
  }
  const index = files.get('index.html');
  return index ? { files, index } : undefined;
}

export function registerAdmin(app: FastifyInstance, distDir: string): void {
  let admin = readAdmin(distDir);
  let checkedAt = Date.now();
  if (!admin) app.log.warn({ distDir }, 'admin SPA not built: /admin answers 503 until `npm run build`');

  /** While the build is missing, look again at most every 2 s (a build may land after start-up). */
  const current = (): AdminIndex | undefined => {
    if (!admin && Date.now() - checkedAt > 2000) {
      checkedAt = Date.now();
      admin = readAdmin(distDir);
    }
    return admin;
  };

  const handler = (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    const spa = current();
    if (!spa) {
      return sendAdminHeaders(reply)
        .code(503)
        .header('cache-control', CACHE.noStore)
        .type('text/html; charset=utf-8')
        .send(adminMissingPage(distDir));
    }
    const path = (request.params['*'] ?? '').replace(/^\/+/, '');
    const file = path && spa.files.get(path);
    if (file && path !== 'index.html') {
      return sendStatic(request, reply, file, isHashedFileName(path) ? CACHE.immutable : CACHE.noCache);
    }
    if (path && hasAssetExtension(path)) {
      return sendError(
        new HttpError(404, 'ADMIN_ASSET_NOT_FOUND', `Nie znaleziono pliku /admin/${path}`),
        request,
        reply,
      );
    }
    return sendStatic(request, sendAdminHeaders(reply), spa.index, CACHE.noCache);
  };

  app.get('/admin', handler);
  app.get('/admin/*', handler);

  // The account screens of spec §2 ("Account (/glowne)") are client-side routes of the same SPA: each gets
  // index.html (its assets load from /admin/assets). Other /glowne paths stay 404.
  const accountHandler = (request: FastifyRequest, reply: FastifyReply) => {
    const spa = current();
    if (!spa) return handler(request as FastifyRequest<{ Params: { '*'?: string } }>, reply);
    return sendStatic(request, sendAdminHeaders(reply), spa.index, CACHE.noCache);
  };
  app.get('/glowne', accountHandler);
  for (const screen of ACCOUNT_SCREENS) app.get(`/glowne/${screen}`, accountHandler);
}
