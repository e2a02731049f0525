import { BOT_PROTECTION_AUTO, BOT_PROTECTION_OFF, ValidationError } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { recordAudit } from '../audit/index.js';
import { projectNotFoundError, projectsOf } from '../projects/index.js';
import type { BotProtectionDeps } from './deps.js';
import { AUTO_LABEL } from './protection-view.js';

export interface SaveChoiceInput {
  organizationId: string;
  eventId: string;
  choice: string;
  actor: { userId: string; email: string };
}

/** The values a project may choose: 'auto', 'off' and every loaded protection's id. */
export function choiceValues(deps: Pick<BotProtectionDeps, 'providers'>): string[] {
  return [BOT_PROTECTION_AUTO, ...deps.providers.map((provider) => provider.id), BOT_PROTECTION_OFF];
}

/** Saves the project's choice (`event.registration.botProtection`) and audits the change, in one transaction. */
export async function saveProtectionChoice(
  deps: Pick<BotProtectionDeps, 'providers'> & { store: Store; now(): Date },
  input: SaveChoiceInput,
): Promise<void> {
  const values = choiceValues(deps);
  if (!values.includes(input.choice)) {
    throw new ValidationError([
      `choice: dozwolone wartości to ${values.join(', ')} (${BOT_PROTECTION_AUTO}: ${AUTO_LABEL})`,
    ]);
  }
  const now = deps.now();
  await deps.store.withTransaction(async (session) => {
    const before = await projectsOf(deps.store, input.organizationId).findOneAndUpdate(
      { _id: input.eventId },
      { $set: { 'event.registration.botProtection': input.choice, updatedAt: now } },
      { session, returnDocument: 'before' },
    );
    if (!before) throw projectNotFoundError(input.eventId);
    const oldValue = before.event.registration?.botProtection ?? BOT_PROTECTION_AUTO;
    if (oldValue === input.choice) return;
    await recordAudit(
      deps.store,
      {
        organizationId: input.organizationId,
        eventId: input.eventId,
        actor: input.actor,
        action: 'project.bot-protection',
        target: { type: 'project', id: input.eventId },
        changes: [{ path: 'event.registration.botProtection', oldValue, newValue: input.choice }],
        at: now,
      },
      { session },
    );
  });
}
