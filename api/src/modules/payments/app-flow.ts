/**
 * The payments module's wiring: its dependencies as the running server provides them. Only routes and the
 * server's start read them from the app; the use cases take the deps objects built here.
 */
import { type PaymentProvider, type PaymentProviderContext, Tokens } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { jwtKeyLoader } from '../../auth/secret.js';
import { now as clockNow } from '../../clock.js';
import { registeredAll } from '../../plugins/registered.js';
import { secretBoxOf } from '../../secrets/index.js';
import type { FollowUpDeps } from './follow-up-job.js';
import { payerSecretLoader } from './payer-key.js';
import type { StoredAccountGroup } from './payment-accounts.js';
import type { PaymentDeps } from './payment-deps.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { accountChoices, resolveAccount } from './payment-setup.js';
import { accountContext, type ProviderContextDeps } from './provider-context.js';

const flows = new WeakMap<FastifyInstance, { flow: PaymentFlowDeps; deps: ProviderContextDeps }>();
/** Keyed by the plugin container, which every encapsulated Fastify child of one server shares. */
const paymentDeps = new WeakMap<object, PaymentDeps>();

export function paymentProvidersOf(app: FastifyInstance): PaymentProvider[] {
  return registeredAll(app, Tokens.PaymentProvider);
}

export function paymentFlowOf(app: FastifyInstance): PaymentFlowDeps {
  return flowOf(app).flow;
}

/**
 * The payments use cases' dependencies, one object per server (so the kept online-availability answers are
 * forgotten for every route at once). The flow is built on first use, after the plugins' bootstrap.
 */
export function paymentDepsOf(app: FastifyInstance): PaymentDeps {
  let deps = paymentDeps.get(app.container);
  if (!deps) {
    deps = {
      store: app.store,
      get flow() {
        return paymentFlowOf(app);
      },
      accountContext: (provider, group) => accountContextOf(app, provider, group),
      payerSecret: payerSecretLoader(() => jwtKeyLoader(app.config, app.store)),
      // The config itself, read at each use: a test server learns its own address only after listening.
      addresses: app.config,
      log: app.log,
      onlineAnswers: new Map(),
    };
    paymentDeps.set(app.container, deps);
  }
  return deps;
}

/** The running server's follow-up dependencies: its payment flow and the providers with `followUp`. */
export function followUpDepsOf(app: FastifyInstance): FollowUpDeps {
  const flow = paymentFlowOf(app);
  return {
    store: flow.store,
    provider: flow.provider,
    context: flow.context,
    now: flow.now,
    log: flow.log,
    providerIds: paymentProvidersOf(app)
      .filter((provider) => typeof provider.followUp === 'function')
      .map((provider) => provider.id),
  };
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
