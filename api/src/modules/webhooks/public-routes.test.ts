import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { WEBHOOK_DELIVERIES } from './deliveries.js';

let c: ProjectTestContext;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
});
afterAll(async () => c.t.close());

const ALL_ON = Object.fromEntries(
  ['formEnter', 'formSubmit', 'registrationCompleted'].map((name) => [
    `webhooks.${name}`,
    { enabled: true, target: `https://organizator.example/${name}` },
  ]),
);

async function project(webhooks: Record<string, unknown> = ALL_ON): Promise<string> {
  const { eventId } = await c.create({ domainName: `spec-wh-${++seq}` });
  await c.docs(PROJECTS).updateOne({ _id: eventId }, { $set: webhooks });
  return eventId;
}
/** The formEnter webhook subscribes to form.entered: deliver the events first. */
const deliveries = async (eventId: string) => {
  await c.t.app.events.dispatch();
  return c.docs(WEBHOOK_DELIVERIES).find({ eventId }).toArray();
};

describe("the widget's webhook calls at the spec's paths — first document §7 \"only if the project's matching enabled flag is on; errors swallowed\"", () => {
  it('POST /webhooks/form-enter/{eventId} records a formEnter delivery when enabled', async () => {
    const on = await project();
    const res = await c.call('POST', `/webhooks/form-enter/${on}`, {
      payload: { formType: 'survey', url: 'https://organizator.pl/ankieta' },
    });
    expect(res.statusCode).toBe(204);
    expect(await deliveries(on)).toEqual([
      expect.objectContaining({
        webhook: 'formEnter',
        event: 'form-enter',
        payload: expect.objectContaining({
          eventId: on,
          formType: 'survey',
          url: 'https://organizator.pl/ankieta',
        }),
      }),
    ]);
    const off = await project({});
    expect((await c.call('POST', `/webhooks/form-enter/${off}`)).statusCode).toBe(204);
    expect(await deliveries(off)).toHaveLength(0);
    expect((await c.call('POST', '/webhooks/form-enter/brak-projektu')).statusCode).toBe(404);
    expect(
      (await c.call('POST', `/webhooks/form-enter/${on}`, { payload: { formType: 'x' } })).statusCode,
    ).toBe(400);
  });

  it.each(['form-submit', 'registration-completed'])(
    'POST /webhooks/%s/{eventId} answers 204 and records nothing (the server recorded it when the registration committed)',
    async (path) => {
      const eventId = await project();
      const res = await c.call('POST', `/webhooks/${path}/${eventId}`, {
        payload: { registrationId: 'r-1' },
      });
      expect(res.statusCode).toBe(204);
      expect(await deliveries(eventId)).toHaveLength(0);
      expect((await c.call('POST', `/webhooks/${path}/${eventId}`, { payload: {} })).statusCode).toBe(400);
      const unknown = await c.call('POST', `/webhooks/${path}/brak-projektu`, {
        payload: { registrationId: 'r-1' },
      });
      expect(unknown.statusCode).toBe(404);
    },
  );
});
