import { describe, expect, it } from 'vitest';
import { completeProject, PROJECTS, type ProjectRecord } from '../projects/store.js';
import { registrationContextOf } from './app-context.js';
import { REGISTRATIONS, type RegistrationRecord } from './store.js';
import { processRegistration, startRegistration } from './submit.js';
import {
  limitedOptionsProject,
  person,
  registrationPayload,
  registrationTestContext,
} from './wiring-testing.js';

const c = registrationTestContext();

async function contextOf(eventId: string) {
  const project = completeProject(
    (await c.docs(PROJECTS).findOne({ _id: eventId })) as unknown as ProjectRecord,
  );
  return registrationContextOf(c.t.app, project, {
    onlineAvailable: false,
    onError: (error) => {
      throw error;
    },
  });
}

/** The statuses each committed write of the registration left, in order (from the store's change stream). */
async function writesOf(run: () => Promise<string>): Promise<string[]> {
  const statuses: { id: unknown; status: unknown }[] = [];
  const stream = c.t.store.db.collection(REGISTRATIONS).watch([], { fullDocument: 'updateLookup' });
  stream.on('change', (event) => {
    const change = event as { documentKey?: { _id?: unknown }; fullDocument?: { status?: unknown } };
    statuses.push({ id: change.documentKey?._id, status: change.fullDocument?.status });
  });
  const id = await run();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await stream.close();
  return statuses.filter((s) => s.id === id).map((s) => String(s.status));
}

describe('a registration processed in its own request is written as processing at once', () => {
  it('processNow: the record starts processing, and its first step writes no second processing', async () => {
    const { eventId } = await limitedOptionsProject(c);
    const ctx = await contextOf(eventId);
    const statuses = await writesOf(async () => {
      const started = await startRegistration(ctx, registrationPayload(person('teraz')), {
        processNow: true,
      });
      const registration = started.registration as RegistrationRecord;
      expect(registration.status).toBe('processing');
      expect((await processRegistration(ctx, registration)).statusCode).toBe(201);
      return registration._id;
    });
    expect(statuses[0]).toBe('processing');
    expect(statuses.filter((s) => s === 'processing')).toHaveLength(1);
    expect(statuses.at(-1)).toBe('processed');
  });

  it('without processNow (a 202 finished in the background) it starts new and is claimed on processing', async () => {
    const { eventId } = await limitedOptionsProject(c);
    const ctx = await contextOf(eventId);
    const statuses = await writesOf(async () => {
      const started = await startRegistration(ctx, registrationPayload(person('potem')));
      const registration = started.registration as RegistrationRecord;
      expect((await processRegistration(ctx, registration)).statusCode).toBe(201);
      return registration._id;
    });
    expect(statuses.slice(0, 2)).toEqual(['new', 'processing']);
    expect(statuses.at(-1)).toBe('processed');
  });
});
