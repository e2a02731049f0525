// Talks to Module Federation remote containers through their plain `init(shareScope)` / `get(module)`
// interface, without bundling the MF runtime (the remote entry carries its own).
import { EmbedError, ERRORS } from './errors.js';

/** A share scope in the MF runtime's format: package → version → shared entry. */
export type ShareScope = Record<string, Record<string, unknown>>;

export interface RemoteContainer {
  init(shareScope: ShareScope, initScope?: unknown[], options?: unknown): unknown;
  get(module: string): Promise<() => unknown> | (() => unknown);
}

interface PageGlobals {
  React?: { version?: string };
  ReactDOM?: { version?: string; createRoot?: unknown };
  __ZAPISY_SHARE_SCOPE__?: ShareScope;
}

/** Registers a module the page already loaded, so federated widgets use it instead of their own copy. */
export function offerShared(scope: ShareScope, name: string, lib: unknown, version: string): void {
  const versions = scope[name] ?? {};
  scope[name] = versions;
  if (versions[version]) return;
  versions[version] = {
    version,
    from: 'zapisy-host-page',
    loaded: true,
    eager: false,
    lib: () => lib,
    get: () => Promise.resolve(() => lib),
    shareConfig: { singleton: true, requiredVersion: false, eager: false, strictVersion: false },
    scope: ['default'],
    strategy: 'loaded-first',
    useIn: [],
    deps: [],
  };
}

/**
 * The page's one share scope. A page may hand in its own (`window.__ZAPISY_SHARE_SCOPE__`, e.g. an MF
 * host's `default` scope); otherwise one is created and kept there so a second copy of the loader reuses
 * it. A page-level React 18 (`window.React` + `window.ReactDOM` with createRoot) is offered into it.
 */
export function pageShareScope(win: Window): ShareScope {
  const g = win as unknown as PageGlobals;
  const scope = g.__ZAPISY_SHARE_SCOPE__ ?? {};
  g.__ZAPISY_SHARE_SCOPE__ = scope;
  const react = g.React;
  const reactDom = g.ReactDOM;
  // '18.3.1-next-f1338f8080-20240426' (what react-dom's UMD build reports) → '18.3.1'.
  const release = (v: unknown) => (typeof v === 'string' ? /^18\.\d+\.\d+/.exec(v)?.[0] : undefined);
  const reactVersion = release(react?.version);
  const domVersion = release(reactDom?.version);
  if (reactVersion && domVersion && typeof reactDom?.createRoot === 'function') {
    offerShared(scope, 'react', react, reactVersion);
    offerShared(scope, 'react-dom', reactDom, domVersion);
  }
  return scope;
}

const scripts = new Map<string, Promise<void>>();

/** Adds `<script src=url>` once per URL; a failed load is forgotten so a retry loads it again. */
export function loadScript(doc: Document, url: string): Promise<void> {
  let promise = scripts.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new EmbedError(ERRORS.SCRIPT, `could not load ${url}`));
      };
      doc.head.append(script);
    });
    scripts.set(url, promise);
    promise.catch(() => scripts.delete(url));
  }
  return promise;
}

const containers = new Map<string, Promise<RemoteContainer>>();

/** Loads a remote entry and initialises its container with the page's share scope, once per container. */
export function loadContainer(
  win: Window,
  entry: string,
  name: string,
  scope: ShareScope,
): Promise<RemoteContainer> {
  let promise = containers.get(name);
  if (!promise) {
    promise = (async () => {
      const globals = win as unknown as Record<string, RemoteContainer | undefined>;
      if (!globals[name]) await loadScript(win.document, entry);
      const container = globals[name];
      if (!container || typeof container.init !== 'function' || typeof container.get !== 'function') {
        throw new EmbedError(ERRORS.CONTAINER, `${entry} did not define the container "${name}"`);
      }
      try {
        await container.init(scope);
      } catch (cause) {
        throw new EmbedError(ERRORS.CONTAINER, `container "${name}" failed to initialise`, cause);
      }
      return container;
    })();
    containers.set(name, promise);
    promise.catch(() => containers.delete(name));
  }
  return promise;
}

/** Test hook: forget loaded scripts and containers. */
export function resetFederationCache(): void {
  scripts.clear();
  containers.clear();
}
