/**
 * CORS for widgets embedded on third-party sites: any origin, no credentials. The headers are fixed, so
 * they are built once here and set by the kernel's one `onRequest` hook (./lifecycle.ts), the way
 * @fastify/cors set them with `origin: '*'` (it spread its options into a new object, built a resolver
 * closure and lower-cased each header name on every request):
 *
 * - every request: `access-control-allow-origin: *` and `access-control-expose-headers`;
 * - every OPTIONS request is a preflight (not strict): 204 with the allowed methods and headers and
 *   `max-age`, answered in the hook, before authentication.
 */
import type { FastifyReply } from 'fastify';
import { AUTH_TOKEN_HEADER, REQUEST_ID_HEADER } from './context.js';

export const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
export const CORS_ALLOWED_HEADERS = ['content-type', AUTH_TOKEN_HEADER, REQUEST_ID_HEADER, 'accept'].join(
  ', ',
);
export const CORS_EXPOSED_HEADERS = [REQUEST_ID_HEADER, 'retry-after'].join(', ');
/** Seconds a browser may cache a preflight. */
export const CORS_MAX_AGE = '600';

/** The headers of every response. */
export function sendCorsHeaders(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
}

/** Answers a preflight (204, no body); the caller does not continue the request. */
export function answerPreflight(reply: FastifyReply): void {
  reply
    .code(204)
    .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
    .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
    .header('access-control-max-age', CORS_MAX_AGE)
    .header('content-length', '0')
    .send();
}
