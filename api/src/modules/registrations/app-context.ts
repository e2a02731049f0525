/** The registration context of a project in this server: field kinds, strings and payments from the app. */
import type { FormFieldKindRegistry } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { formFieldKindRegistryOf } from '../forms/field-kinds.js';
import { onlinePaymentsAvailable } from '../payments/online-availability.js';
import type { ProjectRecord } from '../projects/documents.js';
import { projectStringsOf } from './strings.js';
import type { RegistrationContext } from './submit.js';

export async function registrationContextOf(
  app: FastifyInstance,
  project: ProjectRecord,
  options: { onError: (error: unknown) => void; registry?: FormFieldKindRegistry },
): Promise<RegistrationContext> {
  return {
    store: app.store,
    project,
    registry: options.registry ?? formFieldKindRegistryOf(app),
    strings: () => projectStringsOf(app, project),
    onError: options.onError,
    onlineAvailable: await onlinePaymentsAvailable(app, project),
    leaseMs: app.config.registrationLeaseMs,
  };
}
