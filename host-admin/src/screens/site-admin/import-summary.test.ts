import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary.js';
import type { OrganizationArchive } from './site-admin-api.js';

const archive: OrganizationArchive = {
  format: 'zapisy.organization-export',
  version: 1,
  exportedAt: '2026-03-01T10:00:00.000Z',
  organizationId: 'org-7f3a',
  collections: { organizations: [{ _id: 'org-7f3a', name: 'Szkoła Tańca' }] },
  users: [],
};

describe('importSummary', () => {
  it('names the organization and counts documents without its id or collection names', () => {
    const text = importSummary(archive, {
      organizationId: 'org-7f3a',
      collections: { organizations: 1, participants: 3, projectStrings: 1 },
      usersInserted: 2,
      usersSkipped: 1,
    });
    expect(text).toBe('Zaimportowano organizację „Szkoła Tańca”: 5 dokumentów; konta nowe 2, pominięte 1.');
    expect(text).not.toMatch(/org-7f3a|participants|projectStrings/);
  });

  it('says 22 dokumenty and 1 dokument in Polish plural forms', () => {
    const result = (total: number) => ({
      organizationId: 'x',
      collections: { a: total },
      usersInserted: 0,
      usersSkipped: 0,
    });
    expect(importSummary(archive, result(22))).toContain('z archiwum: 22 dokumenty;');
    expect(importSummary(archive, result(1))).toContain(': 1 dokument;');
  });
});
