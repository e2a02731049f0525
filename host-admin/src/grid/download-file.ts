import { responseToError } from '@zapisy/core';
import { API_BASE_PATH, AUTH_TOKEN_HEADER } from '../api/client.js';
import type { SessionStore } from '../api/session.js';

/** The file name of a Content-Disposition header, if any. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

/**
 * Downloads a server file (CSV, XLSX) with the session token and saves it through a temporary link.
 * The JSON client reads bodies as text, which would spoil a binary XLSX, so this one reads a Blob.
 */
export async function downloadFile(
  session: SessionStore,
  path: string,
  fallbackName: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const { token } = session.takeToken();
  const headers: Record<string, string> = token ? { [AUTH_TOKEN_HEADER]: token } : {};
  const response = await fetchImpl(`${API_BASE_PATH}${path}`, { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    throw responseToError({
      status: response.status,
      path,
      contentType: response.headers.get('content-type'),
      body,
    });
  }
  const name = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
