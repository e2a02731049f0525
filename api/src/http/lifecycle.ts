/**
 * Per-request hooks of the kernel: the auth token from `x-auth-token`, the `x-request-id` response header,
 * CORS (./cors.ts), one JSON log line per finished request, and 503 (contract body) for requests that
 * arrive while closing. One `onRequest` hook does all of it: each hook Fastify runs costs a step of its
 * hook runner on every request.
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { AUTH_TOKEN_HEADER, REQUEST_ID_HEADER } from './context.js';
import { answerPreflight, sendCorsHeaders } from './cors.js';
import { HttpError, sendError } from './errors.js';
import { writeInfoLine } from './request-line.js';
import { LazyRequestLogger } from './request-logger.js';

export function installLifecycleHooks(app: FastifyInstance): void {
  let closing = false;
  app.decorateRequest('authToken', undefined);

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const token = request.headers[AUTH_TOKEN_HEADER];
    if (typeof token === 'string' && token !== '') request.authToken = token;
    if (closing) {
      reply.header('connection', 'close');
      done(new HttpError(503, 'SHUTTING_DOWN'));
      return;
    }
    sendCorsHeaders(reply);
    // Every OPTIONS request is a preflight, answered here before authentication (browsers send none).
    if (request.method === 'OPTIONS') return answerPreflight(reply);
    done();
  });
  // Lets OPTIONS requests reach a route (answered by the hook above); not in the OpenAPI document.
  app.options('*', { schema: { hide: true } }, (_request, reply) => {
    reply.code(204).send();
  });

  // Fastify closes the keep-alive connections that are idle when `close` starts; one that finishes its
  // in-flight request later would keep the server open until keepAliveTimeout, so sweep until closed.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done: () => void) => {
    closing = true;
    if (app.server.listening) {
      sweep = setInterval(() => app.server.closeIdleConnections(), 25);
      sweep.unref();
      app.server.once('close', () => clearInterval(sweep));
    }
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
}

/** For `frameworkErrors` (bad URL encoding and the like, raised before routing and hooks). */
export function frameworkErrors(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  sendError(error, request, reply);
}

/**
 * One pino line per request, written when it completes: `{ reqId, method, url, statusCode, responseTime,
 * ip }` (Fastify's own "incoming request" line is dropped). Errors are logged by the error handler.
 * The per-request logger is lazy (./request-logger.ts): a request that logs nothing else builds no child.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip,
    };
    const log = reply.log;
    if (error) log.error({ ...line, err: error }, 'request errored');
    // Nothing else logged for this request: its line goes through the parent, the id in the line (the
    // same JSON as a child's), so no pino child is built for it (./request-logger.ts).
    else if (log instanceof LazyRequestLogger && !log.created) {
      const bindings = log.bindings as Record<string, string>;
      if (!writeInfoLine(log.parent, bindings, line, 'request completed'))
        log.parent.info({ ...bindings, ...line }, 'request completed');
    } else log.info(line, 'request completed');
  }

  /** The kernel's error handler logs every error once; Fastify's default one is never used. */
  override defaultErrorLog(): void {}
}
