/**
 * The options of @fastify/swagger: the document's head (info with licence and contact, servers, the
 * `x-auth-token` scheme), the per-route pass and the whole-document pass. Nothing here reaches the
 * network: every `$ref` is local.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteAccess } from '../../auth/access.js';
import { finishDocument, type OpenApiDocument } from './finish-document.js';
import { type DocumentedSchema, documentRoute } from './route-documentation.js';
import { securitySchemes } from './security.js';

export interface DocumentSettings {
  apiPath: string;
  publicUrl: string;
  version: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The public address, or '/' (the host serving the document) on a developer's machine. */
export function serverUrl(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') ? '/' : publicUrl.replace(/\/+$/, '');
}

export function swaggerOptions(settings: DocumentSettings): SwaggerOptions {
  const { apiPath } = settings;
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zapisy API',
        version: settings.version,
        description:
          'Headless API of Zapisy. Errors share one shape (`ErrorResponse`); 400 lists validation errors, ' +
          '409 is a business error, 202 means background processing, 504 a timeout. ' +
          'Protected operations take the session token in the `x-auth-token` header.',
        license: { name: 'Licencja zamknięta, wszelkie prawa zastrzeżone', url: settings.publicUrl },
        contact: { name: 'Zapisy', url: settings.publicUrl },
      },
      servers: [{ url: serverUrl(settings.publicUrl) }],
      components: { securitySchemes },
    },
    // The document describes the API only; web assets and hosted pages at the root stay out of it.
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(apiPath)) return { schema: { ...schema, hide: true }, url };
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      return { schema: documentRoute(schema as DocumentedSchema, url, access, apiPath) as never, url };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (finishDocument(
            documentObject.openapiObject as OpenApiDocument,
            apiPath,
          ) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  };
}
