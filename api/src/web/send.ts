import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaticFile } from './bundles.js';

export interface SendOptions {
  /** Add `Access-Control-Allow-Origin: *` and `Cross-Origin-Resource-Policy: cross-origin`. */
  cors?: boolean;
}

/** Sends an in-memory file with its ETag, gzip when the client accepts it, and the given cache policy. */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  cacheControl: string,
  options: SendOptions = {},
): FastifyReply {
  reply
    .header('cache-control', cacheControl)
    .header('etag', file.etag)
    .header('x-content-type-options', 'nosniff');
  if (options.cors) {
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
  }
  if (file.gzip) reply.header('vary', 'Accept-Encoding');
  const inm = request.headers['if-none-match'];
  if (typeof inm === 'string' && inm.split(/\s*,\s*/).includes(file.etag)) {
    return reply.code(304).send();
  }
  reply.type(file.type);
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (file.gzip && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.body);
}
