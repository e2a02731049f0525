/**
 * The platform's own audit log (`systemAuditLog`): changes a site admin makes to what belongs to no
 * organization, such as the system payment accounts — who, when, which value, old and new (keys as
 * '••••'). Apart from the organizations' logs: no organization reads or exports it.
 */
import { generateId } from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import type { AuditActor, AuditChange } from './record-audit.js';

export const SYSTEM_AUDIT_LOG = 'systemAuditLog';

export interface SystemAuditEntry {
  _id: string;
  actor: AuditActor;
  /** 'area.verb', e.g. 'system.paymentAccounts'. */
  action: string;
  target: { type: string; id: string };
  changes: AuditChange[];
  at: Date;
}

export type SystemAuditInput = Omit<SystemAuditEntry, '_id'>;

const entriesOf = (store: Store) => store.db.collection<SystemAuditEntry>(SYSTEM_AUDIT_LOG);

/** Writes one entry; with `{ session }` together with the change it records. */
export async function recordSystemAudit(
  store: Store,
  input: SystemAuditInput,
  options: { session?: StoreSession } = {},
): Promise<void> {
  const entry: SystemAuditEntry = { _id: generateId(24), ...input };
  await entriesOf(store).insertOne(entry, options.session ? { session: options.session } : {});
}

/** The newest entries of an action first. */
export async function listSystemAudit(store: Store, action: string, limit = 50): Promise<SystemAuditEntry[]> {
  return entriesOf(store)
    .find({ action }, { sort: { at: -1 }, limit })
    .toArray();
}

export async function ensureSystemAuditIndexes(store: Store): Promise<void> {
  await entriesOf(store).createIndex({ action: 1, at: -1 }, { name: 'action_at' });
}
