/** The vocabulary nouns of a project's translation type, for messages such as the duplicate validation. */
import { type NounForms, Tokens, type VocabularyNoun } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { registeredAll } from '../plugins/registered.js';
import { pickTranslationType } from '../routes/strings.js';

export function projectNouns(
  app: FastifyInstance,
  translationType: string | undefined,
): Record<VocabularyNoun, NounForms> {
  const types = registeredAll(app, Tokens.TranslationType);
  return pickTranslationType(types, translationType).nouns;
}
