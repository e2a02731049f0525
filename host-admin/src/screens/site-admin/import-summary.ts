import { formatPolishCount } from '@zapisy/core';
import type { ImportResult, OrganizationArchive } from './site-admin-api.js';

const DOCUMENTS = { one: 'dokument', few: 'dokumenty', many: 'dokumentów', other: 'dokumentu' } as const;

/**
 * What an import did, in the site administrator's words: the organization by its name (from the archive),
 * the documents in total and the accounts; never the internal id or the store's collection names.
 */
export function importSummary(archive: OrganizationArchive, result: ImportResult): string {
  const organization = archive.collections.organizations?.find((doc) => doc._id === result.organizationId);
  const name = typeof organization?.name === 'string' ? `„${organization.name}”` : 'z archiwum';
  const total = Object.values(result.collections).reduce((sum, count) => sum + count, 0);
  return `Zaimportowano organizację ${name}: ${formatPolishCount(total, DOCUMENTS)}; konta nowe ${result.usersInserted}, pominięte ${result.usersSkipped}.`;
}
