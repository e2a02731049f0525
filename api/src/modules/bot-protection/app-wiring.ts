/**
 * The bot-protection deps of a running server: the loaded providers (`Tokens.BotProtection`), each one's
 * plugin-owned settings for a project (through the one settings reader: secrets decrypted, the project's
 * over the organization's), the per-project signing key derived from the secrets key, and the call context.
 */
import {
  type BotPageSources,
  type BotProtection,
  type PluginLogger,
  type PluginSettingsReader,
  type ProviderHttp,
  Tokens,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { registeredAll } from '../../plugins/registered.js';
import { secretBoxOf } from '../../secrets/index.js';
import { loadOrganization } from '../organizations/index.js';
import { pluginSettingsReader, settingsRegistryOf } from '../plugin-settings/index.js';
import { serviceKey } from './config.js';
import type { BotProtectionDeps } from './deps.js';
import { botProtectionPageSources } from './page-sources.js';
import type { ProviderSetup } from './resolve-protection.js';

const globalFetch: ProviderHttp = (url, request) => fetch(url, request as RequestInit);

const built = new WeakMap<object, BotProtectionDeps>();

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

export function botProtectionDepsOf(app: FastifyInstance): BotProtectionDeps {
  const cached = built.get(app.container);
  if (cached) return cached;
  const { store, config } = app;
  const box = secretBoxOf(app);
  const registry = settingsRegistryOf(app);
  const readerDeps = {
    store,
    box,
    integrationsOf: async (organizationId: string) =>
      (await loadOrganization(store, organizationId)).integrations,
  };
  const readers = new Map<string, { read: PluginSettingsReader; required: readonly string[] }>();
  const log: PluginLogger = {
    info: (message, data) => app.log.info(data ?? {}, message),
    warn: (message, data) => app.log.warn(data ?? {}, message),
    error: (message, data) => app.log.error(data ?? {}, message),
  };
  const setupOf = async (
    provider: BotProtection,
    organizationId: string,
    eventId: string,
  ): Promise<ProviderSetup> => {
    const declaration = registry.module(provider.id);
    if (!declaration) return { values: {}, ready: true };
    let reader = readers.get(provider.id);
    if (!reader) {
      reader = {
        read: pluginSettingsReader(readerDeps, declaration),
        required: declaration.organization.required ?? [],
      };
      readers.set(provider.id, reader);
    }
    const { enabled, values } = await reader.read(organizationId, eventId);
    return { values, ready: enabled && reader.required.every((name) => isSet(values[name])) };
  };
  const deps: BotProtectionDeps = {
    enabled: config.botProtection.enabled,
    providers: registeredAll(app, Tokens.BotProtection),
    setupOf,
    store,
    config: config.botProtection,
    signingKeyOf: (eventId) => box.derive(`bot-protection:${eventId}`),
    contextOf: (provider, settings) => {
      const baseUrl = config.botProtection.serviceUrls[serviceKey(provider.id)];
      return {
        settings: Object.freeze({ ...settings }),
        mode: 'production',
        ...(baseUrl ? { baseUrl } : {}),
        http: globalFetch,
        log,
        now: () => new Date(),
      };
    },
    log,
    now: () => new Date(),
  };
  built.set(app.container, deps);
  return deps;
}

const pageSources = new WeakMap<object, BotPageSources>();

/** The CSP sources of the loaded protections' browser parts, once per server (see ./page-sources.ts). */
export function botProtectionPageSourcesOf(app: FastifyInstance): BotPageSources {
  // A server without plugins (the web layer's own tests) loads no protection.
  if (!app.container || !app.config?.botProtection) return { script: [], frame: [] };
  const cached = pageSources.get(app.container);
  if (cached) return cached;
  const sources = botProtectionPageSources({
    providers: registeredAll(app, Tokens.BotProtection),
    serviceUrls: app.config.botProtection.serviceUrls,
    enabled: app.config.botProtection.enabled,
  });
  pageSources.set(app.container, sources);
  return sources;
}
