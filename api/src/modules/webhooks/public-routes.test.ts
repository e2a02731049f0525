import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsCollection } from '../../events/index.js';
import { subscriberPlugin } from '../../events/testing.js';
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

/** The form.entered events written for a project (before any dispatch). */
const formEnteredEvents = (context: ProjectTestContext, eventId: string) =>
  eventsCollection(context.t.store).countDocuments({ name: 'form.entered', eventId });

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

describe('form.entered only when someone listens (review of issue 12: no outbox filling for nobody)', () => {
  it('with the formEnter webhook off and no other subscriber, opening a form writes no event', async () => {
    const off = await project({
      'webhooks.formEnter': { enabled: false, target: 'https://organizator.example/w' },
    });
    expect((await c.call('POST', `/webhooks/form-enter/${off}`)).statusCode).toBe(204);
    expect(await formEnteredEvents(c, off)).toBe(0);
    const on = await project();
    expect((await c.call('POST', `/webhooks/form-enter/${on}`)).statusCode).toBe(204);
    expect(await formEnteredEvents(c, on)).toBe(1);
  });

  describe('a plugin subscribed to form.entered', () => {
    const heard: string[] = [];
    const visits = subscriberPlugin('visit-stats', {
      id: 'count',
      title: 'Statystyka wejść na formularze',
      events: ['form.entered'],
      async handle(event) {
        heard.push(event.eventId ?? '');
      },
    });
    let withPlugin: ProjectTestContext;
    beforeAll(async () => {
      withPlugin = await createProjectTestContext([translationTypes, visits]);
    });
    afterAll(async () => withPlugin.t.close());

    it('gets the event of a project whose formEnter webhook is off', async () => {
      const { eventId } = await withPlugin.create({ domainName: 'spec-wh-visits' });
      expect((await withPlugin.call('POST', `/webhooks/form-enter/${eventId}`)).statusCode).toBe(204);
      expect(await formEnteredEvents(withPlugin, eventId)).toBe(1);
      await withPlugin.t.app.events.dispatch();
      expect(heard).toEqual([eventId]);
      expect(await withPlugin.docs(WEBHOOK_DELIVERIES).find({ eventId }).toArray()).toHaveLength(0);
    });
  });
});
