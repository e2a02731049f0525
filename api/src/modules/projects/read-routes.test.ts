import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANTS } from './store.js';
import { createProjectTestContext, type FullProject, type ProjectTestContext } from './testing.js';

describe('project reads', () => {
  let c: ProjectTestContext;
  let project: FullProject;
  beforeAll(async () => {
    c = await createProjectTestContext([translationTypes]);
    project = await c.create({ name: 'Czytanie', translationType: 'event' });
  });
  afterAll(() => c?.t.close());

  const patch = async (change: (p: FullProject) => void) => {
    const body = structuredClone(project);
    change(body);
    const res = await c.call('PATCH', `/project/${project.eventId}`, { token: c.admin, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    project = res.json();
  };

  describe('GET /project/{id}', () => {
    it('answers the public view to anyone and the whole project to admins and employees', async () => {
      const anonymous = (await c.call('GET', `/project/${project.eventId}`)).json();
      expect(anonymous.payments).toBeUndefined();
      expect(anonymous.event).toEqual({
        name: 'Czytanie',
        slogan: '',
        description: '',
        domainName: 'czytanie',
        translationType: 'event',
        from: null,
        to: null,
        registration: { enabled: true, from: null, to: null },
      });
      const stranger = (await c.call('GET', `/project/${project.eventId}`, { token: c.stranger })).json();
      expect(stranger.payments).toBeUndefined();
      for (const token of [c.admin, c.employee]) {
        const full = (await c.call('GET', `/project/${project.eventId}`, { token })).json();
        expect(full).toEqual(project);
        expect(full.calendar.defaultEventLength).toBe(30);
      }
    });
  });

  it('GET /project/organization/{orgId} lists the organization’s projects', async () => {
    const res = await c.call('GET', '/project/organization/org-a', { token: c.employee });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        eventId: project.eventId,
        organizationId: 'org-a',
        active: true,
        createdAt: project.createdAt,
        event: {
          name: 'Czytanie',
          domainName: 'czytanie',
          translationType: 'event',
          from: null,
          to: null,
          dateFormat: 'dd/MM/yyyy',
        },
      },
    ]);
  });

  it('GET /project/by-base/{baseEventId} lists the first edition alone before any new edition', async () => {
    const res = await c.call('GET', `/project/by-base/${project.eventId}`, { token: c.admin });
    expect(res.json().map((p: FullProject) => p.eventId)).toEqual([project.eventId]);
  });

  describe('GET /project/enabled/{domain} and /survey/enabled/{domain}', () => {
    it('"Registration open … with a participant limit, tickets remain"; then the waiting list', async () => {
      await patch((p) => {
        p.event.registration.limitOfParticipantsEnabled = true;
        p.event.registration.limitOfParticipants = 2;
        p.event.registration.enableWaitingList = true;
      });
      const state = async () => (await c.call('GET', '/project/enabled/czytanie.zapisy.test')).json();
      expect(await state()).toEqual({
        domainName: 'czytanie',
        enabled: true,
        waitingList: false,
        availableTickets: 2,
      });
      await c.docs(PARTICIPANTS).insertMany([
        { _id: 'r1', organizationId: 'org-a', eventId: project.eventId, status: 'registered' },
        { _id: 'r2', organizationId: 'org-a', eventId: project.eventId, status: 'cancelled' },
      ]);
      expect(await state()).toMatchObject({ enabled: true, availableTickets: 1 });
      await c
        .docs(PARTICIPANTS)
        .insertOne({ _id: 'r3', organizationId: 'org-a', eventId: project.eventId, status: 'paid' });
      expect(await state()).toEqual({
        domainName: 'czytanie',
        enabled: false,
        waitingList: true,
        availableTickets: 0,
      });
    });

    it('registration outside its window is closed; the survey follows its own window', async () => {
      await patch((p) => {
        p.event.registration.limitOfParticipantsEnabled = false;
        p.event.registration.enableWaitingList = false;
        p.event.registration.to = '2020-01-01T00:00:00.000Z';
        p.event.survey.enabled = true;
      });
      expect((await c.call('GET', '/project/enabled/czytanie')).json()).toMatchObject({
        enabled: false,
        availableTickets: null,
      });
      expect((await c.call('GET', '/survey/enabled/czytanie')).json()).toEqual({
        domainName: 'czytanie',
        enabled: true,
      });
      await patch((p) => {
        p.event.survey.from = '2999-01-01T00:00:00.000Z';
      });
      expect((await c.call('GET', '/survey/enabled/czytanie')).json().enabled).toBe(false);
    });

    it('an unknown domain is a 404', async () => {
      expect((await c.call('GET', '/project/enabled/nie-ma')).statusCode).toBe(404);
      expect((await c.call('GET', '/survey/enabled/nie-ma')).statusCode).toBe(404);
    });
  });

  it("GET /project/unique-domain/{a}/{b}: is domain a free for project b ('-' = a new project)", async () => {
    const ask = async (a: string, b: string) =>
      (await c.call('GET', `/project/unique-domain/${a}/${b}`, { token: c.admin })).json();
    expect(await ask('czytanie', '-')).toEqual({ domainName: 'czytanie', valid: true, unique: false });
    expect(await ask('czytanie', project.eventId)).toEqual({
      domainName: 'czytanie',
      valid: true,
      unique: true,
    });
    expect(await ask('Wolna', '-')).toEqual({ domainName: 'wolna', valid: true, unique: true });
    expect(await ask('zła_nazwa', '-')).toMatchObject({ valid: false, unique: false });
    expect((await c.call('GET', '/project/unique-domain/x/-')).statusCode).toBe(401);
  });

  it('GET /project/all-data/{id}: participants and columns generated from their data', async () => {
    await c.docs(PARTICIPANTS).updateOne(
      { _id: 'r1' },
      {
        $set: {
          data: [
            { name: 'first_name', value: 'Ola' },
            { name: 'city', value: 'Kraków' },
          ],
        },
      },
    );
    const res = await c.call('GET', `/project/all-data/${project.eventId}`, { token: c.employee });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.project.eventId).toBe(project.eventId);
    expect(body.participants.map((p: FullProject) => p._id).sort()).toEqual(['r1', 'r2', 'r3']);
    expect(body.columns.map((col: { field: string }) => col.field)).toEqual([
      'status',
      'createdOn',
      'group',
      'groupIndex',
      'first_name',
      'city',
    ]);
  });

  it('GET /project/url/{type}/{name}: a file of the appearance, 404 when there is none', async () => {
    expect((await c.call('GET', '/project/url/logo/czytanie')).statusCode).toBe(404);
    await patch((p) => {
      p.appearance.logo = { id: 'l1', fileName: 'logo.png', mimeType: 'image/png', height: 30 };
      p.appearance.backgrounds = ['tlo 1.jpg'];
    });
    expect((await c.call('GET', '/project/url/logo/czytanie')).json()).toEqual({ url: '/images/logo.png' });
    expect((await c.call('GET', '/project/url/background/czytanie')).json()).toEqual({
      url: '/images/tlo%201.jpg',
    });
    expect((await c.call('GET', '/project/url/carousel/czytanie')).statusCode).toBe(404);
    expect((await c.call('GET', '/project/url/video/czytanie')).statusCode).toBe(400);
    expect((await c.call('GET', '/project/url/logo/nie-ma')).statusCode).toBe(404);
  });

  it('are listed in the OpenAPI document at the spec paths', async () => {
    const spec = c.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/services/api/project/{id}', 'get'],
      ['/services/api/project/domain', 'post'],
      ['/services/api/project/organization/{orgId}', 'get'],
      ['/services/api/project/by-base/{baseEventId}', 'get'],
      ['/services/api/project/activate/{id}', 'patch'],
      ['/services/api/project/deactivate/{id}', 'patch'],
      // PATCH /project/{eventId} of the spec is the same URL, documented with the GET's parameter name.
      ['/services/api/project/{id}', 'patch'],
      ['/services/api/project/enabled/{domain}', 'get'],
      ['/services/api/survey/enabled/{domain}', 'get'],
      ['/services/api/project/unique-domain/{a}/{b}', 'get'],
      ['/services/api/project/{id}', 'delete'],
      ['/services/api/project', 'put'],
      ['/services/api/project/all-data/{id}', 'get'],
      ['/services/api/project/duplicate/{id}/{flag}', 'post'],
      ['/services/api/project/duplicate-advanced/{id}/{flag}', 'post'],
      ['/services/api/project/url/{type}/{name}', 'get'],
    ];
    for (const [path, method] of expected)
      expect(spec.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
