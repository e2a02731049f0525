/**
 * Queues the participant notifications of one event type for some participants of a project: for each
 * definition of that type that is due (second document §4: "fires only if enabled, not yet sent, and the
 * status date falls between its from-date and the cutoff") and whose rule holds, the participant's
 * `notified` list takes the record first, with a conditional update ("recorded per notification id and
 * version so each is sent once"), and only the process that wrote it queues the messages. Called in the
 * dispatcher's transaction (events) and by the sweep (time-driven types), so a record and its messages
 * commit together.
 */
import {
  isNotificationDue,
  type NotificationDefinition,
  notifiedRecord,
  pricingRuleMatches,
} from '@zapisy/core';
import type { StoreSession, UpdateFilter } from '../../storage/index.js';
import { customersOf, type ParticipantRecord, participantsOf } from '../projects/index.js';
import { buildParticipantMessages, type NotifiedParticipant, receiverOf } from './build-messages.js';
import { type ProjectTenant, projectNotificationDefinitions } from './definitions.js';
import type { NotificationDeps } from './deps.js';
import { loadMessageContext, type MessageContext } from './message-context.js';
import { messagesOf, type NotificationMessage } from './store.js';

export interface QueueInput {
  tenant: ProjectTenant;
  eventType: string;
  participantIds: readonly string[];
  now: Date;
  session?: StoreSession;
  /** Only these definitions (a sweep that found them due, a definition sent by hand). */
  definitionIds?: readonly string[];
}

function formData(participant: NotifiedParticipant): Record<string, unknown> {
  return Object.fromEntries((participant.data ?? []).map((entry) => [entry.name, entry.value]));
}

function ruleHolds(definition: NotificationDefinition, participant: NotifiedParticipant, now: Date): boolean {
  if (!definition.rule?.jsonRule) return true;
  try {
    return pricingRuleMatches(definition.rule.jsonRule, formData(participant), { now });
  } catch {
    // A rule the builder can no longer read sends nothing rather than everything.
    return false;
  }
}

/** Takes the `notified` record; false when another run already took this id and version. */
async function claim(
  deps: NotificationDeps,
  tenant: ProjectTenant,
  participant: NotifiedParticipant,
  definition: NotificationDefinition,
  now: Date,
  session?: StoreSession,
): Promise<boolean> {
  const push = {
    $push: { notified: notifiedRecord(definition, now) },
  } as unknown as UpdateFilter<ParticipantRecord>;
  // ParticipantRecord leaves `notified` to the document's index signature.
  const participants = participantsOf(deps.store, tenant);
  const options = session ? { session } : {};
  if (definition.allowMultipleRuns) {
    await participants.updateOne({ _id: participant._id }, push, options);
    return true;
  }
  const result = await participants.updateOne(
    {
      _id: participant._id,
      notified: { $not: { $elemMatch: { id: definition.id, version: definition.version } } },
    },
    push,
    options,
  );
  return result.modifiedCount === 1;
}

async function consentsOf(
  deps: NotificationDeps,
  tenant: ProjectTenant,
  customerIds: string[],
  session?: StoreSession,
): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const refused = await customersOf(deps.store, tenant.organizationId)
    .find(
      { _id: { $in: customerIds }, allowSystemEmail: false },
      { projection: { _id: 1 }, ...(session ? { session } : {}) },
    )
    .toArray();
  return new Set(refused.map((customer) => String(customer._id)));
}

/** Returns the messages queued (with the status each starts in). */
export async function queueParticipantNotifications(
  deps: NotificationDeps,
  input: QueueInput,
): Promise<NotificationMessage[]> {
  const { tenant, now, session } = input;
  const { definitions } = await projectNotificationDefinitions(deps.store, tenant, session);
  const chosen = definitions.filter(
    (definition) =>
      definition.contextType === 'participant' &&
      definition.eventType === input.eventType &&
      (!input.definitionIds || input.definitionIds.includes(definition.id)),
  );
  if (chosen.length === 0 || input.participantIds.length === 0) return [];
  const participants = (await participantsOf(deps.store, tenant)
    .find({ _id: { $in: [...input.participantIds] } }, session ? { session } : {})
    .toArray()) as NotifiedParticipant[];
  let context: MessageContext | null | undefined;
  const refused = await consentsOf(
    deps,
    tenant,
    participants.map((p) => p.customerId).filter((id): id is string => typeof id === 'string'),
    session,
  );
  const queued: NotificationMessage[] = [];
  for (const participant of participants) {
    for (const definition of chosen) {
      const statusDate = (participant.statusDate ?? participant.createdOn ?? null) as Date | null;
      const notified = participant.notified as Parameters<typeof isNotificationDue>[0]['notified'];
      if (!isNotificationDue({ definition, statusDate, notified, now })) continue;
      if (!ruleHolds(definition, participant, now)) continue;
      context ??= await loadMessageContext(deps, tenant, session);
      if (!context) return queued;
      const consents = !(participant.customerId && refused.has(participant.customerId));
      const receiver = receiverOf(definition, participant, context, consents);
      if (!receiver) continue;
      if (!(await claim(deps, tenant, participant, definition, now, session))) continue;
      queued.push(...(await buildParticipantMessages(definition, participant, receiver, context, now)));
    }
  }
  if (queued.length > 0) await messagesOf(deps.store, tenant).insertMany(queued, session ? { session } : {});
  return queued;
}
