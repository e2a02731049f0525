/**
 * Values kept in localStorage for a time (the spec's remembered filters and preferences): each entry holds
 * its value and when it expires; an expired or unreadable entry reads as absent and is removed. Without
 * storage (private mode, a test without it) nothing is remembered and nothing throws.
 */
import { DEFAULT_STORAGE_TTL_MS } from './constants.js';

interface Entry<T> {
  value: T;
  /** Milliseconds since the epoch; null = kept until removed. */
  expiresAt: number | null;
}

export interface TimedStorageOptions {
  storage?: Storage | undefined;
  now?: () => number;
}

function storageOf(options: TimedStorageOptions): Storage | undefined {
  if ('storage' in options) return options.storage;
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readTimed<T>(key: string, options: TimedStorageOptions = {}): T | undefined {
  const storage = storageOf(options);
  if (!storage) return undefined;
  const now = options.now?.() ?? Date.now();
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const entry = JSON.parse(raw) as Entry<T>;
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) throw new Error('bad entry');
    if (entry.expiresAt !== null && !(entry.expiresAt > now)) {
      storage.removeItem(key);
      return undefined;
    }
    return entry.value;
  } catch {
    storage.removeItem(key);
    return undefined;
  }
}

/** Keeps `value` for `ttlMs` (default §9 86400 s; null = until removed). */
export function writeTimed<T>(
  key: string,
  value: T,
  ttlMs: number | null = DEFAULT_STORAGE_TTL_MS,
  options: TimedStorageOptions = {},
): void {
  const storage = storageOf(options);
  if (!storage) return;
  const now = options.now?.() ?? Date.now();
  const entry: Entry<T> = { value, expiresAt: ttlMs === null ? null : now + ttlMs };
  try {
    storage.setItem(key, JSON.stringify(entry));
  } catch {
    // A full or blocked storage: the preference is simply not remembered.
  }
}

export function removeTimed(key: string, options: TimedStorageOptions = {}): void {
  storageOf(options)?.removeItem(key);
}
