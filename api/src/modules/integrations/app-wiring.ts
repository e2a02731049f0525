/** The integrations module's dependencies as the running server provides them (for its routes). */
import type { FastifyInstance } from 'fastify';
import { secretBoxOf } from '../../secrets/index.js';
import { paymentDepsOf, paymentProvidersOf } from '../payments/index.js';
import type { IntegrationDeps } from './integration-deps.js';

export function integrationDepsOf(app: FastifyInstance): IntegrationDeps {
  const checkLog = app.log.child({ module: 'integrations-check' });
  return {
    store: app.store,
    paymentProviders: () => paymentProvidersOf(app),
    accountContext: paymentDepsOf(app).accountContext,
    keys: { box: secretBoxOf(app), config: app.config.payments },
    checkLog: {
      info: (message, data) => checkLog.info(data ?? {}, message),
      warn: (message, data) => checkLog.warn(data ?? {}, message),
      error: (message, data) => checkLog.error(data ?? {}, message),
    },
    log: app.log,
  };
}
