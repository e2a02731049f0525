import { useLocation } from 'react-router-dom';
import { resolveProjectDomain } from '../lib/project.js';
import { readStoredProject } from '../project/stored-project.js';
import { useEnv } from './env-context.js';

export type ProjectDomainSource = 'host' | 'query' | 'stored' | null;

/** The current project domain and where it came from (subdomain, ?projekt= or the last choice). */
export function useProjectDomain(): { domain: string | null; source: ProjectDomainSource } {
  const env = useEnv();
  const { search } = useLocation();
  const hostname = window.location.hostname;
  const fromHost = resolveProjectDomain({ hostname, search: '' }, env?.host);
  if (fromHost) return { domain: fromHost, source: 'host' };
  const fromQuery = resolveProjectDomain({ hostname: '', search }, null);
  if (fromQuery) return { domain: fromQuery, source: 'query' };
  const stored = readStoredProject();
  return stored ? { domain: stored, source: 'stored' } : { domain: null, source: null };
}
