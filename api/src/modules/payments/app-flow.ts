/** The payment flow's dependencies as the running server provides them. */
import { type PaymentProvider, type PaymentProviderContext, Tokens } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { now as clockNow } from '../../clock.js';
import { registeredAll } from '../../plugins/registered.js';
import { secretBoxOf } from '../../secrets/index.js';
import type { StoredAccountGroup } from './payment-accounts.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { accountChoices, resolveAccount } from './payment-setup.js';
import { accountContext, type ProviderContextDeps } from './provider-context.js';

const flows = new WeakMap<FastifyInstance, { flow: PaymentFlowDeps; deps: ProviderContextDeps }>();

export function paymentProvidersOf(app: FastifyInstance): PaymentProvider[] {
  return registeredAll(app, Tokens.PaymentProvider);
}

export function paymentFlowOf(app: FastifyInstance): PaymentFlowDeps {
  return flowOf(app).flow;
}

/** The call context with an account already resolved (payment-setup.ts), without reading it again. */
export function accountContextOf(
  app: FastifyInstance,
  provider: PaymentProvider,
  group: StoredAccountGroup,
): Promise<PaymentProviderContext> {
  return accountContext(provider, group, flowOf(app).deps);
}

function flowOf(app: FastifyInstance): { flow: PaymentFlowDeps; deps: ProviderContextDeps } {
  const cached = flows.get(app);
  if (cached) return cached;
  const providers = new Map(paymentProvidersOf(app).map((provider) => [provider.id, provider]));
  const log = app.log.child({ module: 'payments' });
  const pluginLog = {
    info: (message: string, data?: Record<string, unknown>) => log.info(data ?? {}, message),
    warn: (message: string, data?: Record<string, unknown>) => log.warn(data ?? {}, message),
    error: (message: string, data?: Record<string, unknown>) => log.error(data ?? {}, message),
  };
  const deps: ProviderContextDeps = { box: secretBoxOf(app), config: app.config.payments, log: pluginLog };
  const flow: PaymentFlowDeps = {
    store: app.store,
    provider: (id) => providers.get(id),
    async context(provider, organizationId, eventId, startedWith) {
      const tenant = { organizationId, ...(eventId !== undefined ? { eventId } : {}) };
      const account = await resolveAccount(app.store, provider, tenant, startedWith);
      return accountContext(provider, account.group, deps);
    },
    async notificationAccounts(provider, organizationId, eventId) {
      const { current, at } = await accountChoices(app.store, provider, { organizationId, eventId });
      return {
        current: { source: current.source, context: () => accountContext(provider, current.group, deps) },
        async other(source) {
          const account = await at(source);
          return account ? accountContext(provider, account.group, deps) : null;
        },
      };
    },
    now: clockNow,
    log,
    maxAttempts: app.config.payments.notificationMaxAttempts,
  };
  flows.set(app, { flow, deps });
  return { flow, deps };
}
