/**
 * bench:payments — the notification traffic. The payers pay on the fakes (their settle hooks), which send
 * their own signed notifications (P24: one per paid transaction; Paynow: PENDING then CONFIRMED); the bench
 * keeps them and builds the run: one final 'paid' notification per transaction, plus stale ones (a Paynow
 * PENDING delivered after its CONFIRMED) and duplicates (the same signed body again, as gateways redeliver),
 * shuffled with a seed and posted to the running app over HTTP at a fixed concurrency.
 */
import type { CapturedNotification, PaymentsBenchServers } from './payments-server.js';
import { type GatewayId, pool, type StartedOnlinePayment } from './payments-tenants.js';

export type DeliveryKind = 'paid' | 'duplicate' | 'stale';

export interface Delivery {
  provider: GatewayId;
  paymentId: string;
  kind: DeliveryKind;
  path: string;
  body: string;
  headers: Record<string, string>;
}

export interface SentDelivery {
  delivery: Delivery;
  status: number;
  latencyMs: number;
}

/** Pays every started payment on its fake; the fakes' notifications land in `servers.captured`. */
export async function payOnGateways(
  servers: PaymentsBenchServers,
  payments: readonly StartedOnlinePayment[],
  concurrency: number,
): Promise<void> {
  await pool(payments, concurrency, async (payment) => {
    if (payment.tenant.provider === 'przelewy24') await servers.p24.settle(payment.paymentId, 'paid');
    else await servers.paynow.settle(payment.paymentId, 'paid');
  });
}

/** Our payment id named in a captured notification (P24 sessionId, Paynow externalId) and its gateway status. */
function readCaptured(captured: CapturedNotification): { paymentId: string; status: string } {
  const body = JSON.parse(captured.body) as Record<string, unknown>;
  return captured.provider === 'przelewy24'
    ? { paymentId: String(body.sessionId), status: 'paid' }
    : { paymentId: String(body.externalId), status: String(body.status) };
}

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * The run: every transaction's final notification once, and `extras` more — half stale Paynow PENDINGs, a
 * quarter Paynow CONFIRMED duplicates, the rest P24 duplicates (each for a different transaction) — shuffled,
 * then every stale PENDING moved behind its CONFIRMED so each one is a real reordering.
 */
export function buildDeliveries(
  servers: PaymentsBenchServers,
  payments: readonly StartedOnlinePayment[],
  extras: number,
  seed: number,
): Delivery[] {
  const byPayment = new Map(payments.map((payment) => [payment.paymentId, payment]));
  const finals = new Map<string, Delivery>();
  const pendings = new Map<string, Delivery>();
  for (const captured of servers.captured) {
    const { paymentId, status } = readCaptured(captured);
    const payment = byPayment.get(paymentId);
    if (!payment) throw new Error(`a fake notified an unknown payment ${paymentId}`);
    const delivery: Delivery = {
      provider: captured.provider,
      paymentId,
      kind: status === 'PENDING' ? 'stale' : 'paid',
      path: captured.path ?? `/services/api/payments/${captured.provider}/notify/${payment.tenant.eventId}`,
      body: captured.body,
      headers: captured.headers,
    };
    (delivery.kind === 'stale' ? pendings : finals).set(paymentId, delivery);
  }
  const missing = payments.filter((payment) => !finals.has(payment.paymentId));
  if (missing.length > 0)
    throw new Error(`no 'paid' notification from the fakes for ${missing.length} payments`);

  const paynowIds = payments.filter((p) => p.tenant.provider === 'paynow').map((p) => p.paymentId);
  const p24Ids = payments.filter((p) => p.tenant.provider === 'przelewy24').map((p) => p.paymentId);
  const staleCount = Math.floor(extras / 2);
  const paynowDuplicates = Math.floor(extras / 4);
  const p24Duplicates = extras - staleCount - paynowDuplicates;
  if (staleCount + paynowDuplicates > paynowIds.length || p24Duplicates > p24Ids.length) {
    throw new Error('not enough transactions for the requested duplicates and reorderings');
  }
  const stale = paynowIds.slice(0, staleCount).map((id) => pendings.get(id) as Delivery);
  const duplicate = (id: string): Delivery => ({ ...(finals.get(id) as Delivery), kind: 'duplicate' });
  const duplicates = [
    ...paynowIds.slice(staleCount, staleCount + paynowDuplicates).map(duplicate),
    ...p24Ids.slice(0, p24Duplicates).map(duplicate),
  ];

  const run = shuffle([...finals.values(), ...stale, ...duplicates], seededRandom(seed));
  const position = new Map<Delivery, number>(run.map((delivery, index) => [delivery, index]));
  for (const pending of stale) {
    const final = finals.get(pending.paymentId) as Delivery;
    const [p, f] = [position.get(pending) as number, position.get(final) as number];
    if (p < f) {
      run[p] = final;
      run[f] = pending;
      position.set(final, p);
      position.set(pending, f);
    }
  }
  return run;
}

/** Posts every delivery to the app, `concurrency` at a time; each with its answer status and latency. */
export async function sendDeliveries(
  origin: string,
  deliveries: readonly Delivery[],
  concurrency: number,
): Promise<SentDelivery[]> {
  return pool(deliveries, concurrency, async (delivery) => {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${origin}${delivery.path}`, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    return { delivery, status, latencyMs: performance.now() - started };
  });
}
