/**
 * The `participant-money-refresh` job: statuses that change with time alone. A billing becomes late once
 * its required date plus the project's grace days (payments.daysLate) has passed, the next installment of
 * the participant becomes active, and the participant becomes overdue ("Amount late above zero: overdue";
 * entering overdue clears the participant_overdue notification record, core recalculateParticipantStatus).
 * Every 15 minutes, or on demand through `refreshDueMoney`, it finds the active/upcoming billings whose
 * deadline passed and refreshes their participants with refreshParticipantMoney, one transaction per
 * participant inside its own tenant. Idempotent: a refreshed billing is late, so a second run finds nothing
 * to change. Billings are read in batches ordered by _id, so a large store never loads at once.
 */
import { now as clockNow } from '../../clock.js';
import type { JobDefinition } from '../../jobs/types.js';
import type { Store } from '../../storage/index.js';
import { BILLINGS } from '../participants/index.js';
import {
  completeProject,
  PROJECTS,
  type ProjectMoneyOptions,
  type ProjectRecord,
  projectMoneyOptions,
} from '../projects/index.js';
import { refreshParticipantMoney } from './participant-money.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MONEY_REFRESH_BATCH = 500;

interface DueBillingRow {
  _id: string;
  organizationId?: string;
  eventId?: string;
  sourceId?: string | null;
  requiredDate: Date;
}

export interface MoneyRefreshSummary {
  /** Billings read whose required date has passed (grace days not yet applied). */
  scanned: number;
  /** Participants refreshed (each once per run). */
  participants: number;
  /** Participants whose status changed, e.g. upToDate → overdue. */
  statusChanges: number;
}

/** Participants one run refreshes at most: a backlog (e.g. after an import) is worked off over several runs. */
export const MONEY_REFRESH_MAX_PARTICIPANTS = 2_000;

export interface MoneyRefreshOptions {
  batchSize?: number;
  maxParticipants?: number;
  /** Called after each batch (the job touches its lock so a long run keeps it). */
  onBatch?: () => Promise<void> | void;
}

type ProjectOptions = ProjectMoneyOptions & { organizationId: string };

function projectOptionsCache(store: Store, now: Date) {
  const cache = new Map<string, Promise<ProjectOptions | null>>();
  return (eventId: string): Promise<ProjectOptions | null> => {
    let entry = cache.get(eventId);
    if (!entry) {
      entry = (async () => {
        const record = await store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: eventId });
        if (!record) return null;
        const project = completeProject(record);
        const options = await projectMoneyOptions(store, project, now);
        return { ...options, organizationId: project.organizationId };
      })();
      cache.set(eventId, entry);
    }
    return entry;
  };
}

/**
 * Refreshes, as of `now`, every participant with an active or upcoming billing that is late at `now`
 * (requiredDate + graceDays < now).
 */
export async function refreshDueMoney(
  store: Store,
  now: Date = clockNow(),
  options: MoneyRefreshOptions = {},
): Promise<MoneyRefreshSummary> {
  const batchSize = options.batchSize ?? MONEY_REFRESH_BATCH;
  const maxParticipants = options.maxParticipants ?? MONEY_REFRESH_MAX_PARTICIPANTS;
  const optionsOf = projectOptionsCache(store, now);
  const done = new Set<string>();
  const summary: MoneyRefreshSummary = { scanned: 0, participants: 0, statusChanges: 0 };
  let after: string | undefined;
  for (;;) {
    const batch = await store.db
      .collection<DueBillingRow>(BILLINGS)
      .find(
        {
          status: { $in: ['active', 'upcoming'] },
          // Grace days are never negative, so `now` bounds every project's deadline.
          requiredDate: { $lt: now },
          ...(after !== undefined ? { _id: { $gt: after } } : {}),
        },
        { projection: { _id: 1, organizationId: 1, eventId: 1, sourceId: 1, requiredDate: 1 } },
      )
      .sort({ _id: 1 })
      .limit(batchSize)
      .toArray();
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!._id;
    summary.scanned += batch.length;
    for (const billing of batch) {
      const { organizationId, eventId, sourceId } = billing;
      if (!organizationId || !eventId || !sourceId) continue;
      const key = `${organizationId}\u0000${eventId}\u0000${sourceId}`;
      if (done.has(key)) continue;
      const money = await optionsOf(eventId);
      if (!money || money.organizationId !== organizationId) continue;
      const deadline = billing.requiredDate.getTime() + (money.graceDays ?? 0) * DAY_MS;
      if (deadline >= now.getTime()) continue;
      done.add(key);
      const { organizationId: _org, ...moneyOptions } = money;
      const changes = await store.withTransaction((session) =>
        refreshParticipantMoney(store, session, { organizationId, eventId }, [sourceId], moneyOptions),
      );
      summary.participants += 1;
      summary.statusChanges += changes.filter((c) => c.status !== c.previousStatus).length;
      // A run shares the process with the API: let requests in between participants.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (summary.participants >= maxParticipants) break;
    }
    if (summary.participants >= maxParticipants) break;
    await options.onBatch?.();
    if (batch.length < batchSize) break;
  }
  return summary;
}

export const participantMoneyRefreshJob: JobDefinition<undefined> = {
  name: 'participant-money-refresh',
  description:
    'Co 15 minut oznacza należności po terminie (z dniami karencji) jako zaległe i przelicza statusy uczestników (opóźniony).',
  schedule: '15 minutes',
  options: { concurrency: 1, attempts: 3, delayMs: 60_000, lockLifetime: 10 * 60_000 },
  async run(ctx) {
    const summary = await refreshDueMoney(ctx.store, clockNow(), { onBatch: () => ctx.job.touch() });
    if (summary.participants > 0) ctx.logger.info(summary, 'participant money refreshed for passed dates');
  },
};
