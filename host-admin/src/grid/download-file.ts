import type { SessionStore } from '../api/session.js';
import { fetchWithSession } from '../api/session-fetch.js';
import { saveFile } from '../lib/save-file.js';

/** The file name of a Content-Disposition header, if any. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

/**
 * Downloads a server file (CSV, XLSX) with the session token and saves it.
 * The JSON client reads bodies as text, which would spoil a binary XLSX, so this one reads a Blob.
 */
export async function downloadFile(
  session: SessionStore,
  path: string,
  fallbackName: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchWithSession(session, path, {}, fetchImpl);
  const name = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(name, await response.blob());
  return name;
}
