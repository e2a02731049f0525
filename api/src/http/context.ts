/**
 * Fastify declaration merging shared by every route module: `app.store`, `app.container`, `app.config`,
 * `app.loadedPlugins` and `request.authToken`. Import this module for its types (`import './context.js'`
 * or `import type {} from './context.js'`); `buildApp` sets the values.
 */
import type { DependencyContainer } from 'tsyringe';
import type { AppConfig } from '../config.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobDefinition } from '../jobs/types.js';
import type { LoadedPlugin } from '../plugins/loader.js';
import type { Store } from '../storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storage port (embedded or mongodb). */
    store: Store;
    /** tsyringe child container with every plugin registered. */
    container: DependencyContainer;
    config: AppConfig;
    /** Plugins in load order, as the loader accepted them. */
    loadedPlugins: readonly LoadedPlugin[];
    /** Domain events: the subscribers of this process and the dispatcher (events/). */
    events: EventBus;
    /** Jobs plugins registered in their bootstrap (ids namespaced by the plugin); main.ts defines them. */
    pluginJobs: JobDefinition<never>[];
  }
  interface FastifyContextConfig {
    /** `false` exempts a synchronous in-memory route from the 504 handler timeout (see http/kernel.ts). */
    handlerTimeout?: false;
  }
  interface FastifyRequest {
    /** Raw value of the `x-auth-token` header; not verified here (authentication adds that). */
    authToken?: string;
  }
}

export const AUTH_TOKEN_HEADER = 'x-auth-token';
export const REQUEST_ID_HEADER = 'x-request-id';
