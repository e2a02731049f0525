import { type FakeRequest, type FakeResponse, parseJsonObject } from './http-util.js';
import type { FakeP24Ledger } from './ledger.js';
import type { FakeP24Transaction } from './state.js';

export type SettleOutcome = 'paid' | 'cancelled' | 'pending';

/** Applies a payer's outcome without clicks; resolves after the first notification attempt. */
export async function settleTransaction(
  ledger: FakeP24Ledger,
  id: string,
  outcome: SettleOutcome,
): Promise<FakeP24Transaction> {
  const tx = ledger.find(id);
  if (!tx) {
    throw new Error(`fake P24: unknown transaction ${id}`);
  }
  if (outcome === 'paid') {
    await ledger.pay(tx);
  } else if (outcome === 'cancelled') {
    ledger.cancel(tx);
  }
  // 'pending': the payer is still on the payment page; nothing changes and nothing is sent.
  return tx;
}

/**
 * Test hooks: `POST /__fake/settle {id, outcome}` (id = sessionId or token) and
 * `POST /__fake/notify {id, times?}` (extra copies of the payment notification: duplicates, or stale ones
 * after verify).
 */
export async function handleHooks(
  request: FakeRequest,
  ledger: FakeP24Ledger,
  resend: (tx: FakeP24Transaction, times: number) => Promise<number[]>,
): Promise<FakeResponse | undefined> {
  if (request.method !== 'POST' || !request.path.startsWith('/__fake/')) {
    return undefined;
  }
  const body = parseJsonObject(request.rawBody) ?? {};
  const id = typeof body.id === 'string' ? body.id : '';
  const tx = ledger.find(id);
  if (!tx) {
    return { status: 404, body: { error: 'unknown transaction' } };
  }
  if (request.path === '/__fake/settle') {
    const outcome = body.outcome;
    if (outcome !== 'paid' && outcome !== 'cancelled' && outcome !== 'pending') {
      return { status: 400, body: { error: "outcome must be 'paid', 'cancelled' or 'pending'" } };
    }
    await settleTransaction(ledger, id, outcome);
    return {
      status: 200,
      body: { sessionId: tx.sessionId, token: tx.token, status: tx.status, orderId: tx.orderId },
    };
  }
  if (request.path === '/__fake/notify') {
    const times = typeof body.times === 'number' && body.times > 0 ? Math.min(body.times, 50) : 1;
    if (tx.orderId === undefined) {
      return { status: 409, body: { error: 'transaction not paid' } };
    }
    return { status: 200, body: { responses: await resend(tx, times) } };
  }
  return undefined;
}
