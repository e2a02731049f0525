/**
 * `POST /console-error` (spec §7: "the error object. Skipped when empty, a warning, or a failure-to-report
 * message. A second reporter sends message, url, userAgent, timestamp, user (e-mail or 'anonymous'),
 * username and role (or 'guest')"). Reports are stored in `consoleErrors`, rate-limited per IP; a
 * retention job deletes old ones.
 */
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/errors.js';
import { beaconJsonParser } from '../../http/json-body-parser.js';
import { publicWriteLimitOf } from '../../limits/index.js';

export const CONSOLE_ERRORS_COLLECTION = 'consoleErrors';

export interface ConsoleErrorReport {
  message?: string;
  name?: string;
  stack?: string;
  componentStack?: string;
  level?: string;
  url?: string;
  userAgent?: string;
  timestamp?: string | number;
  user?: string;
  username?: string;
  role?: string;
  source?: string;
  line?: number;
  column?: number;
  extra?: Record<string, unknown>;
}

/** What a stored report looks like. */
export interface ConsoleErrorDocument extends ConsoleErrorReport {
  createdAt: Date;
  requestId: string;
  ip: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const consoleErrorBodySchema = {
  type: 'object',
  description:
    'Raport błędu z przeglądarki. Nieznane pola są pomijane; pusty raport, ostrzeżenie lub błąd samego ' +
    'raportowania nie jest zapisywany (204).',
  additionalProperties: false,
  properties: {
    message: text(10_000),
    name: text(200),
    stack: text(20_000),
    componentStack: text(20_000),
    level: text(20),
    url: text(2_000),
    userAgent: text(1_000),
    timestamp: { type: ['string', 'number'], maxLength: 64 },
    user: text(320),
    username: text(200),
    role: text(50),
    source: text(2_000),
    line: { type: 'integer', minimum: 0 },
    column: { type: 'integer', minimum: 0 },
    extra: { type: 'object', maxProperties: 50, additionalProperties: true },
  },
} as const;

/** A report this large after validation is refused before parsing (413). */
export const CONSOLE_ERROR_BODY_LIMIT = 64 * 1024;

const WARNING = /^\s*warning\b/i;
/** Errors raised while reporting an error: storing them would loop (the client skips them too). */
const FAILED_REPORT = [
  /console-error/i,
  /^\s*(failed|unable) to (send|report|post)\b.*\berror/i,
  /^\s*error report(ing)? failed/i,
  /^\s*nie udało się (wysłać|zgłosić|zapisać) (raportu )?błędu/i,
];

/** Why a report is not stored, or null when it should be. */
export function consoleErrorSkipReason(
  report: ConsoleErrorReport,
): 'empty' | 'warning' | 'failed-report' | null {
  const message = report.message?.trim() ?? '';
  const stack = report.stack?.trim() ?? '';
  if (message === '' && stack === '') return 'empty';
  const level = report.level?.trim().toLowerCase();
  if (level === 'warn' || level === 'warning' || WARNING.test(message)) return 'warning';
  if (FAILED_REPORT.some((pattern) => pattern.test(message))) return 'failed-report';
  return null;
}

export default async function consoleErrorRoutes(app: FastifyInstance): Promise<void> {
  // navigator.sendBeacon sends a string as text/plain (no CORS preflight); accept JSON in it here only.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, beaconJsonParser);

  const collection = app.store.db.collection<ConsoleErrorDocument>(CONSOLE_ERRORS_COLLECTION);

  app.post<{ Body: ConsoleErrorReport }>(
    '/console-error',
    {
      bodyLimit: CONSOLE_ERROR_BODY_LIMIT,
      config: { access: { public: true } },
      ...publicWriteLimitOf(app, 'console-error'),
      preValidation: (request, _reply, done) => {
        // "Skipped when empty": no body at all validates as an empty report.
        if (request.body === undefined || request.body === null) request.body = {};
        done();
      },
      schema: {
        summary: 'Zgłoszenie błędu z przeglądarki (console-error)',
        tags: ['system'],
        body: consoleErrorBodySchema,
        response: {
          201: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string' } },
          },
          204: { type: 'null', description: 'Pominięto: pusty raport, ostrzeżenie lub błąd raportowania' },
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const report = request.body;
      const skip = consoleErrorSkipReason(report);
      if (skip !== null) {
        request.log.debug({ skip }, 'console error skipped');
        return reply.code(204).send();
      }
      const doc: ConsoleErrorDocument = {
        ...report,
        createdAt: new Date(),
        requestId: request.id,
        ip: request.ip,
      };
      const result = await collection.insertOne(doc);
      return reply.code(201).send({ id: String(result.insertedId) });
    },
  );
}
