/**
 * Issue 12 "Registrations that cannot get stuck … Tested by killing the server between the steps": the built
 * server (api/dist/main.js, `npm run build` first) runs as a child process on the embedded store, stops at a
 * test-only crash point inside a registration answered 202, is killed with SIGKILL and started again on the
 * same DATA_DIR; its sweep job must finish the registration, and the places, product pieces and option places
 * must be exactly those of the participants that exist.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../storage/index.js';
import { FORMS } from '../forms/store.js';
import { PRODUCTS } from '../products/index.js';
import { PARTICIPANTS, PROJECTS } from '../projects/store.js';
import type { CrashPoint } from './crash-point.js';
import { OPTION_STOCK } from './option-stock.js';
import { REGISTRATIONS } from './store.js';

const MAIN = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));
const PLACES = 10;
const PIECES = 100;
const WORKSHOP_PLACES = 5;

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/services/api`;
  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ZAPISY_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Short leases and a sweep every second: the restarted server takes a registration over at once.
      REGISTRATION_LEASE_MS: '1000',
      REGISTRATION_SWEEP_EVERY_SECONDS: '1',
      // What is tested is the crash, not the form's bot check or the per-address limits (tested on their own).
      BOT_PROTECTION: 'off',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    if (
      await fetch(`${url}/env`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 30 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => log };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await exited(server.child);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: () => string): Promise<T> {
  for (const deadline = Date.now() + 30_000; ; ) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function withStore<T>(dataDir: string, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore({ dataDir, dbName: 'zapisy' });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

interface DemoProject {
  _id: string;
  payments: { installments: { configurations: { definitionId: string }[] } };
  registrationCounters?: { participants?: number };
}
interface DemoField {
  field_name: string;
  options?: { value: string; inventory?: number }[];
}
type Doc = { _id: string; [key: string]: unknown };

interface Demo {
  eventId: string;
  productId: string;
  installmentsId: string;
  /** What the seeded demo people already hold: the counts below are this test's own, above it. */
  seeded: Counts;
}

interface Counts {
  participants: number;
  places: number | undefined;
  pieces: number | undefined;
  workshopPlaces: number | undefined;
}

/**
 * The seeded demo made countable: above what the seeded demo people hold, the project takes PLACES
 * participants, its product keeps its PIECES pieces, and the workshop 'photo' gets WORKSHOP_PLACES places.
 */
async function limitDemo(store: Store): Promise<Demo> {
  const project = await store.db.collection<DemoProject>(PROJECTS).findOne({});
  const product = await store.db.collection<{ _id: string; inventory: number }>(PRODUCTS).findOne({});
  if (!project || !product) throw new Error('the demo was not seeded');
  const stored = await storedCounts(store, { eventId: project._id, productId: product._id });
  // The places counter is written by the first registration that counts; until then the seeded people
  // hold their places without it (a restart counts them).
  const seeded = { ...stored, places: stored.places ?? stored.participants };
  await store.db
    .collection<{ _id: string; inventory: number }>(PRODUCTS)
    .updateOne({ _id: product._id }, { $set: { inventory: PIECES } });
  await store.db.collection<DemoProject>(PROJECTS).updateOne(
    { _id: project._id },
    {
      $set: {
        'event.registration.limitOfParticipantsEnabled': true,
        'event.registration.limitOfParticipants': (seeded.places ?? 0) + PLACES,
      },
    },
  );
  const forms = store.db.collection<{ _id: string; published: { definition: DemoField[] } }>(FORMS);
  const form = await forms.findOne({ eventId: project._id });
  const definition = (form?.published.definition ?? []).map((field) =>
    field.field_name !== 'workshop'
      ? field
      : {
          ...field,
          options: (field.options ?? []).map((option) =>
            option.value === 'photo'
              ? { ...option, inventory: (seeded.workshopPlaces ?? 0) + WORKSHOP_PLACES }
              : option,
          ),
        },
  );
  await forms.updateOne({ _id: form?._id as string }, { $set: { 'published.definition': definition } });
  const installmentsId = project.payments.installments.configurations[0]?.definitionId as string;
  return {
    eventId: project._id,
    productId: product._id,
    installmentsId,
    seeded: { ...seeded, pieces: PIECES },
  };
}

/** This test's counts, above the seeded ones; they must agree with the participants that exist. */
async function counts(store: Store, demo: Demo): Promise<Counts> {
  const now = await storedCounts(store, demo);
  const above = (value: number | undefined, base: number | undefined) =>
    value === undefined ? undefined : value - (base ?? 0);
  return {
    participants: now.participants - demo.seeded.participants,
    places: above(now.places, demo.seeded.places),
    pieces: now.pieces,
    workshopPlaces: above(now.workshopPlaces, demo.seeded.workshopPlaces),
  };
}

async function storedCounts(store: Store, demo: Pick<Demo, 'eventId' | 'productId'>): Promise<Counts> {
  const project = await store.db.collection<DemoProject>(PROJECTS).findOne({ _id: demo.eventId });
  const product = await store.db.collection<{ _id: string; inventory: number }>(PRODUCTS).findOne({
    _id: demo.productId,
  });
  const photo = await store.db
    .collection<{ _id: string; taken: number }>(OPTION_STOCK)
    .findOne({ field: 'workshop', value: 'photo' });
  return {
    participants: await store.db.collection(PARTICIPANTS).countDocuments({ eventId: demo.eventId }),
    places: project?.registrationCounters?.participants,
    pieces: product?.inventory,
    workshopPlaces: photo?.taken,
  };
}

describe('registrations survive kill -9 between their steps (issue 12)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zapisy-crash-'));
  let demo: Demo;

  beforeAll(async () => {
    // The first start seeds the demo; it is then made countable while no server runs.
    await stop(await start(dataDir), 'SIGTERM');
    demo = await withStore(dataDir, limitDemo);
  }, 90_000);

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const registrationBody = (point: CrashPoint, n: number) =>
    JSON.stringify({
      idempotencyKey: `crash-${point}-${n}`,
      data: {
        first_name: 'Jan',
        last_name: `Nowak${n}`,
        email_main: `jan.nowak${n}@example.pl`,
        product: demo.productId,
        workshop: 'photo',
        installments_select: demo.installmentsId,
      },
    });

  async function crashAt(point: CrashPoint, n: number, leaseMs = 5000): Promise<string> {
    // Every registration is answered 202 and finished in the background, where the crash point stops it. Its
    // lease outlives the kill, so this server's own sweep cannot take it over first.
    const server = await start(dataDir, {
      ZAPISY_TEST_CRASH_AT: point,
      REGISTRATION_MAX_IN_FLIGHT: '0',
      REGISTRATION_LEASE_MS: String(leaseMs),
    });
    const response = await fetch(`${server.url}/registrations/${demo.eventId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: registrationBody(point, n),
    });
    const answer = (await response.json()) as { registrationId: string; status: string };
    expect(response.status, JSON.stringify(answer)).toBe(202);
    await until(
      async () => server.output(),
      (log) => log.includes(`ZAPISY_TEST_CRASH_POINT ${point}`),
      () => `the crash point ${point}:\n${server.output()}`,
    );
    await stop(server, 'SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    return answer.registrationId;
  }

  async function recovered(registrationId: string) {
    const server = await start(dataDir);
    try {
      return await until(
        async () => {
          const response = await fetch(`${server.url}/registrations/${demo.eventId}/${registrationId}`);
          return (await response.json()) as { status: string; outcome?: { statusCode: number } };
        },
        (registration) => !['new', 'processing'].includes(registration.status),
        () => `the sweep:\n${server.output()}`,
      );
    } finally {
      await stop(server, 'SIGTERM');
    }
  }

  it('killed after taking places, the product piece and the workshop place, before writing the participant: finished once after the restart', async () => {
    const registrationId = await crashAt('after-reservation', 1);
    const left = await withStore(dataDir, async (store) => ({
      registration: await store.db.collection<Doc>(REGISTRATIONS).findOne({ _id: registrationId }),
      counts: await counts(store, demo),
    }));
    expect(left.registration).toMatchObject({
      status: 'processing',
      held: { places: 1, products: [{ productId: demo.productId, count: 1 }] },
    });
    expect(left.counts).toEqual({ participants: 0, places: 1, pieces: PIECES - 1, workshopPlaces: 1 });

    expect(await recovered(registrationId)).toMatchObject({
      status: 'processed',
      outcome: { statusCode: 201 },
    });
    expect(await withStore(dataDir, (store) => counts(store, demo))).toEqual({
      participants: 1,
      places: 1,
      pieces: PIECES - 1,
      workshopPlaces: 1,
    });
  }, 120_000);

  it('killed inside the final transaction, after writing the participant and before the final status: nothing of it survives, then it is finished once', async () => {
    const registrationId = await crashAt('before-final-status', 2);
    const left = await withStore(dataDir, async (store) => ({
      registration: await store.db.collection<Doc>(REGISTRATIONS).findOne({ _id: registrationId }),
      participants: await store.db.collection(PARTICIPANTS).countDocuments({ registrationId }),
      counts: await counts(store, demo),
    }));
    expect(left.registration).toMatchObject({ status: 'processing', held: { places: 1 } });
    expect(left.participants).toBe(0);
    expect(left.counts).toEqual({ participants: 1, places: 2, pieces: PIECES - 2, workshopPlaces: 2 });

    expect(await recovered(registrationId)).toMatchObject({
      status: 'processed',
      outcome: { statusCode: 201 },
    });
    const after = await withStore(dataDir, async (store) => ({
      counts: await counts(store, demo),
      participants: await store.db.collection(PARTICIPANTS).countDocuments({ registrationId }),
    }));
    expect(after).toEqual({
      counts: { participants: 2, places: 2, pieces: PIECES - 2, workshopPlaces: 2 },
      participants: 1,
    });
  }, 120_000);

  it('issue 13: after kill -9 and a restart, a retry with the same idempotency key gets the finished registration at once (no 10 s wait, no 409), counted once', async () => {
    // Production's lease (60 s): the sweep cannot take the registration over during this test, only the retry.
    const registrationId = await crashAt('after-reservation', 3, 60_000);
    const server = await start(dataDir, { REGISTRATION_LEASE_MS: '60000' });
    try {
      const started = Date.now();
      const retry = await fetch(`${server.url}/registrations/${demo.eventId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: registrationBody('after-reservation', 3),
      });
      const answer = (await retry.json()) as { registrationId?: string; participants?: unknown[] };
      expect(retry.status, JSON.stringify(answer)).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      const again = await fetch(`${server.url}/registrations/${demo.eventId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: registrationBody('after-reservation', 3),
      });
      expect(again.status).toBe(201);
      const status = await fetch(`${server.url}/registrations/${demo.eventId}/${registrationId}`);
      expect(await status.json()).toMatchObject({ status: 'processed', outcome: { statusCode: 201 } });
    } finally {
      await stop(server, 'SIGTERM');
    }
    expect(await withStore(dataDir, (store) => counts(store, demo))).toEqual({
      participants: 3,
      places: 3,
      pieces: PIECES - 3,
      workshopPlaces: 3,
    });
  }, 120_000);

  it('issue 13: a registration killed holding places, a product piece and a workshop place that can no longer be finished (a day old) is cancelled and gives them back exactly once; its retry gets the 409', async () => {
    const registrationId = await crashAt('after-reservation', 4);
    const held = await withStore(dataDir, async (store) => {
      // The server stayed down for two days.
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
      await store.db
        .collection<Doc>(REGISTRATIONS)
        .updateOne({ _id: registrationId }, { $set: { createdAt: twoDaysAgo } });
      return counts(store, demo);
    });
    expect(held).toEqual({ participants: 3, places: 4, pieces: PIECES - 4, workshopPlaces: 4 });

    expect(await recovered(registrationId)).toMatchObject({
      status: 'canceled',
      outcome: { statusCode: 409, body: { code: 'REGISTRATION_CANCELED' } },
    });
    const given = { participants: 3, places: 3, pieces: PIECES - 3, workshopPlaces: 3 };
    expect(await withStore(dataDir, (store) => counts(store, demo))).toEqual(given);

    // More sweeps, a retry with its key and another restart give nothing back a second time.
    const server = await start(dataDir);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const retry = await fetch(`${server.url}/registrations/${demo.eventId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: registrationBody('after-reservation', 4),
      });
      expect(retry.status).toBe(409);
      expect(await retry.json()).toMatchObject({
        code: 'REGISTRATION_CANCELED',
        message: 'Nie udało się dokończyć zgłoszenia. Wyślij formularz ponownie.',
      });
    } finally {
      await stop(server, 'SIGTERM');
    }
    expect(await withStore(dataDir, (store) => counts(store, demo))).toEqual(given);
  }, 120_000);
});
