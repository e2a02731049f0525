/**
 * `npm run bench:rush` (issue 5): the registration rush on the embedded store.
 *
 * Phase 1: a project with 100 places and the waiting list off; 500 clients register at once (500
 * connections, one request each, unique idempotency keys and e-mails). Prints registrations/s, p50/p99
 * latency, accepted (201) and refused (409) counts, and oversold = participants holding a place beyond
 * the limit, counted in the server's store (target: exactly 100 accepted, 0 oversold).
 * Phase 2: a project without a limit, 200 concurrent clients for BENCH_DURATION s (default 10): accepted
 * registrations/s and p99, the server's CPU time per accepted registration and its event-loop delay.
 * Then a bare Fastify route's requests/s at 200 connections in the same run; the last lines compare them
 * (issue 13 targets: accepted/s ≥ 7% of bare Fastify's req/s, p99 ≤ 250 ms) and say PASS or FAIL.
 *
 * The server dispatches domain events as they are committed, as `npm run serve` does (BENCH_DISPATCH=0
 * turns that off); the events still pending when phase 2 ends are counted, and the time to deliver them.
 *
 * Both projects get a minimal published registration form (first name, last name, e-mail), which
 * registration requires.
 * Servers run in child processes on 127.0.0.1 (ZAPISY_ENV=test, temp DATA_DIR); the run exits by itself.
 */

import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { defaultProject } from '@zapisy/core';
import { PERSONAL_FIELDS, publishedRegistrationFormDocument } from '../modules/registrations/testing.js';
import type { Store } from '../storage/index.js';
import {
  type AutocannonResult,
  cpuOf,
  loadAutocannon,
  query,
  runBench,
  type Server,
  serveBare,
  serveZapisy,
  startServer,
} from './servers.js';
import { verdictLines } from './verdict.js';

const LIMITED = 'rush-limited';
const UNLIMITED = 'rush-unlimited';
const PLACES = 100;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BARE_PATH = '/services/api/env';
const DISPATCH = process.env.BENCH_DISPATCH !== '0';
/** Issue 13: phase 2's accepted/s at least this share of bare Fastify's req/s, and p99 at most P99_MS. */
const RATIO_TARGET = 0.07;
const P99_MS = 250;

/** A project as `PUT /project` stores it (every setting with its default), with or without a place limit. */
function projectDocument(eventId: string, limit: boolean) {
  const project = defaultProject({
    organizationId: 'rush-org',
    eventId,
    name: 'Wyścig zapisów',
    domainName: eventId,
    now: new Date(),
  });
  project.event.registration = {
    ...project.event.registration,
    limitOfParticipantsEnabled: limit,
    limitOfParticipants: limit ? PLACES : 0,
    enableWaitingList: false,
  };
  return { _id: eventId, ...project, createdAt: new Date() };
}

async function seed(store: Store): Promise<void> {
  const projects = store.db.collection<ReturnType<typeof projectDocument>>('projects');
  await projects.insertOne(projectDocument(LIMITED, true));
  await projects.insertOne(projectDocument(UNLIMITED, false));
  // Registration needs a published form: first name, last name and e-mail, all required.
  const definition = PERSONAL_FIELDS.filter((field) => field.required);
  const forms = store.db.collection<ReturnType<typeof publishedRegistrationFormDocument>>('forms');
  for (const eventId of [LIMITED, UNLIMITED]) {
    await forms.insertOne(publishedRegistrationFormDocument('rush-org', eventId, definition));
  }
}

async function serveRush() {
  const { port, store } = await serveZapisy(seed, { dispatchEvents: DISPATCH });
  const participants = store.db.collection('participants');
  const registrations = store.db.collection('registrations');
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  return {
    port,
    queries: {
      pendingEvents: () => store.db.collection('domainEvents').countDocuments({ status: 'pending' }),
      loopDelayReset: async () => loopDelay.reset(),
      // Milliseconds: how late the event loop ran a 10 ms timer (p99, max).
      loopDelay: async () => ({ p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 }),
      holding: () => participants.countDocuments({ eventId: LIMITED, status: { $ne: 'waiting' } }),
      // A saturated server answers 202 and finishes in the background: those count once processed.
      processed: () => registrations.countDocuments({ eventId: LIMITED, status: 'processed' }),
      unfinished: () => registrations.countDocuments({ status: { $in: ['new', 'processing'] } }),
    },
  };
}

let sequence = 0;
function registrationRequest(eventId: string) {
  return {
    method: 'POST',
    path: `/services/api/registrations/${eventId}`,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request: object) => {
      const n = ++sequence;
      return {
        ...request,
        body: JSON.stringify({
          data: { email_main: `osoba${n}@example.pl`, first_name: 'Jan', last_name: `Kowalski${n}` },
          idempotencyKey: `rush-${process.pid}-${n}`,
        }),
      };
    },
  };
}

const count = (r: AutocannonResult, status: number) => r.statusCodeStats?.[String(status)]?.count ?? 0;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const perSecond = (n: number, seconds: number) =>
  Math.round(n / Math.max(seconds, 1e-9)).toLocaleString('en-US');

async function runRush(): Promise<void> {
  const autocannon = loadAutocannon();
  const env = { ZAPISY_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  const zapisy: Server = await startServer(import.meta.url, 'zapisy', env);
  const bare: Server = await startServer(import.meta.url, 'bare', env);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    out(
      `bench:rush — ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );

    // Phase 1: 500 at once for 100 places.
    const started = performance.now();
    const rush = await autocannon({
      url: zapisy.origin,
      connections: CLIENTS,
      amount: CLIENTS,
      timeout: 30,
      requests: [registrationRequest(LIMITED)],
    });
    const seconds = (performance.now() - started) / 1000;
    while ((await query<number>(zapisy, 'unfinished')) > 0) await new Promise((r) => setTimeout(r, 50));
    const accepted = await query<number>(zapisy, 'processed');
    const holding = await query<number>(zapisy, 'holding');
    out(`Phase 1: ${CLIENTS} concurrent registrations, ${PLACES} places, waiting list off`);
    out(
      `  registrations/s ${perSecond(rush.requests.total, seconds)}  (${rush.requests.total} answered in ${seconds.toFixed(2)} s)`,
    );
    out(`  latency p50 ${ms(rush.latency.p50)}, p99 ${ms(rush.latency.p99)}`);
    out(
      `  accepted ${accepted} (201: ${count(rush, 201)}, 202 then processed: ${accepted - count(rush, 201)}), refused 409 ${count(rush, 409)}, other errors ${rush.errors + rush.timeouts + rush.non2xx - count(rush, 409)}`,
    );
    out(
      `  participants holding a place ${holding}, oversold ${Math.max(0, holding - PLACES)}  (target: 100 accepted, 0 oversold: ${accepted === PLACES && holding === PLACES ? 'met' : 'NOT met'})\n`,
    );

    // Phase 2: unlimited places, sustained.
    await autocannon({
      url: zapisy.origin,
      connections: 50,
      duration: 2,
      requests: [registrationRequest(UNLIMITED)],
    });
    await query(zapisy, 'loopDelayReset');
    const cpuBefore = await cpuOf(zapisy);
    const sustained = await autocannon({
      url: zapisy.origin,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 30,
      requests: [registrationRequest(UNLIMITED)],
    });
    const cpuMs = ((await cpuOf(zapisy)) - cpuBefore) / 1000;
    const delay = await query<{ p99: number; max: number }>(zapisy, 'loopDelay');
    const pending = await query<number>(zapisy, 'pendingEvents');
    const drainStarted = performance.now();
    while ((await query<number>(zapisy, 'pendingEvents')) > 0 && performance.now() - drainStarted < 60_000)
      await new Promise((r) => setTimeout(r, 50));
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    // 202 answers (saturation, REGISTRATION_MAX_IN_FLIGHT) are not counted as accepted here: they finish later.
    const accepted201 = count(sustained, 201);
    const acceptedRate = accepted201 / sustained.duration;
    out(`Phase 2: unlimited places, ${CONNECTIONS} concurrent for ${DURATION} s (after a 2 s warm-up)`);
    out(
      `  accepted registrations/s ${Math.round(acceptedRate).toLocaleString('en-US')}  (${accepted201} accepted, ${count(sustained, 202)} answered 202, ${sustained.non2xx + sustained.errors + sustained.timeouts} failed)`,
    );
    out(`  latency p50 ${ms(sustained.latency.p50)}, p99 ${ms(sustained.latency.p99)}`);
    out(
      `  server CPU ${(cpuMs / Math.max(1, accepted201)).toFixed(3)} ms per accepted registration; event-loop delay p99 ${ms(delay.p99)}, max ${ms(delay.max)}`,
    );
    out(
      DISPATCH
        ? `  domain events pending at the end ${pending.toLocaleString('en-US')}, all delivered ${drainSeconds.toFixed(1)} s later\n`
        : '  domain events not dispatched (BENCH_DISPATCH=0)\n',
    );

    // A bare Fastify route in the same run, for scale.
    const plain = await autocannon({
      url: `${bare.origin}${BARE_PATH}`,
      connections: CONNECTIONS,
      duration: 5,
    });
    out(
      `Bare Fastify GET ${BARE_PATH}, ${CONNECTIONS} connections, 5 s: ${Math.round(plain.requests.average).toLocaleString('en-US')} req/s, p99 ${ms(plain.latency.p99)}`,
    );
    out(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
    const perSecondFigure = (x: number) => Math.round(x).toLocaleString('en-US');
    for (const line of verdictLines({
      name: 'bench:rush phase 2',
      figure: { label: 'accepted/s', value: acceptedRate, format: perSecondFigure },
      bare: { label: 'req/s', value: plain.requests.average, format: perSecondFigure },
      ratioTarget: RATIO_TARGET,
      checks: [{ label: 'p99', value: sustained.latency.p99, kind: 'max', target: P99_MS, format: ms }],
    }))
      out(line);
  } finally {
    zapisy.child.disconnect();
    bare.child.disconnect();
  }
}

runBench(
  {
    zapisy: serveRush,
    bare: async () => ({ port: await serveBare(BARE_PATH, { status: 'ok' }) }),
  },
  runRush,
);
