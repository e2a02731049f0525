/**
 * The HTTP kernel every Zapisy server shares: Fastify options (request ids, body limit, handler timeout,
 * Ajv), the error contract, JSON 404s, CORS for third-party origins (./cors.ts, set by the lifecycle hook), rate limiting (opt-in per route) and
 * the generated OpenAPI document with its browsable UI at `<apiPath>/docs`.
 */
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SCHEMA_UI_KEYWORDS } from '@zapisy/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';
import { docsCsp, sendDocsHeaders } from '../web/security-headers.js';
import {
  acceptedResponseSchema,
  errorResponseSchema,
  HttpError,
  sendError,
  sendRouteNotFound,
} from './errors.js';
import { installJsonBodyParser } from './json-body-parser.js';
import { frameworkErrors, installLifecycleHooks, RequestLogController } from './lifecycle.js';
import { swaggerOptions } from './openapi/swagger-options.js';
import { genReqId } from './request-id.js';
import { lazyChildLoggerFactory } from './request-logger.js';

/**
 * Ajv options on top of Fastify's defaults (`coerceTypes: 'array'`, `useDefaults`, `removeAdditional`).
 * A widget validating with the same schemas must use the same set to agree with the server.
 */
export const AJV_CUSTOM_OPTIONS = {
  allErrors: true,
  allowUnionTypes: true,
  // Core's form hints (`x-unit`, `x-retired`): annotations the validator accepts and ignores.
  keywords: [...SCHEMA_UI_KEYWORDS],
};

/** Pino options or `false`, or a ready logger instance (pino) that Fastify then uses as is. */
export type KernelLogger = FastifyServerOptions['logger'] | FastifyBaseLogger;

function isLoggerInstance(logger: KernelLogger): logger is FastifyBaseLogger {
  return (
    typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function'
  );
}

/** Fastify options; the handler timeout is set per route by `installKernel` (see there). */
export function serverOptions(config: AppConfig, logger: KernelLogger): FastifyServerOptions {
  return {
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger: logger ?? false }),
    genReqId,
    logController: new RequestLogController(),
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: config.bodyLimit,
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: AJV_CUSTOM_OPTIONS },
    frameworkErrors,
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Whether a route's method carries a request body Fastify reads before the handler. */
export function readsBody(method: string | string[]): boolean {
  return (Array.isArray(method) ? method : [method]).some((m) => BODY_METHODS.has(m.toUpperCase()));
}

export interface KernelInfo {
  version: string;
}

export async function installKernel(
  app: FastifyInstance,
  config: AppConfig,
  info: KernelInfo,
): Promise<void> {
  installLifecycleHooks(app);

  // Spec §7/§9 "Timeout 60 s": a handler slower than `handlerTimeoutMs` answers 504 (the error handler
  // maps FST_ERR_HANDLER_TIMEOUT to TimeoutError). Set per route rather than server-wide so a route that
  // answers from memory synchronously (GET /env) can opt out with `config: { handlerTimeout: false }`:
  // its timer could never fire, and it would cost an AbortController and a timer per request.
  // Only on routes without a request body: Fastify (5.12) clears the timer when the request stream
  // closes, which for a request whose body it has read is right after the body, before the handler runs;
  // there the timer never fired, and its AbortController was aborted at once (a DOMException with a stack
  // per request, a visible share of a registration). So POST/PUT/PATCH routes get none.
  app.addHook('onRoute', (route) => {
    if (
      route.handlerTimeout === undefined &&
      route.config?.handlerTimeout !== false &&
      !readsBody(route.method)
    ) {
      route.handlerTimeout = config.handlerTimeoutMs;
    }
  });
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) => sendRouteNotFound(request, reply));

  // Only JSON by default (with a nesting limit); a route that takes another type adds its own parser.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app);

  app.addSchema(errorResponseSchema);
  app.addSchema(acceptedResponseSchema);

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, 'RATE_LIMITED', `Zbyt wiele żądań. Spróbuj ponownie za ${seconds} s.`);
    },
  });

  await app.register(
    swagger,
    swaggerOptions({ apiPath: config.apiPath, publicUrl: config.publicUrl, version: info.version }),
  );
  // The docs' own scope: its CSP (hashes of its inline code) without framing, and the pages' headers
  // (web/security-headers.ts); nothing of this runs on the API's routes.
  await app.register(swaggerUi, {
    routePrefix: `${config.apiPath}/docs`,
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    staticCSP: true,
    transformStaticCSP: docsCsp,
    uiHooks: {
      onRequest: (_request, reply, done) => {
        sendDocsHeaders(reply);
        done();
      },
    },
  });
}
