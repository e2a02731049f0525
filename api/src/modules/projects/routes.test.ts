import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { seedDemo } from '../../seed/index.js';
import { normalizeDomainName } from './normalize-domain-name.js';
import { PROJECTS, type ProjectDocument } from './store.js';

const silent = { info() {}, warn() {} };

describe('project routes', () => {
  let t: TestApp;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [translationTypes], config: { baseDomain: 'zapisy.test' } });
    await seedDemo(t.store, silent);
    const project = await t.store.db
      .collection<ProjectDocument>(PROJECTS)
      .findOne({ 'event.domainName': 'demo' });
    eventId = project!.eventId;
  });
  afterAll(() => t?.close());

  const expectedView = () => ({
    eventId,
    organizationId: expect.any(String),
    active: true,
    event: {
      name: 'Demo',
      slogan: '',
      description: '',
      domainName: 'demo',
      translationType: 'event',
      from: null,
      to: null,
      registration: { enabled: true, from: null, to: null },
    },
  });

  it('GET /project/{id} answers the public view', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/services/api/project/${eventId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expectedView());
  });

  it('GET /project/{id} of an unknown project is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/project/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: expect.stringContaining('nope'),
    });
  });

  it('POST /project/domain finds the project by domain, case-insensitively and from a full host', async () => {
    for (const domainName of ['demo', 'DEMO', ' Demo ', 'demo.zapisy.test', 'demo.zapisy.test:8080']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/services/api/project/domain',
        payload: { domainName },
      });
      expect(res.statusCode, domainName).toBe(200);
      expect(res.json()).toEqual(expectedView());
    }
  });

  it('POST /project/domain with an unknown domain is a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/project/domain',
      payload: { domainName: 'inna' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'Nie znaleziono projektu pod domeną „inna”' });
  });

  it('POST /project/domain without domainName is a 400 with a list', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/services/api/project/domain', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it('serialises stored dates as ISO strings', async () => {
    const from = new Date('2026-09-01T08:00:00.000Z');
    await t.store.db
      .collection<ProjectDocument>(PROJECTS)
      .updateOne({ _id: eventId }, { $set: { 'event.registration.from': from } });
    const res = await t.app.inject({ method: 'GET', url: `/services/api/project/${eventId}` });
    expect(res.json().event.registration.from).toBe('2026-09-01T08:00:00.000Z');
    await t.store.db
      .collection<ProjectDocument>(PROJECTS)
      .updateOne({ _id: eventId }, { $set: { 'event.registration.from': null } });
  });

  it('are listed in the OpenAPI document', async () => {
    await t.app.ready();
    const spec = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/services/api/project/{id}', '/services/api/project/domain']),
    );
  });
});

describe('normalizeDomainName', () => {
  it('lower-cases, trims and strips the base domain and port', () => {
    expect(normalizeDomainName(' Demo.Zapisy.PL:443 ', 'zapisy.pl')).toBe('demo');
    expect(normalizeDomainName('demo.', 'zapisy.pl')).toBe('demo');
    expect(normalizeDomainName('zapisy.pl', 'zapisy.pl')).toBe('zapisy.pl');
    expect(normalizeDomainName('demo-stare', 'localhost')).toBe('demo-stare');
  });
});
