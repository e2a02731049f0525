// The embed loader proper: finds [data-zapisy-widget] elements, fetches the manifest once, loads each
// widget's remote once, and mounts. Built as a factory so tests can run it against jsdom.
import { EmbedError, type EmbedErrorCode, ERRORS, isTransient, visitorMessage } from './errors.js';
import { loadContainer, pageShareScope, type ShareScope } from './federation.js';
import { clear, renderError, renderLoading } from './ui.js';

export const SELECTOR = '[data-zapisy-widget]';

export interface ManifestWidget {
  container: string;
  entry: string;
  expose: string;
}
export interface Manifest {
  version: string;
  widgets: Record<string, ManifestWidget>;
}

export type MountOptions = Record<string, unknown> & { widget?: string; project?: string };
type Unmount = () => void;
type WidgetModule = { mount?: unknown; default?: unknown };

interface Tracked {
  /** Bumped on every (re)mount/unmount, so a slow load that finishes late does not mount twice. */
  token: number;
  unmount?: Unmount;
  promise: Promise<Unmount>;
}

export interface Loader {
  mount(target: Element | string, options?: MountOptions): Promise<Unmount>;
  unmount(target: Element | string): void;
  unmountAll(): void;
  scan(root?: ParentNode): void;
  /** Watches the document for added/removed widget elements; returns a function that stops watching. */
  observe(): () => void;
}

/** `data-foo-bar="x"` → `{ fooBar: 'x' }`, without the loader's own attributes. */
function dataOptions(element: Element): MountOptions {
  const options: MountOptions = {};
  const dataset = (element as HTMLElement).dataset ?? {};
  for (const [key, value] of Object.entries(dataset)) {
    if (key !== 'zapisyWidget' && key !== 'zapisyOrigin' && value !== undefined) options[key] = value;
  }
  return options;
}

export function createLoader(win: Window, origin: string | undefined): Loader {
  const W = win as Window & typeof globalThis;
  const doc = win.document;
  const tracked = new Map<Element, Tracked>();
  let manifest: Promise<Manifest> | undefined;
  let scope: ShareScope | undefined;
  let counter = 0;

  function getManifest(): Promise<Manifest> {
    if (!manifest) {
      manifest = (async () => {
        let body: unknown;
        try {
          const response = await win.fetch(`${origin}/widgets/manifest.json`, { credentials: 'omit' });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          body = await response.json();
        } catch (cause) {
          throw new EmbedError(ERRORS.MANIFEST, `${origin}/widgets/manifest.json: ${String(cause)}`, cause);
        }
        const widgets = (body as Partial<Manifest> | null)?.widgets;
        if (!widgets || typeof widgets !== 'object') {
          throw new EmbedError(ERRORS.MANIFEST, `${origin}/widgets/manifest.json has no "widgets"`);
        }
        return body as Manifest;
      })();
      manifest.catch(() => {
        manifest = undefined;
      });
    }
    return manifest;
  }

  async function load(
    element: Element,
    widget: string,
    options: MountOptions,
    token: number,
  ): Promise<Unmount> {
    if (!origin) throw new EmbedError(ERRORS.NO_ORIGIN, 'no script src and no data-zapisy-origin');
    if (!options.project) throw new EmbedError(ERRORS.NO_PROJECT, `${widget}: missing data-project`);
    const entry = (await getManifest()).widgets[widget];
    if (!entry) throw new EmbedError(ERRORS.UNKNOWN_WIDGET, `unknown widget "${widget}"`);
    scope ??= pageShareScope(win);
    const container = await loadContainer(win, entry.entry, entry.container, scope);
    let mountFn: unknown;
    try {
      const factory = await container.get(entry.expose);
      const mod = factory() as WidgetModule;
      mountFn = mod?.mount ?? mod?.default;
      if (typeof mountFn !== 'function') throw new Error(`${entry.expose} exports no mount function`);
    } catch (cause) {
      throw new EmbedError(ERRORS.CONTAINER, `${entry.container}/${entry.expose}: ${String(cause)}`, cause);
    }
    if (tracked.get(element)?.token !== token) return () => {};
    try {
      const unmount = (mountFn as (el: Element, o: unknown) => Unmount)(element, {
        ...options,
        apiBase: options.apiBase ?? `${origin}/services/api`,
      });
      return typeof unmount === 'function' ? unmount : () => clear(element);
    } catch (cause) {
      throw new EmbedError(ERRORS.MOUNT, `${widget}.mount threw: ${String(cause)}`, cause);
    }
  }

  function resolve(target: Element | string): Element | null {
    return typeof target === 'string' ? doc.querySelector(target) : target;
  }

  function mount(target: Element | string, extra?: MountOptions): Promise<Unmount> {
    const element = resolve(target);
    if (!element) return Promise.reject(new Error(`Zapisy.mount: no element ${String(target)}`));
    const existing = tracked.get(element);
    if (existing && !extra) return existing.promise;
    if (existing) unmount(element);
    const options = { ...dataOptions(element), ...extra };
    const widget = String(options.widget ?? element.getAttribute('data-zapisy-widget') ?? 'form');
    delete options.widget;
    const token = ++counter;
    const record: Tracked = { token, promise: Promise.resolve(() => {}) };
    tracked.set(element, record);
    renderLoading(element);
    record.promise = load(element, widget, options, token).then(
      (unmountFn) => {
        if (tracked.get(element)?.token === token) record.unmount = unmountFn;
        return () => unmount(element);
      },
      (error: unknown) => {
        const code: EmbedErrorCode = error instanceof EmbedError ? error.code : ERRORS.MOUNT;
        console.error(
          `[zapisy] ${error instanceof EmbedError ? error.message : `${code}: ${String(error)}`}`,
          error,
        );
        if (tracked.get(element)?.token === token) {
          const retry = () => {
            tracked.delete(element);
            void mount(element, extra);
          };
          renderError(element, visitorMessage(code, widget), code, isTransient(code) ? retry : undefined);
          record.unmount = () => clear(element);
        }
        return () => unmount(element);
      },
    );
    return record.promise;
  }

  function unmount(target: Element | string): void {
    const element = resolve(target);
    const record = element && tracked.get(element);
    if (!element || !record) return;
    tracked.delete(element);
    try {
      (record.unmount ?? (() => clear(element)))();
    } catch (error) {
      console.error('[zapisy] unmount failed', error);
    }
  }

  function scan(root: ParentNode = doc): void {
    if (root instanceof W.Element && root.matches(SELECTOR)) void mount(root);
    for (const element of Array.from(root.querySelectorAll(SELECTOR))) void mount(element);
  }

  function observe(): () => void {
    const observer = new W.MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof W.Element) scan(node);
        }
      }
      // Unmount widgets whose element left the document (a moved element is connected again by now).
      for (const element of Array.from(tracked.keys())) if (!element.isConnected) unmount(element);
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true });
    return () => observer.disconnect();
  }

  return {
    mount,
    unmount,
    unmountAll: () => {
      for (const element of Array.from(tracked.keys())) unmount(element);
    },
    scan,
    observe,
  };
}
