/**
 * A project's notification definitions (`/admin/ustawienia/maile-i-smsy`): stored per project, the spec's
 * defaults until the organizer saves their own. Saving checks the rules, gives each edited definition its
 * next version and refuses placeholders nothing fills.
 */
import {
  DEFAULT_NOTIFICATION_DEFINITIONS,
  NOTIFICATION_PLACEHOLDERS,
  type NotificationDefinition,
  notificationDefinitionProblems,
  unknownPlaceholders,
  ValidationError,
  withDefinitionVersions,
} from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import { definitionsOf } from './store.js';

export interface ProjectTenant {
  organizationId: string;
  eventId: string;
}

export interface StoredDefinitions {
  definitions: NotificationDefinition[];
  /** False while the project runs on the spec's defaults. */
  customized: boolean;
  updatedAt: Date | null;
}

export async function projectNotificationDefinitions(
  store: Store,
  tenant: ProjectTenant,
  session?: StoreSession,
): Promise<StoredDefinitions> {
  const stored = await definitionsOf(store, tenant).findOne(
    { _id: tenant.eventId },
    session ? { session } : {},
  );
  if (!stored)
    return { definitions: [...DEFAULT_NOTIFICATION_DEFINITIONS], customized: false, updatedAt: null };
  return { definitions: stored.definitions, customized: true, updatedAt: stored.updatedAt };
}

function placeholderProblems(definitions: readonly NotificationDefinition[], fieldNames: readonly string[]) {
  const known = [...NOTIFICATION_PLACEHOLDERS.map((p) => p.key), ...fieldNames];
  const problems: string[] = [];
  definitions.forEach((definition, index) => {
    const texts = [
      definition.mailEnabled ? definition.mailSubjectTemplate : '',
      definition.mailEnabled ? definition.mailBodyTemplate : '',
      definition.smsEnabled ? definition.smsTemplate : '',
    ];
    const unknown = [...new Set(texts.flatMap((text) => unknownPlaceholders(text, known)))];
    if (unknown.length > 0)
      problems.push(
        `Powiadomienie ${index + 1}: nieznane pola w treści: ${unknown.map((key) => `{{${key}}}`).join(', ')}`,
      );
  });
  return problems;
}

export interface SaveDefinitionsDeps {
  store: Store;
  now: () => Date;
}

/** Saves the project's definitions; 400 with the Polish list when a rule is broken (nothing is saved then). */
export async function saveNotificationDefinitions(
  deps: SaveDefinitionsDeps,
  tenant: ProjectTenant,
  definitions: NotificationDefinition[],
  formFieldNames: readonly string[],
): Promise<StoredDefinitions> {
  const problems = [
    ...notificationDefinitionProblems(definitions),
    ...placeholderProblems(definitions, formFieldNames),
  ];
  if (problems.length > 0) throw new ValidationError(problems);
  const previous = await projectNotificationDefinitions(deps.store, tenant);
  const versioned = withDefinitionVersions(previous.definitions, definitions);
  const updatedAt = deps.now();
  await definitionsOf(deps.store, tenant).updateOne(
    { _id: tenant.eventId },
    { $set: { definitions: versioned, updatedAt } },
    { upsert: true },
  );
  return { definitions: versioned, customized: true, updatedAt };
}
