/**
 * Project documents as this module writes them, the collections a project owns or copies, and the
 * tenant-scoped repositories every project query goes through.
 */
import { type Project, withProjectDefaults } from '@zapisy/core';
import { PROJECT_STRINGS } from '../routes/strings.js';
import { type Document, type Store, type Tenant, TenantRepository } from '../storage/index.js';

export const PROJECTS = 'projects';
export const PARTICIPANTS = 'participants';
export const CUSTOMERS = 'customers';
export { PROJECT_STRINGS };

/** A project as stored: `_id` equals `eventId`; dates are Date objects. */
export interface ProjectRecord extends Omit<Project, 'createdAt' | 'updatedAt'> {
  _id: string;
  createdAt: Date;
  updatedAt?: Date;
}

/** Participants and customers are copied by a duplicate; their other fields are carried over unchanged. */
export interface ParticipantRecord extends Document {
  _id: string;
  eventId: string;
  organizationId: string;
  customerId?: string;
  status?: string;
  data?: { name: string; value: unknown }[];
}

export interface CustomerRecord extends Document {
  _id: string;
  organizationId: string;
  eventId?: string;
  eventIds?: string[];
}

/** Projects of one organization. */
export function projectsOf(store: Store, organizationId: string): TenantRepository<ProjectRecord> {
  return new TenantRepository(store.db.collection<ProjectRecord>(PROJECTS), { organizationId });
}

export function participantsOf(store: Store, tenant: Required<Tenant>): TenantRepository<ParticipantRecord> {
  return new TenantRepository(store.db.collection<ParticipantRecord>(PARTICIPANTS), tenant);
}

export function customersOf(store: Store, organizationId: string): TenantRepository<CustomerRecord> {
  return new TenantRepository(store.db.collection<CustomerRecord>(CUSTOMERS), { organizationId });
}

/** A stored project with every setting present (older documents lack the newer settings). */
export function completeProject(record: ProjectRecord): ProjectRecord {
  return withProjectDefaults(record) as ProjectRecord;
}

/** Domains are unique across all organizations: the index enforces it, never a check-then-insert. */
export async function ensureProjectIndexes(store: Store): Promise<void> {
  const projects = store.db.collection(PROJECTS);
  await projects.createIndex({ 'event.domainName': 1 }, { unique: true, name: 'event_domainName_unique' });
  await projects.createIndex({ organizationId: 1 }, { name: 'organizationId' });
  await projects.createIndex({ baseEventId: 1 }, { name: 'baseEventId' });
  await store.db.collection(PARTICIPANTS).createIndex({ eventId: 1 }, { name: 'eventId' });
}

export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
