import { useLocation } from 'react-router-dom';
import { resolveProjectDomain } from '../lib/project.js';
import { useEnv } from './env-context.js';

export type ProjectDomainSource = 'host' | 'query' | null;

/** The current project domain and where it came from (subdomain or ?projekt=). */
export function useProjectDomain(): { domain: string | null; source: ProjectDomainSource } {
  const env = useEnv();
  const { search } = useLocation();
  const hostname = window.location.hostname;
  const fromHost = resolveProjectDomain({ hostname, search: '' }, env?.host);
  if (fromHost) return { domain: fromHost, source: 'host' };
  const fromQuery = resolveProjectDomain({ hostname: '', search }, null);
  return fromQuery ? { domain: fromQuery, source: 'query' } : { domain: null, source: null };
}
