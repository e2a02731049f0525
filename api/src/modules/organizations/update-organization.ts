/**
 * `PATCH /organization/{orgId}`: applies a partial settings update, encrypts new module keys, checks
 * what a schema cannot (pattern references, unique pattern ids), and stores the change with its audit
 * entry (old and new values; keys shown as '••••') in one transaction. Nothing is written when the
 * request is refused or changes nothing.
 */
import { type OrganizationSettings, ValidationError } from '@zapisy/core';
import type { SecretBox } from '../../secrets/index.js';
import type { Store } from '../../storage/index.js';
import type { AuditActor } from '../audit/index.js';
import { diffForAudit, recordAudit } from '../audit/index.js';
import {
  mergeOrganizationAccounts,
  type SettingsRegistry,
  secretPathTest,
} from '../plugin-settings/index.js';
import { deepMerge } from './merge.js';
import { assertSiteAdminFields } from './site-admin-fields.js';
import { loadOrganization, type OrganizationDocument, organizationsCollection } from './store.js';
import { settingsOf } from './view.js';

export interface UpdateOrganizationInput {
  organizationId: string;
  patch: Record<string, unknown>;
  actor: AuditActor;
  /** Only site administrators change `subscriptionStatus` and `integrations.useSystemPaymentAccounts`. */
  isSiteAdmin: boolean;
}

/** Problems a schema cannot see: references to numbering patterns and their unique ids. */
export function settingsProblems(settings: OrganizationSettings): string[] {
  const problems: string[] = [];
  const ids = settings.numberingPatterns.map((p) => p.patternId);
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) {
      problems.push(`body.numberingPatterns[${index}].patternId: identyfikator '${id}' powtarza się`);
    }
    seen.add(id);
  });
  for (const field of ['patternId', 'correctionPatternId'] as const) {
    const id = settings.invoicing[field];
    if (id !== '' && !seen.has(id)) {
      problems.push(`body.invoicing.${field}: nie ma wzorca numeracji o identyfikatorze '${id}'`);
    }
  }
  return problems;
}

export async function updateOrganization(
  store: Store,
  box: SecretBox,
  registry: SettingsRegistry,
  input: UpdateOrganizationInput,
): Promise<OrganizationDocument> {
  const { subscriptionStatus, ...patch } = input.patch;
  return store.withTransaction(async (session) => {
    const before = await loadOrganization(store, input.organizationId, session);
    const current = settingsOf(before);
    assertSiteAdminFields({
      before: { subscriptionStatus: before.subscriptionStatus, settings: current },
      subscriptionStatus,
      patch,
      isSiteAdmin: input.isSiteAdmin,
    });
    if (typeof patch.domainName === 'string') patch.domainName = patch.domainName.trim().toLowerCase();
    if (typeof patch.name === 'string') patch.name = patch.name.trim();
    const integrations = patch.integrations as Record<string, unknown> | undefined;
    if (integrations?.accounts !== undefined) {
      patch.integrations = {
        ...integrations,
        accounts: await mergeOrganizationAccounts(
          box,
          registry,
          current.integrations.accounts,
          integrations.accounts as Record<string, unknown>,
        ),
      };
    }
    const next = deepMerge(current, patch);
    const problems = settingsProblems(next);
    if (problems.length > 0) throw new ValidationError(problems);

    const after: OrganizationDocument = {
      ...before,
      ...next,
      subscriptionStatus:
        (subscriptionStatus as OrganizationDocument['subscriptionStatus']) ?? before.subscriptionStatus,
    };
    const paths = [...Object.keys(current), 'subscriptionStatus'];
    const changes = diffForAudit(
      { ...current, subscriptionStatus: before.subscriptionStatus },
      after,
      paths,
      {
        isSecret: secretPathTest(registry, 'organization', 'integrations.accounts'),
      },
    );
    if (changes.length === 0) return before;

    after.updatedAt = new Date();
    const { _id, ...fields } = after;
    await organizationsCollection(store).updateOne({ _id }, { $set: fields }, { session });
    await recordAudit(
      store,
      {
        organizationId: before._id,
        actor: input.actor,
        action: 'organization.update',
        target: { type: 'organization', id: before._id },
        changes,
        at: after.updatedAt,
      },
      { session },
    );
    return after;
  });
}
