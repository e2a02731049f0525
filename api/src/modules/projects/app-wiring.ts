/** What the projects module reads from the running server: the vocabularies its plugins registered. */
import { Tokens, type TranslationType } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { registeredAll } from '../../plugins/registered.js';

export function translationTypesOf(app: FastifyInstance): TranslationType[] {
  return registeredAll(app, Tokens.TranslationType);
}
