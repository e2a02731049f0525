/**
 * Writes what a money action computed, inside its transaction: changed billings replaced, new ones
 * inserted, each with its billing.created / billing.changed event (transactional outbox), the
 * participants' figures and statuses refreshed, and one audit entry of who did it.
 */
import { type Billing, billingChangedEvent, billingCreatedEvent, type NewDomainEvent } from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import type { Store, StoreSession } from '../../storage/index.js';
import { type AuditActor, type AuditChange, recordAudit } from '../audit/index.js';
import { type BillingRecord, billingsOf } from '../participants/index.js';
import { refreshParticipantMoney } from '../payments/index.js';
import type { ProjectMoneyOptions } from '../projects/index.js';
import { type MoneyScope, namedAuditTarget } from './money-scope.js';

export interface BillingWrite {
  scope: MoneyScope;
  /** The billings as read, in the order `after` keeps (new billings follow them). */
  before: readonly BillingRecord[];
  after: readonly Billing[];
  /** Ids for the billings `after` adds beyond `before`. */
  newIds?: readonly string[];
  options: ProjectMoneyOptions;
  audit: { actor: AuditActor; action: string; changes: AuditChange[] };
}

function changed(a: Billing, b: Billing): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** Returns the billings as written (ids kept, new ones with their ids). */
export async function writeBillings(
  store: Store,
  session: StoreSession,
  write: BillingWrite,
): Promise<BillingRecord[]> {
  const { scope, before, after, options } = write;
  const repository = billingsOf(store, { organizationId: scope.organizationId });
  const events: NewDomainEvent[] = [];
  const written: BillingRecord[] = [];
  for (const [index, billing] of after.entries()) {
    const old = before[index];
    if (old) {
      // Core returns whole billings (a field it cleared, like the paid date, must not come back from `old`).
      const next = { ...billing, _id: old._id, organizationId: old.organizationId } as BillingRecord;
      if (changed(old, next)) {
        const { _id, ...fields } = next;
        await repository.replaceOne({ _id }, fields, { session });
        events.push(
          billingChangedEvent({ organizationId: scope.organizationId, eventId: next.eventId }, next),
        );
      }
      written.push(next);
      continue;
    }
    const _id = write.newIds?.[index - before.length];
    if (!_id) throw new Error('writeBillings: a new billing without an id');
    const created = { ...billing, _id, organizationId: scope.organizationId } as BillingRecord;
    await repository.insertOne(created, { session });
    events.push(
      billingCreatedEvent({ organizationId: scope.organizationId, eventId: created.eventId }, created),
    );
    written.push(created);
  }
  await emitEvents(store, events, { session, now: options.now });
  const byEvent = new Map<string, Set<string>>();
  for (const billing of written) {
    if (!billing.sourceId) continue;
    byEvent.set(billing.eventId, (byEvent.get(billing.eventId) ?? new Set()).add(billing.sourceId));
  }
  for (const [eventId, ids] of byEvent) {
    await refreshParticipantMoney(
      store,
      session,
      { organizationId: scope.organizationId, eventId },
      [...ids],
      options,
    );
  }
  await recordAudit(
    store,
    {
      organizationId: scope.organizationId,
      ...(scope.eventId ? { eventId: scope.eventId } : {}),
      actor: write.audit.actor,
      action: write.audit.action,
      target: await namedAuditTarget(store, scope, session),
      changes: write.audit.changes,
      at: options.now,
    },
    { session },
  );
  return written;
}
