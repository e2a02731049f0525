/**
 * What one route contributes to the OpenAPI document beyond its own schema, derived from what the route
 * already declares: the security requirement from `config.access` (public routes need no token), the
 * 401/403 answers a protected route can give, the shared error shape for every other status, a tag from
 * the first path segment, and the file a download route answers with.
 */
import type { RouteAccess } from '../../auth/access.js';
import { AUTH_TOKEN_SCHEME } from './security.js';

type Responses = Record<string, unknown>;

export interface DocumentedSchema {
  hide?: boolean;
  tags?: readonly string[];
  security?: readonly Record<string, readonly string[]>[];
  response?: Responses;
  [key: string]: unknown;
}

const errorRef = { $ref: 'ErrorResponse#' } as const;

const FILE_MEDIA_TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function fileResponse(url: string): Responses | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(url)?.[1];
  const mediaType = extension ? FILE_MEDIA_TYPES[extension] : undefined;
  if (!mediaType || !extension) return undefined;
  return {
    200: {
      description: `Plik ${extension.toUpperCase()}`,
      content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
    },
  };
}

/** The first path segment below the API path: 'participants' for '/services/api/participants/:eventId'. */
export function tagOf(url: string, apiPath: string): string {
  const below = url.slice(apiPath.length).split('/').filter(Boolean);
  return below[0] ?? 'api';
}

function protectedResponses(access: RouteAccess | undefined): Responses {
  if (!access || 'public' in access) return {};
  const out: Responses = { 401: errorRef };
  if (!('authenticated' in access)) out[403] = errorRef;
  return out;
}

/** The route's schema as the document shows it; the route's own declarations win over derived ones. */
export function documentRoute(
  schema: DocumentedSchema | undefined,
  url: string,
  access: RouteAccess | undefined,
  apiPath: string,
): DocumentedSchema {
  const own = schema ?? {};
  const declared = own.response ?? {};
  const hasSuccess = Object.keys(declared).some((status) => status.startsWith('2'));
  return {
    ...own,
    tags: own.tags ?? [tagOf(url, apiPath)],
    security: own.security ?? (access && !('public' in access) ? [{ [AUTH_TOKEN_SCHEME]: [] }] : []),
    response: {
      ...(hasSuccess ? {} : fileResponse(url)),
      ...protectedResponses(access),
      ...declared,
      default: declared.default ?? errorRef,
    },
  };
}
