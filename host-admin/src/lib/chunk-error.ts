const CHUNK_ERROR_PATTERNS = [
  /loading (css )?chunk [\w-]+ failed/i,
  /loading chunk/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unexpected token\s*'?</i,
  /invalid chunk/i,
];

/**
 * True for errors caused by a stale or missing bundle chunk (spec §8: chunk-load, invalid-chunk,
 * unexpected token, HTML instead of JS). These get the "outdated version" page instead of the generic one.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && matches(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && matches(message);
}

function matches(text: string): boolean {
  return CHUNK_ERROR_PATTERNS.some((re) => re.test(text));
}

/** Prefix of the admin's local caches (project copy etc.); cleared before a reload. Auth keys are kept. */
export const LOCAL_CACHE_PREFIX = 'zapisy:cache:';

/**
 * Spec §8: on a chunk-load error clear local and browser caches, then reload.
 * Clears Cache Storage, service workers and the admin's local cache keys where possible; never throws.
 */
export async function clearCachesAndReload(win: Window = window): Promise<void> {
  try {
    if ('caches' in win) {
      const keys = await win.caches.keys();
      await Promise.all(keys.map((key) => win.caches.delete(key)));
    }
  } catch {
    // best effort
  }
  try {
    const registrations = (await win.navigator.serviceWorker?.getRegistrations?.()) ?? [];
    await Promise.all(registrations.map((r) => r.unregister()));
  } catch {
    // best effort
  }
  try {
    const storage = win.localStorage;
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(LOCAL_CACHE_PREFIX)) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  } catch {
    // best effort
  }
  win.location.reload();
}
