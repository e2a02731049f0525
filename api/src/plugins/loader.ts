/**
 * Plugin loader: imports plugin modules (or takes plugin objects), checks their shape and their
 * `compatibility` range against @zapisy/core, registers them into a tsyringe child container in order,
 * and later runs `bootstrap` with a context whose `addRoute` mounts routes under
 * `<apiPath>/plugins/<slug>/`, `subscribe` adds a domain-event subscriber and `addJob` a job (both named
 * `plugin:<slug>:…`), and `settings` (also in the subscriber's and job's contexts) reads the plugin's own
 * settings. Every failure is a numbered `PluginLoadError` (see ./errors.ts).
 */
import 'reflect-metadata';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CORE_VERSION,
  isDomainEventName,
  type PluginBootstrapContext,
  type PluginContainer,
  type PluginEventSubscriber,
  type PluginJob,
  type PluginKind,
  type PluginLogger,
  type PluginRoute,
  type PluginSettingsReader,
  pluginSettingsProblems,
  type ZapisyPlugin,
} from '@zapisy/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import semver from 'semver';
import { type DependencyContainer, container as rootContainer } from 'tsyringe';
import type { RouteAccess } from '../auth/access.js';
import type { StoreEventSubscriber } from '../events/index.js';
import type { JobDefinition } from '../jobs/types.js';
import { describeCause, PluginErrorCodes, PluginLoadError } from './errors.js';

export type PluginSource = string | ZapisyPlugin;

export const PLUGIN_KINDS: readonly PluginKind[] = [
  'payment',
  'accounting',
  'einvoice',
  'translation-type',
  'form-field',
  'sms',
  'mail',
  'captcha',
  'document',
  'integration',
];

const PLUGIN_ID = /^@?[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)?$/i;

export interface LoadedPlugin {
  readonly id: string;
  readonly version: string;
  readonly kind: PluginKind;
  readonly compatibility: string;
  /** The module specifier it came from, or 'inline' for a plugin object. */
  readonly source: string;
  /** URL segment of its routes: the id without '@', with '/' turned into '-'. */
  readonly slug: string;
  /** "METHOD /services/api/plugins/<slug>/..." for every route it added in bootstrap. */
  readonly routes: string[];
  readonly plugin: ZapisyPlugin;
}

/** tsyringe's container satisfies the contract plugins see; this line fails to compile otherwise. */
const _containerSatisfiesContract: PluginContainer = rootContainer;
void _containerSatisfiesContract;

export function pluginSlug(id: string): string {
  return id.replace(/^@/, '').replace(/\//g, '-');
}

export interface ResolveOptions {
  /** Version the `compatibility` ranges are checked against (default: @zapisy/core's). */
  coreVersion?: string;
  /** How a module specifier is imported (default: dynamic `import`, relative paths from the cwd). */
  importModule?: (specifier: string) => Promise<unknown>;
}

function defaultImport(specifier: string): Promise<unknown> {
  const target =
    specifier.startsWith('.') || isAbsolute(specifier) ? pathToFileURL(resolve(specifier)).href : specifier;
  return import(target);
}

function looksLikePlugin(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'id' in value && 'register' in value;
}

/** A module's plugin: its default export, a named `plugin` export, or the module itself. */
function pluginFromModule(mod: unknown): unknown {
  const m = mod as Record<string, unknown> | null;
  const candidates = [m?.default, m?.plugin, (m?.default as Record<string, unknown> | undefined)?.default, m];
  return candidates.find(looksLikePlugin) ?? m?.default ?? m;
}

function shapeProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['to nie jest obiekt'];
  const p = value as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof p.id !== 'string' || !PLUGIN_ID.test(p.id)) {
    problems.push('pole "id" musi być nazwą w stylu pakietu npm (np. "payment-przelewy24")');
  }
  if (typeof p.version !== 'string' || semver.valid(p.version) === null) {
    problems.push('pole "version" musi być wersją semver (np. "1.0.0")');
  }
  if (typeof p.kind !== 'string' || !PLUGIN_KINDS.includes(p.kind as PluginKind)) {
    problems.push(`pole "kind" musi być jednym z: ${PLUGIN_KINDS.join(', ')}`);
  }
  if (typeof p.compatibility !== 'string')
    problems.push('brak pola "compatibility" (zakres semver @zapisy/core)');
  if (typeof p.register !== 'function') problems.push('brak funkcji "register(container)"');
  if (p.bootstrap !== undefined && typeof p.bootstrap !== 'function') {
    problems.push('pole "bootstrap" musi być funkcją');
  }
  return problems;
}

/** Imports and validates every source; the result is in input order. Fails on the first problem. */
export async function resolvePlugins(
  sources: readonly PluginSource[],
  options: ResolveOptions = {},
): Promise<LoadedPlugin[]> {
  const coreVersion = options.coreVersion ?? CORE_VERSION;
  const importModule = options.importModule ?? defaultImport;
  const loaded: LoadedPlugin[] = [];
  const byId = new Map<string, LoadedPlugin>();

  for (const source of sources) {
    const sourceName = typeof source === 'string' ? source : 'inline';
    let candidate: unknown = source;
    if (typeof source === 'string') {
      let mod: unknown;
      try {
        mod = await importModule(source);
      } catch (error) {
        throw new PluginLoadError(
          PluginErrorCodes.unknown,
          source,
          `Nieznana wtyczka "${source}": nie można jej załadować (${describeCause(error)}). ` +
            'Sprawdź ZAPISY_PLUGINS i czy pakiet jest zainstalowany i zbudowany.',
          { cause: error },
        );
      }
      candidate = pluginFromModule(mod);
    }

    const label = typeof source === 'string' ? `Moduł "${source}"` : 'Obiekt wtyczki';
    const problems = shapeProblems(candidate);
    if (problems.length > 0) {
      throw new PluginLoadError(
        PluginErrorCodes.invalidShape,
        sourceName,
        `${label} nie jest poprawną wtyczką Zapisy: ${problems.join('; ')}. ` +
          'Wtyczka eksportuje (domyślnie lub jako "plugin") obiekt z definePlugin() z @zapisy/core.',
      );
    }
    const plugin = candidate as ZapisyPlugin;

    if (semver.validRange(plugin.compatibility) === null) {
      throw new PluginLoadError(
        PluginErrorCodes.invalidRange,
        plugin.id,
        `Wtyczka "${plugin.id}" ma nieprawidłowy zakres zgodności "${plugin.compatibility}" ` +
          '(oczekiwano zakresu semver, np. "^0.1.0").',
      );
    }
    if (!semver.satisfies(coreVersion, plugin.compatibility, { includePrerelease: true })) {
      throw new PluginLoadError(
        PluginErrorCodes.incompatible,
        plugin.id,
        `Wtyczka "${plugin.id}" ${plugin.version} wymaga @zapisy/core ${plugin.compatibility}, ` +
          `a zainstalowana jest ${coreVersion}. Zainstaluj zgodną wersję wtyczki albo @zapisy/core.`,
      );
    }
    const settingsProblems = plugin.settings === undefined ? [] : pluginSettingsProblems(plugin.settings);
    if (settingsProblems.length > 0) {
      throw new PluginLoadError(
        PluginErrorCodes.invalidSettings,
        plugin.id,
        `Wtyczka "${plugin.id}" deklaruje ustawienia nieprawidłowo: ${settingsProblems.join('; ')}`,
      );
    }
    const previous = byId.get(plugin.id);
    if (previous) {
      throw new PluginLoadError(
        PluginErrorCodes.duplicate,
        plugin.id,
        `Wtyczka o identyfikatorze "${plugin.id}" jest już załadowana (z "${previous.source}"); ` +
          `druga kopia pochodzi z "${sourceName}". Usuń duplikat z ZAPISY_PLUGINS.`,
      );
    }
    const entry: LoadedPlugin = {
      id: plugin.id,
      version: plugin.version,
      kind: plugin.kind,
      compatibility: plugin.compatibility,
      source: sourceName,
      slug: pluginSlug(plugin.id),
      routes: [],
      plugin,
    };
    byId.set(plugin.id, entry);
    loaded.push(entry);
  }
  refuseForeignSettingsGroups(loaded);
  return loaded;
}

/**
 * Modules may share a settings group only with modules of their slot (Przelewy24 and its marketplace); an
 * integration's group is its own, so a plugin can never read another plugin's keys through it.
 */
function refuseForeignSettingsGroups(plugins: readonly LoadedPlugin[]): void {
  const owners = new Map<string, LoadedPlugin>();
  for (const entry of plugins) {
    const settings = entry.plugin.settings;
    if (!settings) continue;
    const owner = owners.get(settings.group);
    const ownerSlot = owner?.plugin.settings?.slot;
    if (owner && (ownerSlot !== settings.slot || settings.slot === 'integration')) {
      throw new PluginLoadError(
        PluginErrorCodes.invalidSettings,
        entry.id,
        `Wtyczka "${entry.id}" deklaruje ustawienia w grupie "${settings.group}", która należy do wtyczki ` +
          `"${owner.id}". Wybierz inną nazwę "group".`,
      );
    }
    owners.set(settings.group, owner ?? entry);
  }
}

/** Runs every plugin's `register` in order, into a new child of `parent`. */
export async function registerPlugins(
  plugins: readonly LoadedPlugin[],
  parent: DependencyContainer = rootContainer,
): Promise<DependencyContainer> {
  const child = parent.createChildContainer();
  for (const entry of plugins) {
    try {
      await entry.plugin.register(child);
    } catch (error) {
      throw new PluginLoadError(
        PluginErrorCodes.registerFailed,
        entry.id,
        `Rejestracja wtyczki "${entry.id}" nie powiodła się: ${describeCause(error)}`,
        { cause: error },
      );
    }
  }
  return child;
}

/** `resolvePlugins` then `registerPlugins`. */
export async function loadPlugins(
  sources: readonly PluginSource[],
  options: ResolveOptions & { parent?: DependencyContainer } = {},
): Promise<{ plugins: LoadedPlugin[]; container: DependencyContainer }> {
  const plugins = await resolvePlugins(sources, options);
  const container = await registerPlugins(plugins, options.parent);
  return { plugins, container };
}

function pluginLogger(log: FastifyBaseLogger, id: string): PluginLogger {
  const child = log.child({ plugin: id });
  return {
    info: (message, data) => child.info(data ?? {}, message),
    warn: (message, data) => child.warn(data ?? {}, message),
    error: (message, data) => child.error(data ?? {}, message),
  };
}

const ROUTE_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Runs `bootstrap` of every plugin that has one, in load order, once storage and the core routes exist.
 * Routes a plugin adds are mounted under `<apiPath>/plugins/<slug>` with their JSON Schemas (so they
 * appear in the OpenAPI document); their requests carry `rawBody` for signature checks.
 */
export async function bootstrapPlugins(
  app: FastifyInstance,
  plugins: readonly LoadedPlugin[],
  container: DependencyContainer,
  options: {
    apiPath: string;
    coreVersion?: string;
    /** The reader of a plugin's own settings (plugin-settings/plugin-settings-reader.ts). */
    settingsReaderOf: (plugin: ZapisyPlugin) => PluginSettingsReader;
  },
): Promise<void> {
  const coreVersion = options.coreVersion ?? CORE_VERSION;
  await app.register(
    async (pluginsScope) => {
      for (const entry of plugins) {
        const bootstrap = entry.plugin.bootstrap;
        if (!bootstrap) continue;
        await pluginsScope.register(
          async (scope) => {
            installRawBodyParsers(scope);
            let open = true;
            const log = pluginLogger(app.log, entry.id);
            const settings = options.settingsReaderOf(entry.plugin);
            const whileOpen = (what: string) => {
              if (open) return;
              throw new PluginLoadError(
                PluginErrorCodes.invalidExtension,
                entry.id,
                `Wtyczka "${entry.id}" ${what} po zakończeniu bootstrap; można to zrobić tylko w bootstrap.`,
              );
            };
            const context: PluginBootstrapContext = {
              container,
              coreVersion,
              log,
              settings,
              addRoute: (route) => {
                if (!open) {
                  throw new PluginLoadError(
                    PluginErrorCodes.invalidRoute,
                    entry.id,
                    `Wtyczka "${entry.id}" dodaje trasę po zakończeniu bootstrap; trasy można dodawać tylko w bootstrap.`,
                  );
                }
                mountRoute(scope, entry, route, `${options.apiPath}/plugins/${entry.slug}`);
              },
              subscribe: (subscriber) => {
                whileOpen('subskrybuje zdarzenia');
                app.events.subscribe(pluginSubscriber(entry, subscriber, settings));
              },
              addJob: (job) => {
                whileOpen('dodaje zadanie');
                app.pluginJobs.push(pluginJobDefinition(entry, job, log, settings));
              },
            };
            try {
              await bootstrap.call(entry.plugin, context);
            } catch (error) {
              if (error instanceof PluginLoadError) throw error;
              throw new PluginLoadError(
                PluginErrorCodes.bootstrapFailed,
                entry.id,
                `Uruchomienie (bootstrap) wtyczki "${entry.id}" nie powiodło się: ${describeCause(error)}`,
                { cause: error },
              );
            } finally {
              open = false;
            }
          },
          { prefix: `/${entry.slug}` },
        );
      }
    },
    { prefix: `${options.apiPath}/plugins` },
  );
}

/** A plugin's subscriber under its namespaced id; a bad one stops the start with PLUGIN-009. */
function pluginSubscriber(
  entry: LoadedPlugin,
  subscriber: PluginEventSubscriber,
  settings: PluginSettingsReader,
): StoreEventSubscriber {
  const problems: string[] = [];
  if (typeof subscriber?.id !== 'string' || !EXTENSION_NAME.test(subscriber.id))
    problems.push('"id" musi składać się z małych liter, cyfr i myślników');
  if (typeof subscriber?.handle !== 'function') problems.push('brak funkcji "handle"');
  if (typeof subscriber?.title !== 'string' || subscriber.title.trim() === '') problems.push('brak "title"');
  const events = Array.isArray(subscriber?.events) ? subscriber.events : [];
  if (events.length === 0) problems.push('"events" musi wymieniać co najmniej jedno zdarzenie');
  const unknown = events.filter((name) => !isDomainEventName(name));
  if (unknown.length > 0) problems.push(`nieznane zdarzenia: ${unknown.join(', ')}`);
  if (problems.length > 0) {
    throw new PluginLoadError(
      PluginErrorCodes.invalidExtension,
      entry.id,
      `Wtyczka "${entry.id}" subskrybuje zdarzenia nieprawidłowo: ${problems.join('; ')}`,
    );
  }
  return {
    id: `plugin:${entry.slug}:${subscriber.id}`,
    title: subscriber.title,
    events,
    ...(subscriber.retry ? { retry: subscriber.retry } : {}),
    handle: (event, context) => subscriber.handle(event, { ...context, settings }),
  };
}

/** A plugin's job as the job workers define it, under its namespaced name. */
function pluginJobDefinition(
  entry: LoadedPlugin,
  job: PluginJob,
  log: PluginLogger,
  settings: PluginSettingsReader,
): JobDefinition<never> {
  const problems: string[] = [];
  if (typeof job?.name !== 'string' || !EXTENSION_NAME.test(job.name))
    problems.push('"name" musi składać się z małych liter, cyfr i myślników');
  if (typeof job?.run !== 'function') problems.push('brak funkcji "run"');
  if (typeof job?.description !== 'string' || job.description.trim() === '')
    problems.push('brak "description"');
  if (job?.attempts !== undefined && (!Number.isInteger(job.attempts) || job.attempts < 1))
    problems.push('"attempts" musi być liczbą całkowitą ≥ 1');
  if (problems.length > 0) {
    throw new PluginLoadError(
      PluginErrorCodes.invalidExtension,
      entry.id,
      `Wtyczka "${entry.id}" dodaje nieprawidłowe zadanie: ${problems.join('; ')}`,
    );
  }
  return {
    name: `plugin:${entry.slug}:${job.name}`,
    description: job.description,
    ...(job.schedule ? { schedule: job.schedule, timezone: job.timezone ?? 'Europe/Warsaw' } : {}),
    options: { attempts: job.attempts ?? 5 },
    run: (ctx, data: unknown) => job.run({ log, attempt: ctx.attempt, data, settings }),
  };
}

const EXTENSION_NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;

const rawBodies = new WeakMap<FastifyRequest, string>();

/** Plugin routes (webhooks) need the exact bytes for signature checks, and accept form posts and text. */
function installRawBodyParsers(scope: FastifyInstance): void {
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    json(request, body as string, done);
  });
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  scope.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    done(null, body);
  });
}

function mountRoute(scope: FastifyInstance, entry: LoadedPlugin, route: PluginRoute, base: string): void {
  const problems: string[] = [];
  if (typeof route !== 'object' || route === null) problems.push('trasa musi być obiektem');
  else {
    if (!ROUTE_METHODS.has(route.method)) problems.push(`nieobsługiwana metoda "${String(route.method)}"`);
    if (typeof route.url !== 'string' || !route.url.startsWith('/'))
      problems.push('"url" musi zaczynać się od "/"');
    if (typeof route.handler !== 'function') problems.push('brak funkcji "handler"');
    if (typeof route.schema !== 'object' || route.schema === null)
      problems.push('brak "schema" (JSON Schema trasy)');
  }
  if (problems.length > 0) {
    throw new PluginLoadError(
      PluginErrorCodes.invalidRoute,
      entry.id,
      `Wtyczka "${entry.id}" dodaje nieprawidłową trasę: ${problems.join('; ')}`,
    );
  }
  const url = route.url === '/' ? '' : route.url;
  scope.route({
    method: route.method,
    url,
    schema: { ...route.schema, tags: [`plugin:${entry.id}`] },
    // Plugin routes (webhooks, callbacks) are public unless the route declares `access` (auth/access.ts).
    config: { access: (route as PluginRoute & { access?: RouteAccess }).access ?? { public: true } },
    handler: async (request, reply) => {
      const result = await route.handler({
        params: (request.params ?? {}) as Record<string, string>,
        query: (request.query ?? {}) as Record<string, unknown>,
        body: request.body,
        headers: request.headers,
        rawBody: rawBodies.get(request),
      });
      if (result?.headers) reply.headers(result.headers);
      reply.code(result?.status ?? 200);
      return result?.body === undefined ? reply.send() : reply.send(result.body);
    },
  });
  entry.routes.push(`${route.method} ${base}${url}`);
}
