/**
 * `npm run bench:payments` (issue 6): 1,000 gateway notifications, 30% of them duplicates and reorderings,
 * against the running server.
 *
 * Set-up (not timed): the app in this process on 127.0.0.1:0 over a fresh embedded store with the real
 * Paynow and Przelewy24 plugins pointed at their local fakes; an organization per gateway with the fake's
 * keys; a project each with priced products; BENCH_PARTICIPANTS (default 760) people registered through
 * POST /registrations/{eventId}; BENCH_PAYMENTS (default 700) of them start an online payment through
 * POST /payments/public/{eventId}/online, half on each gateway, and pay on the fake.
 * Run: the fakes' signed notifications — one 'paid' per transaction plus 300 duplicates and stale PENDINGs
 * after CONFIRMED — shuffled (BENCH_SEED) and posted at BENCH_CONCURRENCY (default 50); P24's include the
 * server's verify call to the fake. Then it waits (at most 120 s) until no stored notification is pending.
 * Prints notifications/s accepted and applied, endpoint latency, payment records vs distinct transactions,
 * COMPLETED, Σ on billings vs Σ COMPLETED vs Σ paid at the gateways, rejected and flagged notifications.
 * Exits 1 when an invariant fails; stops by itself; traffic stays on 127.0.0.1.
 */
import { cpus, loadavg } from 'node:os';
import { formatGrosze } from '@zapisy/core';
import { moneyFigures, notificationBacklog } from './payments-figures.js';
import { type PaymentsBenchServers, startPaymentsBenchServers } from './payments-server.js';
import { registerParticipants, seedTenants, startPayments } from './payments-tenants.js';
import { buildDeliveries, payOnGateways, sendDeliveries } from './payments-traffic.js';

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000);
const DISTINCT = Number(process.env.BENCH_PAYMENTS ?? 700);
const PARTICIPANTS = Math.max(DISTINCT, Number(process.env.BENCH_PARTICIPANTS ?? 760));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SEED = Number(process.env.BENCH_SEED ?? 6);
const SETUP_CONCURRENCY = 16;
const APPLY_TIMEOUT_MS = 120_000;

const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (x: number) => `${x.toFixed(1)} ms`;
const perSecond = (n: number, seconds: number) =>
  Math.round(n / Math.max(seconds, 1e-9)).toLocaleString('en-US');
const zl = (grosze: number) => `${formatGrosze(grosze)} (${grosze} gr)`;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function waitUntilApplied(servers: PaymentsBenchServers, expected: number): Promise<number | null> {
  const deadline = performance.now() + APPLY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const { pending, stored } = await notificationBacklog(servers);
    if (pending === 0 && stored >= expected) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}

async function run(servers: PaymentsBenchServers): Promise<boolean> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
    return ok ? 'ok' : 'FAILED';
  };
  out(
    `bench:payments — ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const setupStarted = performance.now();
  const tenants = await seedTenants(servers);
  const perTenant = [Math.ceil(PARTICIPANTS / 2), Math.floor(PARTICIPANTS / 2)];
  const payingPerTenant = [Math.ceil(DISTINCT / 2), Math.floor(DISTINCT / 2)];
  const registered = [];
  for (const [index, tenant] of tenants.entries()) {
    const people = await registerParticipants(servers, tenant, perTenant[index] ?? 0, SETUP_CONCURRENCY);
    registered.push(...people.slice(0, payingPerTenant[index] ?? 0));
  }
  const payments = await startPayments(servers, registered, SETUP_CONCURRENCY);
  await payOnGateways(servers, payments, SETUP_CONCURRENCY);
  const deliveries = buildDeliveries(servers, payments, NOTIFICATIONS - payments.length, SEED);
  const counts = { paid: 0, duplicate: 0, stale: 0 };
  for (const delivery of deliveries) counts[delivery.kind]++;
  out(
    `set-up: ${PARTICIPANTS} registrations, ${payments.length} online payments started (Paynow ${payingPerTenant[0]}, Przelewy24 ${payingPerTenant[1]}) and paid on the fakes in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  out(
    `run: ${deliveries.length} notifications = ${counts.paid} 'paid' (one per transaction) + ${counts.duplicate} duplicates + ${counts.stale} stale PENDING sent after their CONFIRMED; shuffled (seed ${SEED}), concurrency ${CONCURRENCY}\n`,
  );

  const started = performance.now();
  const sent = await sendDeliveries(servers.origin, deliveries, CONCURRENCY);
  const sendSeconds = (performance.now() - started) / 1000;
  const appliedAt = await waitUntilApplied(servers, sent.length);
  const appliedSeconds = appliedAt === null ? null : (appliedAt - started) / 1000;

  const accepted = sent.filter((s) => s.status >= 200 && s.status < 300).length;
  const refused = sent.filter((s) => !(s.status >= 200 && s.status < 300));
  const latencies = sent.map((s) => s.latencyMs).sort((a, b) => a - b);
  out('Endpoint POST /services/api/payments/{provider}/notify/{eventId}');
  out(
    `  notifications/s accepted ${perSecond(accepted, sendSeconds)}  (${accepted} of ${sent.length} answered 2xx in ${sendSeconds.toFixed(2)} s)`,
  );
  out(
    `  latency p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
  );
  // The first wave meets a cold process (lazy imports, schema compilation, first store pages): shown apart.
  const warm = sent
    .slice(CONCURRENCY)
    .map((s) => s.latencyMs)
    .sort((a, b) => a - b);
  out(
    `  after the first ${CONCURRENCY} (warm): p50 ${ms(percentile(warm, 50))}, p99 ${ms(percentile(warm, 99))}`,
  );
  const byStatus = new Map<number, number>();
  for (const s of refused) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  out(
    `  refused by the endpoint ${refused.length}${refused.length ? ` (${[...byStatus].map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`).join(', ')})` : ''}  ${check(refused.length === 0, 'the endpoint refused notifications')}`,
  );
  out(
    appliedSeconds === null
      ? `  applied: NOT all within ${APPLY_TIMEOUT_MS / 1000} s`
      : `  applied/s ${perSecond(sent.length, appliedSeconds)}  (all ${sent.length} applied ${appliedSeconds.toFixed(2)} s after the first was sent)`,
  );
  check(appliedSeconds !== null, `notifications still pending after ${APPLY_TIMEOUT_MS / 1000} s`);

  const f = await moneyFigures(servers);
  const state = (name: string) => f.notificationStates[name] ?? 0;
  out('\nStored notifications');
  out(
    `  ${Object.entries(f.notificationStates)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}; applied after a retry ${f.retried}`,
  );
  out(`  rejected ${state('rejected')}  ${check(state('rejected') === 0, 'notifications rejected')}`);
  out(`  flagged ${state('flagged')}  ${check(state('flagged') === 0, 'notifications flagged')}`);
  out(
    `  failed ${state('failed')}, pending ${state('pending')}  ${check(state('failed') + state('pending') === 0, 'notifications failed or pending')}`,
  );

  out('\nPayments');
  out(
    `  payments created ${f.paymentRecords} vs distinct transactions ${payments.length} (at the gateways ${f.gatewayTransactions})  ${check(f.paymentRecords === payments.length && f.gatewayTransactions === payments.length, 'payment records differ from distinct transactions')}`,
  );
  out(
    `  COMPLETED ${f.completed} of ${payments.length}; paid at the gateways ${f.gatewayPaid}; Przelewy24 verified ${f.p24Verified} of ${f.p24Transactions}  ${check(f.completed === payments.length && f.gatewayPaid === payments.length && f.p24Verified === f.p24Transactions, 'not every paid transaction is COMPLETED (and P24-verified)')}`,
  );

  out('\nMoney (to the grosz)');
  const startedSum = payments.reduce((sum, payment) => sum + payment.amount, 0);
  out(`  Σ paid at the gateways   ${zl(f.gatewayPaidSum)}  (Σ of the started payments ${zl(startedSum)})`);
  out(`  Σ COMPLETED payments     ${zl(f.completedSum)}`);
  out(
    `  Σ billing payments       ${zl(f.billingSum)}  ${check(f.billingSum === f.completedSum && f.completedSum === f.gatewayPaidSum, 'Σ on billings ≠ Σ COMPLETED ≠ Σ paid at the gateways')}`,
  );
  out(
    `  payments whose billing shares ≠ their amount ${f.unbalanced.length}; money on billings from no COMPLETED payment ${f.strayOnBillings} gr  ${check(f.unbalanced.length === 0 && f.strayOnBillings === 0, 'a payment applied twice or lost on the billings')}`,
  );
  for (const row of f.unbalanced.slice(0, 10)) {
    out(`    ${row.paymentId}: amount ${row.amount} gr, on billings ${row.onBillings} gr`);
  }

  out(
    `\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  out(failures.length === 0 ? 'All invariants hold.' : `INVARIANTS FAILED: ${failures.join('; ')}`);
  return failures.length === 0;
}

async function main(): Promise<void> {
  const servers = await startPaymentsBenchServers();
  let ok = false;
  try {
    ok = await run(servers);
  } finally {
    await servers.close();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
