/** Project errors with the spec's messages in the project's vocabulary. */
import { NotFoundError, projectEditionMessage, ValidationError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { projectNouns } from './vocabulary.js';

/** Spec §5: "'{project} o podanej domenie już istnieje. Znajdź unikalną, nową domenę.'" as a 400. */
export function domainTaken(app: FastifyInstance, translationType: string | undefined): ValidationError {
  return new ValidationError([projectEditionMessage('domainTaken', projectNouns(app, translationType))]);
}

export function projectNotFoundError(id: string): NotFoundError {
  return new NotFoundError(`Nie znaleziono projektu o identyfikatorze „${id}”`);
}

export function domainNotFoundError(domain: string): NotFoundError {
  return new NotFoundError(`Nie znaleziono projektu pod domeną „${domain}”`);
}
