import type { AppError } from './app-error.js';
import { BusinessError, ForbiddenError, TimeoutError, ValidationError } from './errors.js';
import { HttpError } from './http-error.js';
import { ErrorMessages } from './messages.js';
import { ServiceUnavailableError } from './service-unavailable-error.js';

/** An error response, its body already read: text, or JSON already parsed. */
export interface ErrorResponseInput {
  /** HTTP status, 100–599. */
  status: number;
  /** The request path, e.g. '/project/abc'; shown in forbidden and HTTP errors. */
  path: string;
  /** The Content-Type header, if any. */
  contentType?: string | null;
  /** Body text or parsed JSON; our server sends `{ status, code, message, errors: string[], requestId }`. */
  body?: unknown;
}

/** A server message longer than this (a stack trace, a whole page of text) is cut. */
const MAX_MESSAGE_LENGTH = 500;
const HTML_START = /^\s*<(?:!doctype|html)\b/i;

interface ErrorBodyFields {
  message?: string;
  code?: string;
  errors: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHtmlResponse(contentType: string | null | undefined, body: unknown): boolean {
  if (typeof contentType === 'string' && /html/i.test(contentType)) return true;
  return typeof body === 'string' && HTML_START.test(body);
}

function cut(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return trimmed.length > MAX_MESSAGE_LENGTH ? `${trimmed.slice(0, MAX_MESSAGE_LENGTH)}…` : trimmed;
}

/** Body text that is JSON is parsed; other text is the message itself. */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string' || !/^\s*[{[]/.test(body)) return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function errorListItem(item: unknown): string | undefined {
  if (typeof item === 'string') return cut(item);
  if (isRecord(item) && typeof item.message === 'string') return cut(item.message);
  return undefined;
}

function readErrorBody(raw: unknown): ErrorBodyFields {
  const body = parseBody(raw);
  if (typeof body === 'string') return { message: cut(body), errors: [] };
  if (!isRecord(body)) return { errors: [] };
  const list = Array.isArray(body.errors) ? body.errors : [];
  return {
    message: typeof body.message === 'string' ? cut(body.message) : undefined,
    code: typeof body.code === 'string' && body.code.trim() !== '' ? body.code : undefined,
    errors: list.map(errorListItem).filter((item): item is string => item !== undefined),
  };
}

/**
 * Maps an error response to the error catalogue (spec §8 "Mapping of responses to errors"):
 *
 * - 504: TimeoutError, "the operation timed out, try again" (checked first: a gateway's 504 page is HTML).
 * - "An HTML response (content type html, or body starting with a doctype or html tag) becomes a 503 with a
 *   message that the service is temporarily unavailable": ServiceUnavailableError.
 * - "400 and 401: validation error carrying the response body": ValidationError with the body's `errors`
 *   (or the server message as the only item) and the server message (else the list joined by '; ', else
 *   'Wystąpiły błędy walidacji'). Its status is 400 for both.
 * - "403: forbidden error with the message Forbidden plus path and server message": 'Forbidden <path>:
 *   <message>', the message defaulting to 'Brak dostępu'.
 * - "409: business error with the server message (default 'Wystąpiły błędy podczas wykonywania operacji')",
 *   keeping the server's code.
 * - "Other statuses: HTTP error with status, path and server message": HttpError.
 *
 * Pure: the caller reads the body. "No response" is `new NetworkError(cause)`. Throws ValidationError when
 * the status is not an integer 100–599 or the path is not a string.
 */
export function responseToError(response: ErrorResponseInput): AppError {
  const { status, path } = response;
  if (!Number.isInteger(status) || status < 100 || status > 599) {
    throw new ValidationError(`Nieprawidłowy status HTTP: ${String(status)}`);
  }
  if (typeof path !== 'string') throw new ValidationError('Ścieżka żądania musi być tekstem');

  if (status === 504) return new TimeoutError();
  if (isHtmlResponse(response.contentType, response.body)) return new ServiceUnavailableError(path);

  const { message, code, errors } = readErrorBody(response.body);
  switch (status) {
    case 400:
    case 401: {
      const list = errors.length > 0 ? errors : message !== undefined ? [message] : [];
      return new ValidationError(list, message);
    }
    case 403:
      return new ForbiddenError(`Forbidden ${path}: ${message ?? ErrorMessages.forbidden}`);
    case 409:
      return new BusinessError(message ?? ErrorMessages.business, code);
    default:
      return new HttpError({ status, path, message, code, errors });
  }
}
