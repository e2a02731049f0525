import { removeDiacritics } from '@zapisy/core';

/**
 * The name an organization's archive is saved under: its domain (else its name) and the day, never its
 * internal id: 'zapisy-organizacja-szkola-2026-03-01.json'.
 */
export function archiveFileName(
  organization: { name: string; domainName?: string | null },
  now: Date = new Date(),
): string {
  const readable = removeDiacritics(organization.domainName || organization.name)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `zapisy-organizacja-${readable || 'archiwum'}-${now.toISOString().slice(0, 10)}.json`;
}
