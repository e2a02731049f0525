/**
 * The audit log (issue 4: "who changed which setting, permission or project state, when, old and new
 * value"): one document per change in the `auditLog` collection, readable by the organization's admins.
 */
import { generateId } from '@zapisy/core';
import type { Store, StoreCollection, StoreSession } from '../../storage/index.js';

export const AUDIT_LOG = 'auditLog';

export interface AuditChange {
  /** Dotted path of the changed value, e.g. 'invoicing.daysToPay'. */
  path: string;
  /**
   * What the organizer called the value when it changed (a form field's label: 'Nazwisko'), for values no
   * schema names; the values are then the texts the organizer saw ('Warsztaty fotograficzne', 'Tak').
   */
  label?: string;
  oldValue: unknown;
  newValue: unknown;
}

export interface AuditActor {
  userId: string;
  email: string;
}

export interface AuditTarget {
  type: string;
  id: string;
  name?: string;
}

export interface AuditInput {
  organizationId: string;
  eventId?: string;
  actor: AuditActor;
  /** What happened, 'area.verb': 'organization.update', 'project.deactivate', 'permissions.change'. */
  action: string;
  /** What the entry is about; `name` is how it was called then ('Anna Kowalska'), so no id is shown. */
  target: AuditTarget;
  changes: AuditChange[];
  /** Default: now. */
  at?: Date;
}

export interface AuditEntry extends Omit<AuditInput, 'at'> {
  _id: string;
  at: Date;
}

/** Spec §9: "Ids: UUID-derived alphanumeric … max 37". */
const AUDIT_ID_LENGTH = 24;

function collectionOf(target: Store | StoreCollection<AuditEntry>): StoreCollection<AuditEntry> {
  return 'db' in target ? target.db.collection<AuditEntry>(AUDIT_LOG) : target;
}

/**
 * Writes one audit entry. Pass `{ session }` to record inside the caller's transaction, so the change and
 * its entry are stored together or not at all.
 */
export async function recordAudit(
  target: Store | StoreCollection<AuditEntry>,
  input: AuditInput,
  options: { session?: StoreSession } = {},
): Promise<AuditEntry> {
  const entry: AuditEntry = {
    _id: generateId(AUDIT_ID_LENGTH),
    organizationId: input.organizationId,
    ...(input.eventId !== undefined ? { eventId: input.eventId } : {}),
    actor: { userId: input.actor.userId, email: input.actor.email },
    action: input.action,
    target: {
      type: input.target.type,
      id: input.target.id,
      ...(input.target.name ? { name: input.target.name } : {}),
    },
    changes: input.changes,
    at: input.at ?? new Date(),
  };
  await collectionOf(target).insertOne(entry, options.session ? { session: options.session } : {});
  return entry;
}

/** Indexes the audit list reads by: newest first within an organization. */
export async function ensureAuditIndexes(store: Store): Promise<void> {
  await store.db
    .collection(AUDIT_LOG)
    .createIndex({ organizationId: 1, at: -1 }, { name: 'organizationId_at' });
}
