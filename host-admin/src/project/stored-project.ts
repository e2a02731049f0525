import { PROJECT_DOMAIN_RE } from '../lib/project.js';

/** The project last chosen in the switcher (kept across screens whose links carry no ?projekt=). */
export const STORED_PROJECT_KEY = 'zapisy:project';

export function readStoredProject(): string | null {
  try {
    const value = localStorage.getItem(STORED_PROJECT_KEY);
    return value && PROJECT_DOMAIN_RE.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeProject(domain: string | null): void {
  try {
    if (domain) localStorage.setItem(STORED_PROJECT_KEY, domain);
    else localStorage.removeItem(STORED_PROJECT_KEY);
  } catch {
    // storage unavailable
  }
}

/** The organization a site administrator without one of their own chose to work in. */
export const STORED_ORGANIZATION_KEY = 'zapisy:organization';

export function readStoredOrganization(): string | null {
  try {
    return localStorage.getItem(STORED_ORGANIZATION_KEY) || null;
  } catch {
    return null;
  }
}

export function storeOrganization(organizationId: string | null): void {
  try {
    if (organizationId) localStorage.setItem(STORED_ORGANIZATION_KEY, organizationId);
    else localStorage.removeItem(STORED_ORGANIZATION_KEY);
  } catch {
    // storage unavailable
  }
}
