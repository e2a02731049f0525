import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsOn } from '../../limits/testing.js';
import { PROJECTS } from '../projects/index.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { publishRegistrationForm } from './testing.js';

let c: ProjectTestContext;
beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, formFieldsPlugin], {
    config: { publicLimits: limitsOn({ registration: { perIp: 3, perProject: 5 } }) },
  });
});
afterAll(() => c.t.close());

let seq = 0;
async function project(): Promise<string> {
  const p = await c.create({ domainName: `limit-${++seq}` });
  await c.docs(PROJECTS).updateOne({ _id: p.eventId }, { $set: { 'event.registration.enabled': true } });
  await publishRegistrationForm(c, p.eventId);
  return p.eventId;
}

const register = (eventId: string, ip: string) =>
  c.t.app.inject({
    method: 'POST',
    url: `/services/api/registrations/${eventId}`,
    remoteAddress: ip,
    payload: {
      data: { email_main: `limit${++seq}@example.pl`, first_name: 'Jan', last_name: `Limit${seq}` },
      idempotencyKey: `limit-key-${seq}-${Math.random().toString(36).slice(2)}`,
    },
  });

describe('limits on public registrations (issue 13: "one address filled a 50-place event in 0.4 s")', () => {
  it('"per-IP limit per project": the 4th registration from one address in a window is a 429 with Retry-After in Polish', async () => {
    const eventId = await project();
    for (let i = 0; i < 3; i++) expect((await register(eventId, '198.51.100.1')).statusCode).toBe(201);
    const limited = await register(eventId, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(
      /^Z tego adresu wysłano w krótkim czasie zbyt wiele zgłoszeń\. Spróbuj ponownie za \d+ s\.$/,
    );
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await c.docs('registrations').countDocuments({ eventId })).toBe(3);
    // Another project's form is counted apart.
    expect((await register(await project(), '198.51.100.1')).statusCode).toBe(201);
  });

  it('"per-project limit": the project takes at most its limit from all addresses together', async () => {
    const eventId = await project();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await register(eventId, `198.51.100.${10 + i}`)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await register(eventId, '198.51.100.99');
    expect(limited.json().message).toMatch(/^Formularz przyjmuje teraz zbyt wiele zgłoszeń naraz\./);
  });
});
