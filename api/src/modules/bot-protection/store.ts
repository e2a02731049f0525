/**
 * Used bot-protection solutions (`usedBotTokens`): a proof of work is single-use, so its `replayKey` is
 * inserted once under a unique `_id`; a second insert fails with 11000 in every process sharing the store.
 * The cleanup job deletes them after `expiresAt`, when the solution would be refused as expired anyway.
 */
import type { Store } from '../../storage/index.js';

export const USED_BOT_TOKENS = 'usedBotTokens';

export interface UsedBotTokenDocument {
  /** `<provider>:<replayKey>`. */
  _id: string;
  organizationId: string;
  eventId: string;
  /** The registration that used it: its retry with the same key may use it again. */
  idempotencyKey: string;
  expiresAt: Date;
}

export function usedBotTokensOf(store: Store) {
  return store.db.collection<UsedBotTokenDocument>(USED_BOT_TOKENS);
}

export async function ensureBotProtectionIndexes(store: Store): Promise<void> {
  await usedBotTokensOf(store).createIndex({ expiresAt: 1 }, { name: 'expiresAt' });
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** Records a solution's use; false when another registration used it already. */
export async function useReplayKey(store: Store, record: UsedBotTokenDocument): Promise<boolean> {
  try {
    await usedBotTokensOf(store).insertOne(record);
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const used = await usedBotTokensOf(store).findOne({ _id: record._id });
    return used?.idempotencyKey === record.idempotencyKey && used.eventId === record.eventId;
  }
}

export async function deleteExpiredBotTokens(store: Store, now: Date): Promise<number> {
  return (await usedBotTokensOf(store).deleteMany({ expiresAt: { $lt: now } })).deletedCount;
}
