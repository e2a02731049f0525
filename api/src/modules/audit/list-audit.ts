/** Reading the audit log of one organization: newest first, filtered by action and project. */

import type { Page, PageQuery } from '../../http/pagination.js';
import { pageSchema, skipOf } from '../../http/pagination.js';
import { type Store, TenantRepository } from '../../storage/index.js';
import { AUDIT_LOG, type AuditChange, type AuditEntry, type AuditTarget } from './record-audit.js';

export interface AuditQuery extends PageQuery {
  action?: string;
  eventId?: string;
}

export interface AuditItem {
  id: string;
  organizationId: string;
  eventId: string | null;
  actor: { userId: string; email: string };
  action: string;
  target: AuditTarget;
  changes: AuditChange[];
  at: string;
}

export const auditItemSchema = {
  type: 'object',
  required: ['id', 'organizationId', 'eventId', 'actor', 'action', 'target', 'changes', 'at'],
  properties: {
    id: { type: 'string' },
    organizationId: { type: 'string' },
    eventId: { type: ['string', 'null'] },
    actor: {
      type: 'object',
      required: ['userId', 'email'],
      properties: { userId: { type: 'string' }, email: { type: 'string' } },
    },
    action: { type: 'string', examples: ['organization.update'] },
    target: {
      type: 'object',
      required: ['type', 'id'],
      properties: {
        type: { type: 'string' },
        id: { type: 'string' },
        name: { type: 'string', description: 'Jak się wtedy nazywał (imię i nazwisko, adres e-mail)' },
      },
    },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path'],
        properties: {
          path: { type: 'string' },
          label: { type: 'string', description: 'Nazwa zmienionej wartości (etykieta pola formularza)' },
          oldValue: { description: 'Poprzednia wartość (klucze integracji jako ••••)' },
          newValue: { description: 'Nowa wartość (klucze integracji jako ••••)' },
        },
      },
    },
    at: { type: 'string', format: 'date-time' },
  },
} as const;

export const auditPageSchema = pageSchema('AuditPage', auditItemSchema);

function toItem(entry: AuditEntry): AuditItem {
  return {
    id: entry._id,
    organizationId: entry.organizationId,
    eventId: entry.eventId ?? null,
    actor: entry.actor,
    action: entry.action,
    target: entry.target,
    changes: entry.changes.map((c) => ({
      path: c.path,
      ...(c.label ? { label: c.label } : {}),
      oldValue: c.oldValue ?? null,
      newValue: c.newValue ?? null,
    })),
    at: entry.at.toISOString(),
  };
}

export async function listAudit(
  store: Store,
  organizationId: string,
  query: AuditQuery,
): Promise<Page<AuditItem>> {
  const repository = new TenantRepository(store.db.collection<AuditEntry>(AUDIT_LOG), { organizationId });
  const filter: Record<string, string> = {};
  if (query.action) filter.action = query.action;
  if (query.eventId) filter.eventId = query.eventId;
  const { page, pageSize, skip } = skipOf(query);
  const [entries, total] = await Promise.all([
    repository.find(filter, { sort: { at: -1, _id: -1 }, skip, limit: pageSize }).toArray(),
    repository.countDocuments(filter),
  ]);
  return { items: entries.map(toItem), total, page, pageSize };
}
