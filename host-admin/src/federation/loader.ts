import type { WidgetLoader, WidgetManifest, WidgetManifestEntry, WidgetModule } from './types.js';

export const WIDGET_MANIFEST_URL = '/widgets/manifest.json';

/** The part of the Module Federation runtime the loader needs (injectable for tests). */
export interface FederationRuntime {
  registerRemotes(
    remotes: Array<{ name: string; entry: string; type?: string }>,
    options?: { force?: boolean },
  ): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export class WidgetLoadError extends Error {
  override name = 'WidgetLoadError';
}

/** './mount' → 'mount'; the runtime addresses exposes as '<container>/<expose without ./>'. */
export function remoteId(entry: WidgetManifestEntry): string {
  return `${entry.container}/${entry.expose.replace(/^\.\//, '')}`;
}

function toWidgetModule(mod: unknown, name: string): WidgetModule {
  const candidates = [mod, (mod as { default?: unknown } | null)?.default];
  for (const c of candidates) {
    if (typeof c === 'function') return { mount: c as WidgetModule['mount'] };
    if (c && typeof (c as WidgetModule).mount === 'function') return c as WidgetModule;
  }
  throw new WidgetLoadError(`Widżet „${name}” nie udostępnia funkcji mount.`);
}

function validateManifest(body: unknown): WidgetManifest {
  const widgets = (body as WidgetManifest | null)?.widgets;
  if (!widgets || typeof widgets !== 'object') throw new WidgetLoadError('Niepoprawny manifest widżetów.');
  return body as WidgetManifest;
}

/**
 * Creates a loader that reads `/widgets/manifest.json` once, registers each remote with the
 * Module Federation runtime on first use and loads its './mount' expose.
 * A failed manifest fetch is not cached, so "Spróbuj ponownie" can succeed later.
 */
export function createWidgetLoader(
  runtime: FederationRuntime | (() => Promise<FederationRuntime>),
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  manifestUrl = WIDGET_MANIFEST_URL,
): WidgetLoader {
  let manifest: Promise<WidgetManifest> | null = null;
  const registered = new Map<string, string>();
  const getRuntime = typeof runtime === 'function' ? runtime : async () => runtime;

  const loadManifest = () => {
    manifest ??= (async () => {
      const res = await fetchImpl(manifestUrl, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new WidgetLoadError(`Nie udało się pobrać manifestu widżetów (HTTP ${res.status}).`);
      return validateManifest(await res.json());
    })();
    manifest.catch(() => {
      manifest = null;
    });
    return manifest;
  };

  return async (name) => {
    const { widgets } = await loadManifest();
    const entry = widgets[name];
    if (!entry?.container || !entry.entry || !entry.expose) {
      throw new WidgetLoadError(`Manifest nie zawiera widżetu „${name}”.`);
    }
    const mf = await getRuntime();
    if (registered.get(entry.container) !== entry.entry) {
      const remote: { name: string; entry: string; type?: string } = {
        name: entry.container,
        entry: entry.entry,
      };
      if (entry.type) remote.type = entry.type;
      mf.registerRemotes([remote], { force: registered.has(entry.container) });
      registered.set(entry.container, entry.entry);
    }
    const mod = await mf.loadRemote<unknown>(remoteId(entry));
    if (!mod) throw new WidgetLoadError(`Nie udało się wczytać widżetu „${name}”.`);
    return toWidgetModule(mod, name);
  };
}

/**
 * The loader the app uses: the Module Federation runtime of this host (created by the
 * ModuleFederationPlugin at build time) is imported lazily so it stays out of the first chunk.
 */
export const defaultWidgetLoader: WidgetLoader = createWidgetLoader(async () => {
  const runtime = await import('@module-federation/enhanced/runtime');
  return runtime as unknown as FederationRuntime;
});
