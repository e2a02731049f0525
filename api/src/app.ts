/**
 * Builds the Zapisy server: the HTTP kernel (error contract, request ids, CORS, OpenAPI), the plugin
 * container, the API routes under `/services/api`, plugin bootstrap, then the web assets and hosted pages
 * at the root. The caller owns the store and calls `listen` (or `inject`) and `close`.
 */
import 'reflect-metadata';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DependencyContainer } from 'tsyringe';
import { installAuth, installRouteAccessGuard } from './auth/index.js';
import type { AppConfig } from './config.js';
import { createEventBus } from './events/index.js';
import './http/context.js';
import { installKernel, type KernelLogger, serverOptions } from './http/kernel.js';
import { API_VERSION } from './http/version.js';
import { installMailer } from './mail/index.js';
import { registerImageFiles } from './modules/images/index.js';
import apiRoutes from './modules/index.js';
import { loadOrganization } from './modules/organizations/index.js';
import { pluginSettingsReader } from './modules/plugin-settings/index.js';
import { bootstrapPlugins, loadPlugins, type PluginSource } from './plugins/loader.js';
import { secretBoxOf } from './secrets/index.js';
import type { Store } from './storage/index.js';
import { installSubscribers } from './subscribers.js';
import web from './web/index.js';

export interface BuildAppOptions {
  config: AppConfig;
  store: Store;
  /** Plugin module specifiers or plugin objects (default: `config.plugins`). */
  plugins?: readonly PluginSource[];
  /** `false` (the default), `true`, pino options, or a pino logger instance to share. */
  logger?: KernelLogger;
  /** Parent of the plugin container (default: tsyringe's root container). */
  parentContainer?: DependencyContainer;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, store } = options;
  const { plugins, container } = await loadPlugins(options.plugins ?? config.plugins, {
    ...(options.parentContainer ? { parent: options.parentContainer } : {}),
  });

  const app = Fastify(serverOptions(config, options.logger ?? false));
  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('container', container);
  app.decorate('loadedPlugins', plugins);
  app.decorate('events', createEventBus(store, app.log));
  app.decorate('pluginJobs', []);
  app.addHook('onClose', async () => app.events.stop());
  installSubscribers(app);

  // Before any route: a route under the API path without `config.access` fails the start (auth/).
  installRouteAccessGuard(app, config.apiPath, { testFixtures: config.environment === 'test' });
  await installKernel(app, config, { version: API_VERSION });
  await installAuth(app);
  installMailer(app);
  await app.register(apiRoutes, { prefix: config.apiPath });
  const readerDeps = {
    store,
    box: secretBoxOf(app),
    integrationsOf: async (organizationId: string) =>
      (await loadOrganization(store, organizationId)).integrations,
  };
  await bootstrapPlugins(app, plugins, container, {
    apiPath: config.apiPath,
    settingsReaderOf: (plugin) => pluginSettingsReader(readerDeps, plugin.settings),
  });
  // The spec's files path (/images, announced by /env and /project/url): the organizations' logos.
  await registerImageFiles(app);
  // Embed loader, widget assets, the admin SPA and hosted pages live at the root, outside the API path.
  await app.register(web);

  return app;
}
