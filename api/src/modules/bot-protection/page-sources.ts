/**
 * The CSP sources the hosted pages must allow for the loaded bot protections' browser parts (reCAPTCHA's
 * script and frame; a proof of work loads nothing). Every loaded protection counts, not only the project's
 * choice: the page's headers are the same for every project, and the sources name only the provider's own
 * hosts (or the local fake the platform points it at).
 */
import type { BotPageSources, BotProtection } from '@zapisy/core';
import { serviceKey } from './config.js';

export interface PageSourcesDeps {
  providers: readonly BotProtection[];
  /** BOT_PROTECTION_URL_<PROVIDER> by service key. */
  serviceUrls: Readonly<Record<string, string>>;
  /** BOT_PROTECTION=off: nothing is challenged, so nothing is loaded. */
  enabled: boolean;
}

export function botProtectionPageSources(deps: PageSourcesDeps): BotPageSources {
  const script = new Set<string>();
  const frame = new Set<string>();
  const connect = new Set<string>();
  if (!deps.enabled) return { script: [], frame: [], connect: [] };
  for (const provider of deps.providers) {
    if (!provider.pageSources) continue;
    const baseUrl = deps.serviceUrls[serviceKey(provider.id)];
    const sources = provider.pageSources(baseUrl ? { baseUrl } : {});
    for (const source of sources.script) script.add(source);
    for (const source of sources.frame) frame.add(source);
    for (const source of sources.connect ?? []) connect.add(source);
  }
  return { script: [...script], frame: [...frame], connect: [...connect] };
}
