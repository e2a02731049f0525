/**
 * The spec's error contract from the server side (first document §8): every error under the API path is
 * one JSON shape, `{ status, code, message, errors, requestId }`, with the spec's Polish default messages.
 * Stacks are logged, never sent; HTML is never returned.
 */
import {
  type AjvErrorLike,
  AppError,
  ErrorMessages,
  formatValidationErrors,
  TimeoutError,
} from '@zapisy/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors: string[];
  requestId: string;
}

/** JSON Schema of `ErrorBody`, added to Fastify as `ErrorResponse` (OpenAPI component). */
export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  description:
    'Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu.',
  required: ['status', 'code', 'message', 'errors', 'requestId'],
  properties: {
    status: { type: 'integer', examples: [400] },
    code: { type: 'string', examples: ['VALIDATION'] },
    message: { type: 'string', examples: [ErrorMessages.validation] },
    errors: { type: 'array', items: { type: 'string' }, examples: [['body.email: pole jest wymagane']] },
    requestId: { type: 'string' },
  },
} as const;

const errorRef = { $ref: 'ErrorResponse#' } as const;

/** `response` entries for the given statuses, all pointing at the shared error schema. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorRef> {
  const out: Record<number, typeof errorRef> = {};
  for (const status of statuses) out[status] = errorRef;
  return out;
}

/** Polish default message per HTTP status (the spec's catalogue where it has one). */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Nieprawidłowe żądanie',
  401: 'Brak autoryzacji',
  403: ErrorMessages.forbidden,
  404: ErrorMessages.notFound,
  405: 'Niedozwolona metoda',
  406: 'Nieobsługiwany format odpowiedzi',
  408: 'Przekroczono czas oczekiwania na żądanie',
  409: ErrorMessages.business,
  413: 'Treść żądania jest za duża',
  415: 'Nieobsługiwany typ treści żądania',
  422: ErrorMessages.validation,
  429: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
  500: ErrorMessages.internal,
  502: ErrorMessages.unavailable,
  503: ErrorMessages.unavailable,
  504: ErrorMessages.timeout,
};

/** An HTTP error with a Polish message, for framework-level cases that have no AppError class. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly errors: readonly string[];
  constructor(statusCode: number, code: string, message?: string, errors: readonly string[] = []) {
    super(message ?? STATUS_MESSAGES[statusCode] ?? `HTTP ${statusCode}`);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}

export const INVALID_JSON_MESSAGE = 'Nieprawidłowy JSON w treści żądania';

function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  // Another copy of @zapisy/core (a plugin's own dependency) fails instanceof; accept the same shape.
  const e = error as Partial<AppError> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.status === 'number' &&
    typeof e.code === 'string' &&
    Array.isArray(e.errors) &&
    e instanceof Error
  );
}

interface Mapped {
  status: number;
  code: string;
  message: string;
  errors: string[];
}

type AnyError = Partial<FastifyError> & { message?: string; statusCode?: number; status?: number };

/** Maps anything thrown to the contract. Unknown errors become a generic 500 (their text is not sent). */
export function mapError(raw: unknown, bodyLimit?: number): Mapped {
  if (isAppError(raw)) {
    const status = raw.status >= 400 && raw.status <= 599 ? raw.status : 500;
    return {
      status,
      code: raw.code,
      message: raw.message || STATUS_MESSAGES[status] || '',
      errors: [...raw.errors],
    };
  }
  if (raw instanceof HttpError) {
    return { status: raw.statusCode, code: raw.code, message: raw.message, errors: [...raw.errors] };
  }
  const error = (typeof raw === 'object' && raw !== null ? raw : {}) as AnyError;
  const validation = (error as { validation?: AjvErrorLike[] }).validation;
  if (Array.isArray(validation)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    return {
      status: 400,
      code: 'VALIDATION',
      message: ErrorMessages.validation,
      errors: formatValidationErrors(validation, context),
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        code: 'INVALID_JSON',
        message: INVALID_JSON_MESSAGE,
        errors: [INVALID_JSON_MESSAGE],
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': {
      const message = 'Pusta treść żądania, choć nagłówek Content-Type wskazuje application/json';
      return { status: 400, code: 'EMPTY_JSON_BODY', message, errors: [message] };
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const message =
        'Nieobsługiwany typ treści żądania; wyślij JSON z nagłówkiem Content-Type: application/json';
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message, errors: [message] };
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = bodyLimit ? ` (limit ${formatBytes(bodyLimit)})` : '';
      const message = `Treść żądania jest za duża${limit}`;
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message, errors: [message] };
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': {
      const message = 'Rozmiar treści żądania nie zgadza się z nagłówkiem Content-Length';
      return { status: 400, code: 'INVALID_CONTENT_LENGTH', message, errors: [message] };
    }
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH': {
      const message = 'Nieprawidłowy adres żądania';
      return { status: 400, code: 'BAD_URL', message, errors: [message] };
    }
    case 'FST_ERR_HANDLER_TIMEOUT': {
      const timeout = new TimeoutError();
      return { status: timeout.status, code: timeout.code, message: timeout.message, errors: [] };
    }
  }
  // JSON.parse / secure-json-parse errors (e.g. __proto__ poisoning) carry statusCode 400.
  if (raw instanceof SyntaxError && (error.statusCode === 400 || error.status === 400)) {
    return {
      status: 400,
      code: 'INVALID_JSON',
      message: INVALID_JSON_MESSAGE,
      errors: [INVALID_JSON_MESSAGE],
    };
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : error.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Client errors from Fastify or its plugins: their text describes the request, so it may be shown.
    return {
      status,
      code: typeof error.code === 'string' && !error.code.startsWith('FST_') ? error.code : `HTTP_${status}`,
      message: STATUS_MESSAGES[status] ?? `HTTP ${status}`,
      errors: error.message ? [error.message] : [],
    };
  }
  return { status: 500, code: 'INTERNAL', message: ErrorMessages.internal, errors: [] };
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} b`;
}

export function errorBody(raw: unknown, request: FastifyRequest): ErrorBody {
  const mapped = mapError(raw, request.routeOptions?.bodyLimit);
  return { ...mapped, requestId: request.id };
}

/** Fastify error handler: logs (stack for 5xx), then sends the contract body. */
export function sendError(raw: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = errorBody(raw, request);
  if (body.status >= 500) {
    request.log.error({ err: raw, code: body.code }, 'request failed');
  } else {
    request.log.info({ code: body.code, status: body.status, errors: body.errors }, 'request rejected');
  }
  const headers = (raw as { headers?: Record<string, string> } | null)?.headers;
  if (headers && typeof headers === 'object') reply.headers(headers);
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

/** Not-found handler: `404 Nie znaleziono ścieżki GET /services/api/xyz`. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  const error = new HttpError(404, 'ROUTE_NOT_FOUND', `Nie znaleziono ścieżki ${request.method} ${path}`);
  return sendError(error, request, reply);
}

export interface AcceptedInBackground {
  message: string;
  eventCount: number;
  eventIds: string[];
  async: true;
}

/** JSON Schema of the 202 background-processing body. */
export const acceptedResponseSchema = {
  $id: 'AcceptedInBackground',
  type: 'object',
  description: 'Spec §7: "A 202 means asynchronous processing and carries the body".',
  required: ['message', 'eventCount', 'eventIds', 'async'],
  properties: {
    message: { type: 'string' },
    eventCount: { type: 'integer' },
    eventIds: { type: 'array', items: { type: 'string' } },
    async: { type: 'boolean', const: true },
  },
} as const;

const pluralRules = new Intl.PluralRules('pl');
/** "1 element", "3 elementy", "5 elementów". */
function elements(n: number): string {
  const form = pluralRules.select(n);
  return `${n} ${form === 'one' ? 'element' : form === 'few' ? 'elementy' : 'elementów'}`;
}

/** Answers 202 for work that continues in the background (the client shows 'Przetwarzanie w tle'). */
export function acceptedInBackground(
  reply: FastifyReply,
  input: { message?: string; eventIds: readonly string[] },
): FastifyReply {
  const eventIds = [...input.eventIds];
  const body: AcceptedInBackground = {
    message: input.message ?? `Rozpoczęto przetwarzanie w tle: ${elements(eventIds.length)}`,
    eventCount: eventIds.length,
    eventIds,
    async: true,
  };
  return reply.code(202).send(body);
}
