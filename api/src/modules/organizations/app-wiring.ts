/** The organizations module's dependencies as the running server provides them (set-ups, tests, benchmarks). */
import type { FastifyInstance } from 'fastify';
import { secretBoxOf } from '../../secrets/index.js';
import { settingsRegistryOf } from '../plugin-settings/index.js';
import type { PaymentModuleDeps } from './use-payment-module.js';

export function paymentModuleDepsOf(app: FastifyInstance): PaymentModuleDeps {
  return { store: app.store, box: secretBoxOf(app), registry: settingsRegistryOf(app) };
}
