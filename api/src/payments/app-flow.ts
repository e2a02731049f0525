/** The payment flow's dependencies as the running server provides them. */
import { type PaymentProvider, Tokens } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { now as clockNow } from '../clock.js';
import { registeredAll } from '../plugins/registered.js';
import { secretBoxOf } from '../secrets/index.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { resolveAccount } from './payment-setup.js';
import { accountContext } from './provider-context.js';

const flows = new WeakMap<FastifyInstance, PaymentFlowDeps>();

export function paymentProvidersOf(app: FastifyInstance): PaymentProvider[] {
  return registeredAll(app, Tokens.PaymentProvider);
}

export function paymentFlowOf(app: FastifyInstance): PaymentFlowDeps {
  const cached = flows.get(app);
  if (cached) return cached;
  const providers = new Map(paymentProvidersOf(app).map((provider) => [provider.id, provider]));
  const box = secretBoxOf(app);
  const log = app.log.child({ module: 'payments' });
  const pluginLog = {
    info: (message: string, data?: Record<string, unknown>) => log.info(data ?? {}, message),
    warn: (message: string, data?: Record<string, unknown>) => log.warn(data ?? {}, message),
    error: (message: string, data?: Record<string, unknown>) => log.error(data ?? {}, message),
  };
  const flow: PaymentFlowDeps = {
    store: app.store,
    provider: (id) => providers.get(id),
    async context(provider, organizationId, eventId) {
      const account = await resolveAccount(app.store, provider, {
        organizationId,
        ...(eventId !== undefined ? { eventId } : {}),
      });
      return accountContext(provider, account.group, { box, config: app.config.payments, log: pluginLog });
    },
    now: clockNow,
    log,
    maxAttempts: app.config.payments.notificationMaxAttempts,
  };
  flows.set(app, flow);
  return flow;
}
