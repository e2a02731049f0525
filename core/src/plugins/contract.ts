import type { EventSubscriber, SubscriberContext } from '../events/event-subscriber.js';
import type { PluginContainer } from './container.js';
import type { PluginJob } from './plugin-job.js';
import type { PluginSettings } from './settings.js';
import type { PluginSettingsReader } from './settings-values.js';

/** What a plugin extends. One package per plugin: `plugins/<kind>-<name>/`. */
export type PluginKind =
  | 'payment'
  | 'accounting'
  | 'einvoice'
  | 'translation-type'
  | 'form-field'
  | 'sms'
  | 'mail'
  | 'captcha'
  | 'document'
  /** Reacts to domain events and runs jobs (a CRM sync, an analytics feed) without a contract of its own. */
  | 'integration';

export interface PluginLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** An HTTP route a plugin contributes (webhooks, callbacks). Paths are relative to `/services/api`. */
export interface PluginRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON Schemas for params, querystring, body and response, as Fastify takes them. */
  schema: {
    summary?: string;
    params?: object;
    querystring?: object;
    body?: object;
    response?: Record<number, object>;
  };
  handler(request: PluginRequest): Promise<PluginReply> | PluginReply;
}

export interface PluginRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body bytes, for signature checks of webhooks. */
  rawBody?: string;
}

export interface PluginReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a plugin's subscriber gets with each event: the delivery's context and the plugin's own settings. */
export interface PluginSubscriberContext<SESSION = unknown> extends SubscriberContext<SESSION> {
  readonly settings: PluginSettingsReader;
}

/** A domain-event subscriber of a plugin (see `EventSubscriber`); its handler can read the plugin's settings. */
export interface PluginEventSubscriber extends Omit<EventSubscriber, 'handle'> {
  handle(event: Parameters<EventSubscriber['handle']>[0], context: PluginSubscriberContext): Promise<void>;
}

/** Handed to `bootstrap` once storage, the container and the HTTP routes exist. */
export interface PluginBootstrapContext {
  container: PluginContainer;
  log: PluginLogger;
  coreVersion: string;
  /**
   * Reads this plugin's own settings (declared in `settings`) for an organization, at any time after
   * bootstrap: in a route handler, a subscriber or a job (their contexts carry the same reader).
   */
  settings: PluginSettingsReader;
  addRoute(route: PluginRoute): void;
  /**
   * Subscribes to domain events (at least once, in order per aggregate, retried with backoff; see
   * `EventSubscriber`). The id is namespaced `plugin:<plugin slug>:<id>`. Only during bootstrap.
   */
  subscribe(subscriber: PluginEventSubscriber): void;
  /** Adds a job, named `plugin:<plugin slug>:<name>`, run by the API's job workers. Only during bootstrap. */
  addJob(job: PluginJob): void;
}

/**
 * The plugin contract. `register` only puts providers into the container (no I/O); `bootstrap` may do
 * I/O and add routes. `compatibility` is a semver range checked against `@zapisy/core`'s version.
 */
export interface ZapisyPlugin {
  readonly id: string;
  readonly version: string;
  readonly kind: PluginKind;
  readonly compatibility: string;
  /**
   * The settings the plugin owns (organization, project, system account), drawn by the admin: a chosen
   * module's, or an integration's that each organization switches on (see settings.ts).
   */
  readonly settings?: PluginSettings;
  register(container: PluginContainer): void | Promise<void>;
  bootstrap?(context: PluginBootstrapContext): void | Promise<void>;
}

/** Identity helper that keeps the literal types of a plugin definition. */
export function definePlugin<P extends ZapisyPlugin>(plugin: P): P {
  return plugin;
}
