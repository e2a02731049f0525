/**
 * Reading and saving system payment accounts and a project's payment override. A request's groups are
 * merged into the stored ones (a blank secret keeps the stored key, `null` removes the group); a group
 * left without a field every provider of the group requires is refused with the Polish list, and nothing is
 * saved. Secrets are encrypted before they are stored and shown only as `{ set }`.
 */
import { PAYMENT_ACCOUNT_MESSAGES, type PaymentProvider, ValidationError } from '@zapisy/core';
import type { SecretBox } from '../../secrets/index.js';
import type { Store } from '../../storage/index.js';
import { type AuditActor, diffForAudit, recordAudit, recordSystemAudit } from '../audit/index.js';
import {
  maskGroup,
  mergeGroup,
  type SettingsRegistry,
  schemaOf,
  secretPathTest,
} from '../plugin-settings/index.js';
import {
  type ProjectPaymentIntegrationDocument,
  projectIntegrationsOf,
  type StoredAccountGroup,
  systemAccountsOf,
} from './payment-accounts.js';

/** The gateway accounts' settings: the system accounts' or the projects' own, as the plugins declare them. */
export interface AccountRegistry {
  providers: readonly PaymentProvider[];
  settings: SettingsRegistry;
}

export type AccountScope = 'system' | 'project';

export interface GroupView {
  settingsKey: string;
  label: string;
  /** The modules sharing the group, each with the names of its own fields (its form shows only those). */
  providers: { id: string; label: string; fields: string[] }[];
  fields: {
    name: string;
    title: string;
    type: string;
    description?: string;
    enum?: unknown[];
    widget?: string;
    secret: boolean;
    required: boolean;
  }[];
}

export type RequestedAccounts = Record<string, Record<string, unknown> | null>;

export function accountRegistry(
  providers: readonly PaymentProvider[],
  settings: SettingsRegistry,
): AccountRegistry {
  return { providers, settings };
}

/**
 * The groups as a form draws them, from the modules' declarations for the scope: the system accounts'
 * schemas leave out the organizer's own fields (e.g. the P24 Marketplace seller id), which each
 * organization keeps in its settings.
 */
export function groupsView(registry: AccountRegistry, scope: AccountScope): GroupView[] {
  return registry.settings.groups(scope).map((group) => ({
    settingsKey: group.key,
    label: group.label,
    providers: group.modules.map((module) => ({
      id: module.module,
      label: module.label,
      fields: Object.keys(schemaOf(module, scope)?.properties ?? {}),
    })),
    fields: Object.entries(group.fields).map(([name, field]) => ({
      name,
      title: field.title,
      type: field.type,
      ...(field.description ? { description: field.description } : {}),
      ...(field.enum ? { enum: [...field.enum] } : {}),
      ...(field['x-widget'] ? { widget: field['x-widget'] } : {}),
      secret: group.secrets.includes(name),
      required: group.required.includes(name),
    })),
  }));
}

export function maskAccounts(
  registry: AccountRegistry,
  scope: AccountScope,
  stored: Record<string, StoredAccountGroup>,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, values] of Object.entries(stored)) {
    const group = registry.settings.group(scope, key);
    if (group) out[key] = maskGroup(group, values);
  }
  return out;
}

function isFieldSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The stored accounts after the request, or ValidationError with one Polish line per problem. */
async function mergeRequested(
  box: SecretBox,
  registry: AccountRegistry,
  scope: AccountScope,
  current: Record<string, StoredAccountGroup>,
  requested: RequestedAccounts,
  path: string,
): Promise<Record<string, StoredAccountGroup>> {
  const next: Record<string, StoredAccountGroup> = { ...current };
  const problems: string[] = [];
  for (const [key, input] of Object.entries(requested)) {
    const spec = registry.settings.group(scope, key);
    if (!spec) {
      problems.push(`${path}.${key}: ${PAYMENT_ACCOUNT_MESSAGES.unknownAccount(key)}`);
      continue;
    }
    if (input === null) {
      delete next[key];
      continue;
    }
    // A blank key keeps the stored one; `null` (above) removes the whole account.
    const group = await mergeGroup(box, spec, current[key], input, 'keep');
    for (const name of spec.required) {
      if (!isFieldSet(group[name])) {
        problems.push(
          `${path}.${key}.${name}: ${PAYMENT_ACCOUNT_MESSAGES.missingField(spec.fields[name]?.title ?? name)}`,
        );
      }
    }
    next[key] = group;
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return next;
}

/** The system audit log's action of a change to the system payment accounts. */
export const SYSTEM_PAYMENT_ACCOUNTS_ACTION = 'system.paymentAccounts';

export async function readSystemAccounts(store: Store): Promise<Record<string, StoredAccountGroup>> {
  const documents = await systemAccountsOf(store).find({}).toArray();
  return Object.fromEntries(documents.map((document) => [document._id, document.settings]));
}

export async function saveSystemAccounts(
  store: Store,
  box: SecretBox,
  registry: AccountRegistry,
  requested: RequestedAccounts,
  actor: AuditActor,
): Promise<Record<string, StoredAccountGroup>> {
  const current = await readSystemAccounts(store);
  const next = await mergeRequested(box, registry, 'system', current, requested, 'body.accounts');
  const accounts = systemAccountsOf(store);
  const now = new Date();
  const changes = diffForAudit({ accounts: current }, { accounts: next }, ['accounts'], {
    isSecret: secretPathTest(registry.settings, 'system', 'accounts'),
  });
  if (changes.length === 0) return next;
  await store.withTransaction(async (session) => {
    await recordSystemAudit(
      store,
      {
        actor,
        action: SYSTEM_PAYMENT_ACCOUNTS_ACTION,
        target: { type: 'system', id: 'payment-accounts' },
        changes,
        at: now,
      },
      { session },
    );
    for (const key of Object.keys(requested)) {
      const group = next[key];
      if (group === undefined) await accounts.deleteOne({ _id: key }, { session });
      else {
        await accounts.replaceOne(
          { _id: key },
          { settings: group, updatedAt: now, updatedBy: actor.userId },
          { upsert: true, session },
        );
      }
    }
  });
  return next;
}

type Tenant = { organizationId: string; eventId: string };

export interface ProjectIntegrationInput {
  paymentModule?: string | null;
  accounts?: RequestedAccounts;
}

/** Saves the override (an empty one is removed) with its audit entry (keys as '••••'), in one transaction. */
export async function saveProjectIntegration(
  store: Store,
  box: SecretBox,
  registry: AccountRegistry,
  tenant: Tenant,
  input: ProjectIntegrationInput,
  actor: AuditActor,
): Promise<ProjectPaymentIntegrationDocument | null> {
  const repository = projectIntegrationsOf(store, tenant);
  const before = await repository.findOne({ _id: tenant.eventId });
  const accounts = await mergeRequested(
    box,
    registry,
    'project',
    before?.accounts ?? {},
    input.accounts ?? {},
    'body.accounts',
  );
  const paymentModule =
    input.paymentModule === undefined ? (before?.paymentModule ?? null) : input.paymentModule;
  const previous = { paymentModule: before?.paymentModule ?? null, accounts: before?.accounts ?? {} };
  const changes = diffForAudit(previous, { paymentModule, accounts }, ['paymentModule', 'accounts'], {
    isSecret: secretPathTest(registry.settings, 'project', 'accounts'),
  });
  if (changes.length === 0) return before;
  const empty = paymentModule === null && Object.keys(accounts).length === 0;
  const now = new Date();
  const after: ProjectPaymentIntegrationDocument = {
    _id: tenant.eventId,
    ...tenant,
    paymentModule,
    accounts,
    updatedAt: now,
  };
  await store.withTransaction(async (session) => {
    if (empty) await repository.deleteOne({ _id: tenant.eventId }, { session });
    else {
      const { _id, ...fields } = after;
      await repository.replaceOne({ _id }, fields, { upsert: true, session });
    }
    await recordAudit(
      store,
      {
        ...tenant,
        actor,
        action: 'project.paymentIntegration',
        target: { type: 'project', id: tenant.eventId },
        changes,
        at: now,
      },
      { session },
    );
  });
  return empty ? null : after;
}
