// window.Zapisy: the public API, callable like Cal.com's snippet. Calls made before the loader arrived
// (`Zapisy('mount', el, opts)` through a stub, or `Zapisy.q.push(['mount', el, opts])`) are replayed.
import type { Loader } from './loader.js';

export type QueuedCall = ArrayLike<unknown>;

export interface ZapisyApi {
  (method: string, ...args: unknown[]): unknown;
  mount: Loader['mount'];
  unmount: Loader['unmount'];
  unmountAll: Loader['unmountAll'];
  scan: Loader['scan'];
  version: string;
  loaded: true;
  q: { push(...calls: QueuedCall[]): number };
}

export function installApi(win: Window, loader: Loader, version: string): ZapisyApi {
  const w = win as unknown as { Zapisy?: { q?: QueuedCall[] } };
  const queued = Array.isArray(w.Zapisy?.q) ? w.Zapisy.q.slice() : [];

  const call = (method: string, ...args: unknown[]): unknown => {
    const fn = (api as unknown as Record<string, unknown>)[method];
    if (typeof fn !== 'function' || method === 'q') {
      console.error(`[zapisy] Zapisy('${method}') is not a known method`);
      return undefined;
    }
    return (fn as (...a: unknown[]) => unknown)(...args);
  };
  const run = (entry: QueuedCall) => {
    const [method, ...args] = Array.from(entry);
    return call(String(method), ...args);
  };

  const api = Object.assign(call, {
    mount: loader.mount,
    unmount: loader.unmount,
    unmountAll: loader.unmountAll,
    scan: loader.scan,
    version,
    loaded: true as const,
    q: {
      push(...calls: QueuedCall[]) {
        for (const entry of calls) run(entry);
        return 0;
      },
    },
  });
  (win as unknown as { Zapisy: ZapisyApi }).Zapisy = api;
  for (const entry of queued) run(entry);
  return api;
}
