/**
 * The registration context of a project in this server: field kinds and strings from the app; whether the
 * project can take online payments is the payments module's answer, which the caller brings.
 */
import type { FormFieldKindRegistry } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { formFieldKindRegistryOf } from '../forms/index.js';
import { type ProjectRecord, translationTypesOf } from '../projects/index.js';
import { projectStringsOf } from './strings.js';
import type { RegistrationContext } from './submit.js';

export function registrationContextOf(
  app: FastifyInstance,
  project: ProjectRecord,
  options: { onError: (error: unknown) => void; onlineAvailable: boolean; registry?: FormFieldKindRegistry },
): RegistrationContext {
  return {
    store: app.store,
    project,
    registry: options.registry ?? formFieldKindRegistryOf(app),
    strings: () => projectStringsOf({ store: app.store, translationTypes: translationTypesOf(app) }, project),
    onError: options.onError,
    onlineAvailable: options.onlineAvailable,
    leaseMs: app.config.registrationLeaseMs,
  };
}
