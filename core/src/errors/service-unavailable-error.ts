import { AppError } from './app-error.js';
import { ErrorMessages } from './messages.js';

/**
 * HTTP 503 for an HTML page where JSON was expected (a proxy error page, an outdated bundle's fallback).
 * Spec §8: "An HTML response (content type html, or body starting with a doctype or html tag) becomes a 503
 * with a message that the service is temporarily unavailable and to try again shortly." The client's
 * answer to it is to clear caches and reload.
 */
export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly path: string;

  constructor(path: string, message: string = ErrorMessages.unavailable) {
    super(message);
    this.path = path;
  }
}
