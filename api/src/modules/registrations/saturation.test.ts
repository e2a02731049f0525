import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { PARTICIPANTS, PROJECTS } from '../projects/store.js';
import type { ProjectTestContext } from '../projects/testing.js';
import { API } from '../projects/testing.js';
import { publishRegistrationForm } from './testing.js';

let t: TestApp;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({
    plugins: [translationTypes, formFieldsPlugin],
    config: { baseDomain: 'zapisy.test', registrationMaxInFlight: 0 },
  });
  const admin = (await createUserWithToken(t.app, { organizationId: 'org-a', role: 'admin' })).token;
  const created = await t.app.inject({
    method: 'PUT',
    url: `${API}/project`,
    headers: { 'x-auth-token': admin },
    payload: { organizationId: 'org-a', event: { domainName: 'nasycenie' } },
  });
  eventId = created.json().eventId;
  await t.store.db
    .collection<{ _id: string }>(PROJECTS)
    .updateOne({ _id: eventId }, { $set: { 'event.registration': { enabled: true, from: null, to: null } } });
  const docs = { docs: (name: string) => t.store.db.collection(name) } as unknown as ProjectTestContext;
  await publishRegistrationForm(docs, eventId);
});
afterAll(async () => t.close());

describe('saturation: "When the system is saturated it may answer 202 with the registration id"', () => {
  it("at the in-flight limit → 202 {registrationId, status: 'processing'}; GET reports the outcome when done", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${API}/registrations/${eventId}`,
          payload: {
            data: { email_main: `sat${i}@example.pl`, first_name: 'Jan', last_name: `N${i}` },
            idempotencyKey: `nasycenie-${i}`,
          },
        }),
      ),
    );
    // With a limit of 0 every registration counts as arriving at a saturated server.
    const accepted = answers.filter((r) => r.statusCode === 202).map((r) => r.json());
    expect(accepted).toHaveLength(20);
    for (const body of accepted)
      expect(body).toEqual({ registrationId: expect.any(String), status: 'processing' });
    const last = accepted[accepted.length - 1];
    let status: { status: string; outcome?: { statusCode: number } } = { status: 'new' };
    for (let i = 0; i < 100 && status.status !== 'processed'; i++) {
      status = (
        await t.app.inject({ method: 'GET', url: `${API}/registrations/${eventId}/${last.registrationId}` })
      ).json();
      if (status.status !== 'processed') await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toMatchObject({ status: 'processed', outcome: { statusCode: 201 } });
    for (let i = 0; i < 100; i++) {
      if ((await t.store.db.collection(PARTICIPANTS).countDocuments({ eventId })) === 20) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await t.store.db.collection(PARTICIPANTS).countDocuments({ eventId })).toBe(20);
  });
});
