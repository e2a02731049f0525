/**
 * `npm run bench:dashboard` (issue 14): the server time of `GET /services/api/dashboard/{eventId}` for a
 * project of 100,000 participants (BENCH_PARTICIPANTS) with their billings, a second installment for every
 * third one, and payments, refunds and held-back payments, in a fresh embedded store under a temp directory.
 * The request runs in process (Fastify's inject: routing, access check, the aggregations, serialisation;
 * no network), BENCH_RUNS times (default 30) after 3 warm-ups (the first, cold call printed apart); prints
 * median and p95 and PASS/FAIL against 500 ms for the median and the p95. The clock stands in the middle of the seeded sign-ups (2026-03-11), so
 * the charts' 30 days hold about 43,000 of them.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatGrosze } from '@zapisy/core';
import translationTypesPlugin from '@zapisy/plugin-translation-types';
import { buildApp } from '../app.js';
import { createUserWithToken } from '../auth/testing.js';
import { moveTestClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../http/logger.js';
import { seedParticipants } from '../modules/participants/bench-fixture.js';
import { BILLINGS } from '../modules/participants/store.js';
import { PAYMENTS } from '../modules/payments/store.js';
import { PARTICIPANTS } from '../modules/projects/store.js';
import { openStore, type Store } from '../storage/index.js';
import { type Check, passes } from './verdict.js';

const COUNT = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_MS = 500;
const NOW = new Date('2026-03-11T11:00:00Z');
const DAY_MS = 86_400_000;
const CHUNK = 5_000;
const out = (line = '') => process.stdout.write(`${line}\n`);

interface SeededParticipant {
  _id: string;
  customerId: string;
  status: string;
  createdOn: Date;
  calculated: { totalSum: number };
}

/** Payments of the paid ones (and half of those up to date), a refund of every 50th, a held one of every 200th. */
async function seedMoney(store: Store, tenant: { organizationId: string; eventId: string }): Promise<number> {
  const participants = (await store.db
    .collection(PARTICIPANTS)
    .find(tenant, { projection: { customerId: 1, status: 1, createdOn: 1, 'calculated.totalSum': 1 } })
    .toArray()) as unknown as SeededParticipant[];
  let written = 0;
  for (let from = 0; from < participants.length; from += CHUNK) {
    const payments: Record<string, unknown>[] = [];
    const installments: Record<string, unknown>[] = [];
    participants.slice(from, from + CHUNK).forEach((p, k) => {
      const i = from + k;
      const date = new Date(p.createdOn.getTime() + 3_600_000);
      const base = {
        ...tenant,
        customerId: p.customerId,
        participantIds: [p._id],
        currency: 'PLN',
        createdAt: date,
        updatedAt: date,
        statusDate: date,
      };
      if (p.status === 'paid' || (p.status === 'upToDate' && i % 2 === 0)) {
        const flags = i % 200 === 0 ? { flags: ['amount-mismatch'] } : {};
        payments.push({
          ...base,
          _id: `pay${i}`,
          paymentId: `pay${i}`,
          type: 'payment',
          method: i % 3 === 0 ? 'cash' : 'online',
          amount: p.calculated.totalSum,
          status: 'COMPLETED',
          date,
          ...flags,
        });
        if (i % 50 === 0) {
          const status = i % 100 === 0 ? 'completed' : 'pending';
          payments.push({
            ...base,
            _id: `ref${i}`,
            paymentId: `ref${i}`,
            type: 'refund',
            method: 'online',
            amount: -5_000,
            status: 'COMPLETED',
            refundStatus: status,
            refundOf: `pay${i}`,
            date: new Date(date.getTime() + DAY_MS),
          });
        }
      } else if (i % 7 === 0) {
        payments.push({
          ...base,
          _id: `try${i}`,
          paymentId: `try${i}`,
          type: 'payment',
          method: 'online',
          amount: p.calculated.totalSum,
          status: 'CANCELED',
          date,
        });
      }
      if (i % 3 === 0 && p.status !== 'cancelled' && p.status !== 'waiting') {
        installments.push({
          ...tenant,
          _id: `inst${i}`,
          customerId: p.customerId,
          sourceId: p._id,
          amount: 10_000,
          vat: 2_300,
          grossAmount: 12_300,
          manualDiscount: 0,
          leftToPay: 12_300,
          status: 'upcoming',
          createdDate: p.createdOn,
          requiredDate: new Date(NOW.getTime() + (i % 60) * DAY_MS),
          payments: [],
          isProvision: false,
        });
      }
    });
    if (payments.length > 0) await store.db.collection(PAYMENTS).insertMany(payments);
    if (installments.length > 0) await store.db.collection(BILLINGS).insertMany(installments);
    written += payments.length;
  }
  return written;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zapisy-bench-dashboard-'));
  const config = loadConfig({
    ZAPISY_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    PORT: '0',
  });
  const store = await openStore({ dataDir, dbName: config.dbName });
  const app = await buildApp({
    config,
    store,
    logger: createLogger(config.logLevel),
    plugins: [translationTypesPlugin],
  });
  try {
    const { token } = await createUserWithToken(app, { ownerOf: 'org-bench' });
    const headers = { 'x-auth-token': token };
    const created = await app.inject({
      method: 'PUT',
      url: '/services/api/project',
      headers,
      payload: { organizationId: 'org-bench', event: { name: 'Kokpit 100 000', domainName: 'kokpit-bench' } },
    });
    if (created.statusCode !== 201) throw new Error(`PUT /project: ${created.statusCode} ${created.body}`);
    const eventId = created.json().eventId as string;
    const tenant = { organizationId: 'org-bench', eventId };

    const seeding = performance.now();
    await seedParticipants(store, tenant, COUNT);
    const payments = await seedMoney(store, tenant);
    out(
      `bench:dashboard: seeded ${COUNT} participants and ${payments} payments in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    moveTestClock({ at: NOW });
    const url = `/services/api/dashboard/${eventId}`;
    const call = async () => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return { ms, body: res.json() };
    };
    // The first call (cold: nothing compiled or cached yet) is reported apart; it and two more warm up.
    const cold = await call();
    for (let i = 1; i < 3; i++) await call();
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof call>>['body'] = null;
    for (let i = 0; i < RUNS; i++) {
      const { ms, body } = await call();
      times.push(ms);
      last = body;
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    const money = last.money as Record<string, number>;
    out(
      `bench:dashboard: ${last.participants.total} participants, received ${formatGrosze(money.received ?? 0)}, overdue ${formatGrosze(money.overdue ?? 0)}, ${last.upcomingInstallments.length} upcoming installment days, ${last.decisions.length} kinds of decisions`,
    );
    out(`bench:dashboard: first call (cold) ${cold.ms.toFixed(1)} ms`);
    out(
      `bench:dashboard: ${RUNS} requests, min ${times[0]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
    );
    const checks: Check[] = [
      {
        label: 'median server time',
        value: median,
        kind: 'max',
        target: TARGET_MS,
        format: (x) => `${x.toFixed(1)} ms`,
      },
      {
        label: 'p95 server time',
        value: p95,
        kind: 'max',
        target: TARGET_MS,
        format: (x) => `${x.toFixed(1)} ms`,
      },
    ];
    for (const c of checks)
      out(
        `bench:dashboard: ${c.label} ${c.format(c.value)} (target <= ${c.format(c.target)}) ${passes(c) ? 'PASS' : 'FAIL'}`,
      );
    const ok = checks.every(passes);
    out(`bench:dashboard: ${ok ? 'PASS' : 'FAIL'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
