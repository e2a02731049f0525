/** Project errors with the spec's messages in the project's vocabulary. */
import {
  NotFoundError,
  type NounForms,
  projectEditionMessage,
  ValidationError,
  type VocabularyNoun,
} from '@zapisy/core';

/** Spec §5: "'{project} o podanej domenie już istnieje. Znajdź unikalną, nową domenę.'" as a 400. */
export function domainTaken(nouns: Record<VocabularyNoun, NounForms>): ValidationError {
  return new ValidationError([projectEditionMessage('domainTaken', nouns)]);
}

export function projectNotFoundError(id: string): NotFoundError {
  return new NotFoundError(`Nie znaleziono projektu o identyfikatorze „${id}”`);
}

export function domainNotFoundError(domain: string): NotFoundError {
  return new NotFoundError(`Nie znaleziono projektu pod domeną „${domain}”`);
}
