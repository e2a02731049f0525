import { AppError } from './app-error.js';

/**
 * A response status the error catalogue has no class for. Spec §8: "Other statuses: HTTP error with status,
 * path and server message." The code is the server's (`HTTP_<status>` when it sent none).
 */
export class HttpError extends AppError {
  readonly status: number;
  readonly code: string;
  /** The request path the response came from, e.g. '/project/abc'. */
  readonly path: string;

  constructor(input: {
    status: number;
    path: string;
    message?: string;
    code?: string;
    errors?: readonly string[];
  }) {
    super(input.message ?? `Błąd HTTP ${input.status} (${input.path})`, input.errors ?? []);
    this.status = input.status;
    this.path = input.path;
    this.code = input.code ?? `HTTP_${input.status}`;
  }
}
