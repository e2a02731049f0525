/**
 * Every JSON body the API reads goes through here: `application/json` (Fastify's own parser, with its
 * `__proto__` and `constructor` checks) and the JSON that `navigator.sendBeacon` posts as text/plain.
 * A body nested deeper than MAX_JSON_DEPTH is a 400 validation error before it is parsed.
 */
import { ErrorMessages, ValidationError } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, INVALID_JSON_MESSAGE } from './errors.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';

type Done = (error: Error | null, body?: unknown) => void;

export const tooDeepError = (): ValidationError =>
  new ValidationError(
    [`${ErrorMessages.bodyTooDeep} (ponad ${MAX_JSON_DEPTH} poziomów tablic i obiektów)`],
    ErrorMessages.validation,
  );

/** Replaces the default `application/json` parser with the same parser behind the depth check. */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string)) done(tooDeepError(), undefined);
    else parse(request, body as string, done);
  });
}

/** For a scope's text/plain parser (sendBeacon): JSON in a string, an empty body is `{}`. */
export function beaconJsonParser(_request: FastifyRequest, body: string | Buffer, done: Done): void {
  const text = body as string;
  if (nestedDeeperThan(text)) {
    done(tooDeepError());
    return;
  }
  try {
    done(null, text.trim() === '' ? {} : JSON.parse(text));
  } catch {
    done(new HttpError(400, 'INVALID_JSON', INVALID_JSON_MESSAGE));
  }
}
