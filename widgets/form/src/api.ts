import { WidgetApiError } from './errors.js';
import { fetchWithTimeout, isRecord, trimSlash } from './http.js';
import type { Noun, ProjectInfo, ProjectStrings } from './types.js';

export { WidgetApiError };

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Calls the API and returns parsed JSON. Spec §8: an HTML answer (a proxy error page) means the
 * service is unavailable; 400/404 on a domain lookup means there is no such project.
 */
async function requestJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetchWithTimeout(url, init);
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text().catch(() => '');
  if (response.status === 404 || response.status === 400) {
    throw new WidgetApiError('not-found', `${response.status} for ${url}`, response.status);
  }
  if (!response.ok || type.includes('html') || /^\s*</.test(text)) {
    throw new WidgetApiError('unavailable', `${response.status} ${type} for ${url}`, response.status);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WidgetApiError('unavailable', `Invalid JSON from ${url}`, response.status);
  }
}

/** `POST {apiBase}/project/domain {domainName}` → the fields the widget shows (unknown ones ignored). */
export async function fetchProject(apiBase: string, domainName: string): Promise<ProjectInfo> {
  const body = await requestJson(`${trimSlash(apiBase)}/project/domain`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ domainName }),
  });
  if (!isRecord(body)) throw new WidgetApiError('unavailable', 'Project response is not an object');
  const event = isRecord(body.event) ? body.event : {};
  return {
    eventId: str(body.eventId),
    organizationId: str(body.organizationId),
    active: typeof body.active === 'boolean' ? body.active : undefined,
    name: str(event.name) ?? str(body.name) ?? domainName,
    domainName: str(event.domainName) ?? domainName,
    translationType: str(event.translationType) ?? str(body.translationType),
  };
}

function parseNoun(value: unknown): Noun | undefined {
  if (!isRecord(value)) return undefined;
  const noun: Noun = {};
  for (const key of Object.keys(value)) {
    const v = str(value[key]);
    if (v !== undefined) (noun as Record<string, string>)[key] = v;
  }
  return noun;
}

/** `GET {apiBase}/strings/domain/{domain}` → vocabulary (lenient: missing parts stay undefined). */
export async function fetchStrings(apiBase: string, domainName: string): Promise<ProjectStrings> {
  const body = await requestJson(`${trimSlash(apiBase)}/strings/domain/${encodeURIComponent(domainName)}`, {
    method: 'GET',
  });
  if (!isRecord(body)) throw new WidgetApiError('unavailable', 'Strings response is not an object');
  const nouns: Record<string, Noun> = {};
  if (isRecord(body.nouns)) {
    for (const [key, value] of Object.entries(body.nouns)) {
      const noun = parseNoun(value);
      if (noun) nouns[key] = noun;
    }
  }
  return {
    translationType: str(body.translationType),
    label: str(body.label),
    nouns,
    messages: isRecord(body.messages) ? body.messages : undefined,
  };
}

/**
 * Loads what the form needs. The project is required; strings are optional (a failure there falls back
 * to neutral wording rather than hiding the form).
 */
export async function loadFormData(
  apiBase: string,
  domainName: string,
): Promise<{ project: ProjectInfo; strings: ProjectStrings }> {
  const stringsPromise = fetchStrings(apiBase, domainName).catch((): ProjectStrings => ({ nouns: {} }));
  const project = await fetchProject(apiBase, domainName);
  const strings = await stringsPromise;
  return { project, strings };
}
