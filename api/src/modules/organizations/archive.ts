/**
 * Export and import of one organization's data as a JSON archive (site admin, `/admin/site-admin/
 * import-eksport`). Every document carrying the organization's `organizationId`, in every collection,
 * is written as relaxed Extended JSON (bson's EJSON), so dates and other BSON types survive the trip.
 *
 * Users are global, not tenant documents: the archive carries the accounts of the owner, of everyone with
 * a grant in the organization or its projects, and of users whose home organization it is — WITH their
 * password hashes, so an import restores their log-ins. The archive is therefore as sensitive as a
 * database dump (site admin only). Integration keys stay encrypted: the target must run with the same
 * ZAPISY_SECRETS_KEY to read them.
 *
 * Collections are found through the driver's `listCollections` when the store has it, plus the known
 * tenant collections below (the embedded store cannot list its collections through the port).
 */
import { BusinessError, NotFoundError, ValidationError } from '@zapisy/core';
import { type Document, EJSON } from 'bson';
import { USERS } from '../../auth/users.js';
import type { Store } from '../../storage/index.js';
import { SYSTEM_AUDIT_LOG } from '../audit/index.js';
import { collectionLabelList } from './collection-labels.js';
import { ORGANIZATIONS } from './store.js';

export const ARCHIVE_FORMAT = 'zapisy.organization-export';
export const ARCHIVE_VERSION = 1;

/** Collections whose documents carry `organizationId` (present and planned). */
export const KNOWN_TENANT_COLLECTIONS = [
  'organizations',
  'projects',
  'projectStrings',
  'participants',
  'customers',
  'billings',
  'payments',
  'invoices',
  'forms',
  'products',
  'registrations',
  'notifications',
  'notificationDefinitions',
  'calendars',
  'documents',
  'documentTemplates',
  'attachmentDefinitions',
  'landingPages',
  'reports',
  'bankStatements',
  'blacklists',
  'balances',
  'auditLog',
  'outbox',
] as const;

/** Global collections never exported by organization (accounts are handled apart; settings hold keys). */
const GLOBAL_COLLECTIONS = new Set([
  USERS,
  'settings',
  'accountTokens',
  'tokenDenylist',
  'agendaJobs',
  'jobs',
  SYSTEM_AUDIT_LOG,
]);

export interface OrganizationArchive {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  organizationId: string;
  exportedAt: string;
  /** Collection name → documents as relaxed Extended JSON. */
  collections: Record<string, Document[]>;
  /** Accounts of the organization's people (Extended JSON), password hashes included. */
  users: Document[];
}

type ListableDb = {
  listCollections?: (filter: object, options: object) => { toArray(): Promise<{ name: string }[]> };
};

async function tenantCollectionNames(store: Store): Promise<string[]> {
  const names = new Set<string>(KNOWN_TENANT_COLLECTIONS);
  const db = store.db as unknown as ListableDb;
  if (typeof db.listCollections === 'function') {
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      if (!name.startsWith('system.')) names.add(name);
    }
  }
  for (const name of GLOBAL_COLLECTIONS) names.delete(name);
  return [...names].sort();
}

const toJson = (doc: Document): Document => EJSON.serialize(doc, { relaxed: true }) as Document;
const fromJson = (doc: Document): Document => EJSON.deserialize(doc, { relaxed: true }) as Document;

function grantUserIds(docs: Document[]): string[] {
  const ids: string[] = [];
  for (const doc of docs) {
    if (typeof doc.ownerId === 'string') ids.push(doc.ownerId);
    for (const grant of (doc.permissions as { userId?: unknown }[] | undefined) ?? []) {
      if (typeof grant?.userId === 'string') ids.push(grant.userId);
    }
  }
  return ids;
}

export async function exportOrganization(
  store: Store,
  organizationId: string,
  now = new Date(),
): Promise<OrganizationArchive> {
  const collections: Record<string, Document[]> = {};
  const raw: Record<string, Document[]> = {};
  for (const name of await tenantCollectionNames(store)) {
    const docs = await store.db
      .collection(name)
      .find({ organizationId }, { sort: { _id: 1 } })
      .toArray();
    if (docs.length === 0) continue;
    raw[name] = docs;
    collections[name] = docs.map(toJson);
  }
  if (!raw[ORGANIZATIONS]?.length) throw new NotFoundError('Nie znaleziono organizacji');
  const userIds = [...new Set(grantUserIds([...(raw[ORGANIZATIONS] ?? []), ...(raw.projects ?? [])]))];
  const users = await store.db
    .collection(USERS)
    .find({ $or: [{ _id: { $in: userIds } }, { organizationId }] } as Document, { sort: { _id: 1 } })
    .toArray();
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    organizationId,
    exportedAt: now.toISOString(),
    collections,
    users: users.map(toJson),
  };
}

export interface ImportResult {
  organizationId: string;
  /** Documents inserted per collection. */
  collections: Record<string, number>;
  usersInserted: number;
  /** Accounts already present with the same id (kept as they are). */
  usersSkipped: number;
}

export const ALREADY_PRESENT_MESSAGE =
  'Magazyn zawiera już dane tej organizacji; import jest możliwy tylko do magazynu bez jej danych';

function archiveProblems(archive: OrganizationArchive): string[] {
  const problems: string[] = [];
  if (archive.format !== ARCHIVE_FORMAT) problems.push(`body.format: oczekiwano '${ARCHIVE_FORMAT}'`);
  if (archive.version !== ARCHIVE_VERSION)
    problems.push(`body.version: nieobsługiwana wersja ${archive.version}`);
  for (const [name, docs] of Object.entries(archive.collections)) {
    if (GLOBAL_COLLECTIONS.has(name) || name.includes('$') || name.startsWith('system.')) {
      problems.push(`body.collections.${name}: tej kolekcji nie można importować`);
      continue;
    }
    docs.forEach((doc, index) => {
      if (doc.organizationId !== archive.organizationId) {
        problems.push(`body.collections.${name}[${index}].organizationId: dokument innej organizacji`);
      }
    });
  }
  if (!archive.collections[ORGANIZATIONS]?.some((doc) => doc._id === archive.organizationId)) {
    problems.push('body.collections.organizations: brak dokumentu organizacji');
  }
  return problems;
}

/**
 * Imports an archive into a store holding no document of that organization (409 otherwise), in one
 * transaction. An account whose id exists is kept as it is; an e-mail taken by another account is a 409.
 */
export async function importOrganization(store: Store, archive: OrganizationArchive): Promise<ImportResult> {
  const problems = archiveProblems(archive);
  if (problems.length > 0) throw new ValidationError(problems);
  const { organizationId } = archive;
  const names = new Set([...(await tenantCollectionNames(store)), ...Object.keys(archive.collections)]);
  const present: string[] = [];
  for (const name of names) {
    if ((await store.db.collection(name).countDocuments({ organizationId }, { limit: 1 })) > 0)
      present.push(name);
  }
  if (present.length > 0)
    throw new BusinessError(
      `${ALREADY_PRESENT_MESSAGE} (${collectionLabelList(present.sort())})`,
      'ALREADY_PRESENT',
    );

  const users = archive.users.map(fromJson);
  return store.withTransaction(async (session) => {
    const result: ImportResult = { organizationId, collections: {}, usersInserted: 0, usersSkipped: 0 };
    const accounts = store.db.collection(USERS);
    for (const user of users) {
      const existing = await accounts.findOne(
        { $or: [{ _id: user._id }, { email: user.email }] } as Document,
        { session },
      );
      if (existing && existing._id === user._id) {
        result.usersSkipped += 1;
        continue;
      }
      if (existing) {
        throw new BusinessError(
          `Konto o adresie ${String(user.email)} istnieje już z innym identyfikatorem`,
          'USER_CONFLICT',
        );
      }
      await accounts.insertOne(user, { session });
      result.usersInserted += 1;
    }
    for (const [name, docs] of Object.entries(archive.collections)) {
      if (docs.length === 0) continue;
      await store.db.collection(name).insertMany(docs.map(fromJson), { session });
      result.collections[name] = docs.length;
    }
    return result;
  });
}

/** JSON Schema of the archive (documents are free-form Extended JSON). */
export const organizationArchiveSchema = {
  title: 'OrganizationArchive',
  type: 'object',
  required: ['format', 'version', 'organizationId', 'exportedAt', 'collections', 'users'],
  properties: {
    format: { type: 'string', const: ARCHIVE_FORMAT },
    version: { type: 'integer', examples: [ARCHIVE_VERSION] },
    organizationId: { type: 'string', minLength: 1, maxLength: 100 },
    exportedAt: { type: 'string', format: 'date-time' },
    collections: {
      type: 'object',
      description: 'Kolekcja → dokumenty organizacji (Extended JSON)',
      additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
    },
    users: {
      type: 'array',
      description: 'Konta osób organizacji (z hasłami w postaci skrótów scrypt)',
      items: { type: 'object', additionalProperties: true },
    },
  },
} as const;
