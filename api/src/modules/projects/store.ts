/**
 * Project documents as this module writes them, the collections a project owns or copies, and the
 * tenant-scoped repositories every project query goes through.
 */
import {
  type Project,
  type ProjectStringsOverrides,
  type TranslationTypeId,
  withProjectDefaults,
} from '@zapisy/core';
import { type Document, type Store, type Tenant, TenantRepository } from '../../storage/index.js';

export const PROJECTS = 'projects';
export const PARTICIPANTS = 'participants';
export const CUSTOMERS = 'customers';
export const PROJECT_STRINGS = 'projectStrings';

/** A project as stored: `_id` equals `eventId`; dates are Date objects. */
export interface ProjectRecord extends Omit<Project, 'createdAt' | 'updatedAt'> {
  _id: string;
  createdAt: Date;
  updatedAt?: Date;
}

/** A time window; unset ends are open (spec: "open-ended if unset"). */
export interface DateWindow {
  enabled: boolean;
  from: Date | null;
  to: Date | null;
}

/**
 * A project as the seed writes it and the public calls read it (spec second document §3 "Project"), the
 * fields filled before every settings group existed; `_id` equals `eventId`. `ProjectRecord` is the whole one.
 */
export interface ProjectDocument {
  _id: string;
  eventId: string;
  baseEventId?: string;
  organizationId: string;
  active: boolean;
  lite?: boolean;
  event: {
    name: string;
    slogan: string;
    description: string;
    /** Unique, stored lower-case: the project's subdomain or path prefix. */
    domainName: string;
    isMainDomain?: boolean;
    from: Date | null;
    to: Date | null;
    emailAddress?: string;
    translationType: TranslationTypeId;
    registration: DateWindow & {
      confirm?: boolean;
      limitOfParticipantsEnabled?: boolean;
      limitOfParticipants?: number;
      enableWaitingList?: boolean;
    };
    survey?: DateWindow;
    reception?: { enabled: boolean; meetings: { enabled: boolean; current: number } };
  };
  payments?: { enabled: boolean; online: boolean; cash: boolean; automatic: boolean; daysLate: number };
  permissions?: { userId: string; role: string; from?: Date | null; to?: Date | null }[];
  createdAt: Date;
}

/** The project's own registration-flow texts; one per project (unique index on eventId). */
export interface ProjectStringsDocument {
  eventId: string;
  organizationId: string;
  overrides: ProjectStringsOverrides;
  updatedAt: Date;
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

/** The project's strings document, scoped to the project's tenant (organizationId and eventId). */
export function projectStringsRepository(
  store: Store,
  tenant: Required<Tenant>,
): TenantRepository<ProjectStringsDocument> {
  return new TenantRepository(store.db.collection<ProjectStringsDocument>(PROJECT_STRINGS), tenant);
}

/** A stored project with every setting present (older documents lack the newer settings). */
/** What completeProject returned: completing it again gives it back as it is (a second call is free). */
const completed = new WeakSet<object>();

export function completeProject(record: ProjectRecord): ProjectRecord {
  if (completed.has(record)) return record;
  const complete = withProjectDefaults(record) as ProjectRecord;
  completed.add(complete);
  return complete;
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
