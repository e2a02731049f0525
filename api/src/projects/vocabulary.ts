/** The vocabulary nouns of a project's translation type, for messages such as the duplicate validation. */
import { type NounForms, Tokens, type TranslationType, type VocabularyNoun } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { pickTranslationType } from '../routes/strings.js';

export function projectNouns(
  app: FastifyInstance,
  translationType: string | undefined,
): Record<VocabularyNoun, NounForms> {
  const types = app.container.isRegistered(Tokens.TranslationType, true)
    ? app.container.resolveAll<TranslationType>(Tokens.TranslationType)
    : [];
  return pickTranslationType(types, translationType).nouns;
}
