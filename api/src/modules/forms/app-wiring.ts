/**
 * What the forms module reads from the running server: the form-field kinds registered by the loaded plugins
 * (multi-provider `Tokens.FormFieldKind`).
 */
import {
  createFormFieldKindRegistry,
  type FormFieldKind,
  type FormFieldKindRegistry,
  Tokens,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { registeredAll } from '../../plugins/registered.js';

export function formFieldKindsOf(app: FastifyInstance): FormFieldKind[] {
  return registeredAll(app, Tokens.FormFieldKind);
}

export function formFieldKindRegistryOf(app: FastifyInstance): FormFieldKindRegistry {
  return createFormFieldKindRegistry(formFieldKindsOf(app));
}
