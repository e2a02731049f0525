import { AppError } from './app-error.js';
import { ErrorMessages } from './messages.js';

/** HTTP 400 with a list of problems; the message joins them with '; ' (spec §5, §8). */
export class ValidationError extends AppError {
  readonly status = 400;
  readonly code = 'VALIDATION';
  constructor(errors: readonly string[] | string = [], message?: string) {
    const list = typeof errors === 'string' ? [errors] : errors;
    super(message ?? (list.length > 0 ? list.join('; ') : ErrorMessages.validation), list);
  }
}

/** HTTP 403. */
export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly code = 'FORBIDDEN';
  constructor(message: string = ErrorMessages.forbidden) {
    super(message);
  }
}

/** HTTP 404. */
export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
  constructor(message: string = ErrorMessages.notFound) {
    super(message);
  }
}

/** HTTP 409: the request was valid but the operation cannot be done. */
export class BusinessError extends AppError {
  readonly status = 409;
  readonly code: string;
  constructor(message: string = ErrorMessages.business, code = 'BUSINESS') {
    super(message);
    this.code = code;
  }
}

/** HTTP 504: the operation took too long. */
export class TimeoutError extends AppError {
  readonly status = 504;
  readonly code = 'TIMEOUT';
  constructor(message: string = ErrorMessages.timeout) {
    super(message);
  }
}
