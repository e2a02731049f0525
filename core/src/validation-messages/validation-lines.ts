/**
 * The server's 400 list (spec §5 "Server validation errors arrive as a list"): one line per error,
 * `<context><path>: <message>` ("body.email: pole jest wymagane"), and the way back from a line to the
 * field it names, so a form can show the server's message under that field.
 */
import type { AjvErrorLike } from './ajv-error.js';
import { errorSegments, listPathToSegments, segmentsToListPath } from './error-path.js';
import { polishValidationMessage } from './polish-message.js';

/** One line per error; the context is Fastify's ('body', 'querystring', 'params', 'headers'). */
export function formatValidationErrors(errors: readonly AjvErrorLike[], context = 'body'): string[] {
  const lines = new Set<string>();
  for (const error of errors) {
    lines.add(`${context}${segmentsToListPath(errorSegments(error))}: ${polishValidationMessage(error)}`);
  }
  return [...lines];
}

export interface ValidationLine {
  context: string;
  /** The field's segments below the context: ['event', 'name']. */
  segments: string[];
  message: string;
}

const WITH_CONTEXT = /^(body|querystring|params|headers)((?:\.[^.[\]:\s]+|\[\d+\])*): (.+)$/s;
/** A use case's own check names the body's field without the context: 'invoiceData.taxId: …'. */
const BODY_FIELD = /^([A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])*): (.+)$/s;

/** The parts of one line of the server's list, or null for a line that names no field. */
export function parseValidationLine(line: string): ValidationLine | null {
  const match = WITH_CONTEXT.exec(line);
  if (match) {
    return { context: match[1] ?? '', segments: listPathToSegments(match[2] ?? ''), message: match[3] ?? '' };
  }
  const field = BODY_FIELD.exec(line);
  if (!field) return null;
  return { context: 'body', segments: listPathToSegments(field[1] ?? ''), message: field[2] ?? '' };
}
