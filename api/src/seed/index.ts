/**
 * First-start seeding: into an empty store only, a demo organization 'Demo' with one project on domain
 * `demo` and the site administrator `admin@zapisy.local` / `zapisy-demo`. Also creates the unique indexes
 * the collections rely on. Running it again, or from two processes at once, never duplicates anything.
 */
import { randomUUID } from 'node:crypto';
import type { FormFieldKind } from '@zapisy/core';
import type { FastifyBaseLogger } from 'fastify';
import { USERS, type UserDocument } from '../auth/user-document.js';
import { ensureFormIndexes } from '../modules/forms/index.js';
import { ORGANIZATIONS } from '../modules/organizations/index.js';
import { PROJECT_STRINGS, PROJECTS, type ProjectDocument } from '../modules/projects/index.js';
import type { Store } from '../storage/index.js';
import type { DemoActivityInput } from './demo-activity.js';
import { missingDemoKinds, seedDemoRegistration } from './demo-registration.js';
import { DEMO_SURVEY_KINDS, seedDemoSurvey } from './demo-survey.js';
import { hashPassword } from './password.js';
import type { SeededOrganization } from './seeded-organization.js';

export { seedDemoActivity } from './demo-activity.js';
export { USERS, type UserDocument };

export const DEMO_ADMIN_EMAIL = 'admin@zapisy.local';
export const DEMO_ADMIN_PASSWORD = 'zapisy-demo';
export const DEMO_PROJECT_DOMAIN = 'demo';

export interface SeedResult {
  seeded: boolean;
  adminEmail: string;
  projectDomain: string;
  /** With a registration form seeded: what seedDemoActivity registers the demo people with. */
  demo?: DemoActivityInput;
}

export type SeedLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface SeedOptions {
  /**
   * The registered form-field kinds (the app container's `Tokens.FormFieldKind`): with the kinds the demo
   * form uses, the demo project also gets a product, a price rule, installments and a published
   * registration form; without them it is seeded without a form.
   */
  formFieldKinds?: Iterable<FormFieldKind>;
}

/** Spec §9: "Ids: UUID-derived alphanumeric … max 37". */
function newId(): string {
  return randomUUID().replaceAll('-', '');
}

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** Unique indexes of the collections this module writes; creating an existing index is a no-op. */
export async function ensureIndexes(store: Store): Promise<void> {
  await store.db.collection(USERS).createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
  await store.db
    .collection(PROJECTS)
    .createIndex({ 'event.domainName': 1 }, { unique: true, name: 'event_domainName_unique' });
  await store.db.collection(PROJECTS).createIndex({ organizationId: 1 }, { name: 'organizationId' });
  await store.db
    .collection(PROJECT_STRINGS)
    .createIndex({ eventId: 1 }, { unique: true, name: 'eventId_unique' });
  await ensureFormIndexes(store);
}

export async function seedDemo(
  store: Store,
  log: SeedLogger,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const result = { adminEmail: DEMO_ADMIN_EMAIL, projectDomain: DEMO_PROJECT_DOMAIN };
  if (!(await store.isEmpty())) return { seeded: false, ...result };

  await ensureIndexes(store);

  const now = new Date();
  const organizationId = newId();
  const eventId = newId();
  const userId = newId();

  const project: ProjectDocument = {
    _id: eventId,
    eventId,
    organizationId,
    active: true,
    lite: false,
    event: {
      name: 'Demo',
      slogan: '',
      description: '',
      domainName: DEMO_PROJECT_DOMAIN,
      isMainDomain: true,
      from: null,
      to: null,
      emailAddress: '',
      translationType: 'event',
      // Spec §9: "registration confirm on"; open-ended window ("open-ended if unset").
      registration: {
        enabled: true,
        from: null,
        to: null,
        confirm: true,
        limitOfParticipantsEnabled: false,
        limitOfParticipants: 0,
        enableWaitingList: false,
      },
      survey: { enabled: false, from: null, to: null },
      // Spec §9: "reception enabled".
      reception: { enabled: true, meetings: { enabled: false, current: 0 } },
    },
    // Spec §9: "Default payments: online on, cash off, automatic on, daysLate 2".
    payments: { enabled: true, online: true, cash: false, automatic: true, daysLate: 2 },
    permissions: [],
    createdAt: now,
  };

  // The project goes first: its unique domain makes a second, concurrent seeder stop here.
  try {
    await store.db.collection<ProjectDocument>(PROJECTS).insertOne(project);
  } catch (error) {
    if (isDuplicateKey(error)) return { seeded: false, ...result };
    throw error;
  }

  const organization: SeededOrganization = {
    _id: organizationId,
    organizationId,
    name: 'Demo',
    ownerId: userId,
    domainName: DEMO_PROJECT_DOMAIN,
    useDomain: false,
    customerSettings: {
      hasGlobalPayments: false,
      customerPerParticipant: false,
      twoPeople: false,
      hasGuardian: false,
      billingsByPaymentDate: false,
    },
    // Spec §9: "Org defaults: lump percent 8.5, days to pay 14, numbering 'xxxx/yyyy' yearly, … VAT 'np'".
    invoicing: { lumpPercent: 8.5, vatPercent: 'np', daysToPay: 14, useVat: false },
    numberingPatterns: [{ patternId: newId(), pattern: 'xxxx/yyyy', yearly: true }],
    subscriptionStatus: 'free',
    // Spec §6: "Organization owner gets admin".
    permissions: [{ userId, role: 'admin', from: null, to: null }],
    createdAt: now,
  };
  await store.db.collection<SeededOrganization>(ORGANIZATIONS).insertOne(organization);

  const admin: UserDocument = {
    _id: userId,
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Admin',
    lastName: 'Demo',
    role: 'site-admin',
    // The demo administrator owns the Demo organization, so the admin opens on it.
    organizationId,
    status: 'active',
    passwordHash: await hashPassword(DEMO_ADMIN_PASSWORD),
    registrationDate: now,
  };
  try {
    await store.db.collection<UserDocument>(USERS).insertOne(admin);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    log.warn({ email: DEMO_ADMIN_EMAIL }, 'seed: the demo administrator already exists');
  }

  const kinds = [...(options.formFieldKinds ?? [])];
  const missingKinds = missingDemoKinds(kinds);
  let demo: DemoActivityInput | undefined;
  if (missingKinds.length === 0) {
    const tenant = { organizationId, eventId };
    const offer = await seedDemoRegistration(store, tenant, kinds, now);
    if (missingDemoKinds(kinds, DEMO_SURVEY_KINDS).length === 0)
      await seedDemoSurvey(store, tenant, kinds, now);
    demo = { ...tenant, ...offer, admin: { userId, email: DEMO_ADMIN_EMAIL } };
  } else {
    log.warn({ missingKinds }, 'seed: the demo project gets no registration form (form field kinds missing)');
  }

  log.info(
    { organizationId, eventId, adminEmail: DEMO_ADMIN_EMAIL, projectDomain: DEMO_PROJECT_DOMAIN },
    'seed: created the demo organization, project and site administrator',
  );
  return { seeded: true, ...result, ...(demo ? { demo } : {}) };
}
