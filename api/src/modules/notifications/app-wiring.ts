/**
 * The notifications module's wiring: its dependencies as the running server provides them (the payer
 * links' secret, the form-field kinds, the mailer, the SMS gateways). Routes, subscribers and jobs take the
 * objects built here; the use cases never read the app.
 */
import {
  type IntegrationContext,
  type PluginLogger,
  type PluginSettingsReader,
  type ProviderHttp,
  type SmsGateway,
  Tokens,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { now } from '../../clock.js';
import { registeredAll } from '../../plugins/registered.js';
import { secretBoxOf } from '../../secrets/index.js';
import { formFieldKindRegistryOf } from '../forms/index.js';
import { loadOrganization } from '../organizations/index.js';
import { paymentDepsOf } from '../payments/index.js';
import { pluginSettingsReader, settingsRegistryOf } from '../plugin-settings/index.js';
import type { NotificationDeps } from './deps.js';
import type { SenderDeps } from './send-messages.js';
import { smsSender } from './sms-sending.js';
import type { NotificationMessage } from './store.js';

const notificationDeps = new WeakMap<FastifyInstance, NotificationDeps>();

export function notificationDepsOf(app: FastifyInstance): NotificationDeps {
  let deps = notificationDeps.get(app);
  if (!deps) {
    let registry: ReturnType<typeof formFieldKindRegistryOf> | undefined;
    deps = {
      store: app.store,
      links: paymentDepsOf(app),
      formFieldKinds: () => {
        registry ??= formFieldKindRegistryOf(app);
        return registry;
      },
      mailFrom: app.config.mail.from,
    };
    notificationDeps.set(app, deps);
  }
  return deps;
}

/** NOTIFICATIONS_PER_MINUTE: messages one organization sends a minute (default 120). */
export function notificationsPerMinute(env: Readonly<Record<string, string | undefined>>): number {
  const value = Number(env.NOTIFICATIONS_PER_MINUTE ?? '120');
  return Number.isSafeInteger(value) && value > 0 ? value : 120;
}

const globalFetch: ProviderHttp = (url, request) => fetch(url, request as RequestInit);

/** SMS_<ID>_URL (e.g. SMS_SMSAPI_URL) points a gateway at another host: its local fake in tests and e2e. */
export function smsServiceUrl(env: Readonly<Record<string, string | undefined>>, gatewayId: string) {
  return env[`SMS_${gatewayId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`];
}

function smsContextFactory(app: FastifyInstance) {
  const readers = new Map<string, PluginSettingsReader>();
  const readerDeps = {
    store: app.store,
    box: secretBoxOf(app),
    integrationsOf: async (organizationId: string) =>
      (await loadOrganization(app.store, organizationId)).integrations,
  };
  const log: PluginLogger = {
    info: (message, data) => app.log.info(data ?? {}, message),
    warn: (message, data) => app.log.warn(data ?? {}, message),
    error: (message, data) => app.log.error(data ?? {}, message),
  };
  return async (gateway: SmsGateway, message: NotificationMessage): Promise<IntegrationContext> => {
    let read = readers.get(gateway.id);
    const declaration = settingsRegistryOf(app).module(gateway.id);
    if (!read && declaration) {
      read = pluginSettingsReader(readerDeps, declaration);
      readers.set(gateway.id, read);
    }
    const values = read ? (await read(message.organizationId, message.eventId)).values : {};
    const baseUrl = smsServiceUrl(process.env, gateway.id);
    return {
      settings: Object.freeze({ ...values }),
      mode: 'production',
      ...(baseUrl ? { baseUrl } : {}),
      http: globalFetch,
      log,
      now,
    };
  };
}

export function senderDepsOf(app: FastifyInstance): SenderDeps {
  return {
    store: app.store,
    now,
    mail: app.mailer,
    sms: smsSender({
      store: app.store,
      gateways: () => registeredAll(app, Tokens.SmsGateway),
      contextOf: smsContextFactory(app),
    }),
    perMinute: notificationsPerMinute(process.env),
    logger: app.log,
  };
}
