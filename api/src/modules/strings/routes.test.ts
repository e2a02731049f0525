import { buildProjectStrings, REGISTRATION_MESSAGE_KEYS, VOCABULARY_NOUNS } from '@zapisy/core';
import translationTypes, { eventVocabulary, shopVocabulary } from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { seedDemo } from '../../seed/index.js';
import {
  PROJECT_STRINGS,
  PROJECTS,
  type ProjectDocument,
  type ProjectStringsDocument,
} from '../projects/store.js';
import { pickTranslationType } from '../projects/vocabulary.js';

const silent = { info() {}, warn() {} };

describe('strings routes', () => {
  let t: TestApp;
  let eventId: string;
  let organizationId: string;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [translationTypes] });
    await seedDemo(t.store, silent);
    const project = await t.store.db
      .collection<ProjectDocument>(PROJECTS)
      .findOne({ 'event.domainName': 'demo' });
    eventId = project!.eventId;
    organizationId = project!.organizationId;
    adminHeaders = (await createUserWithToken(t.app, { organizationId, role: 'admin' })).headers;
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/services/api${url}` });
  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/services/api${url}`,
      headers: adminHeaders,
      payload: payload as object,
    });

  it('GET /strings/{id} answers the vocabulary and default messages of the project type', async () => {
    const res = await get(`/strings/${eventId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual(buildProjectStrings(eventVocabulary));
    expect(Object.keys(body.nouns)).toEqual([...VOCABULARY_NOUNS]);
    expect(Object.keys(body.messages)).toEqual([...REGISTRATION_MESSAGE_KEYS]);
    expect(body.messages.registrationClosed).toBe('Zapisy na to wydarzenie są zamknięte.');
  });

  it('GET /strings/domain/{domain} answers the same, case-insensitively', async () => {
    const byId = (await get(`/strings/${eventId}`)).json();
    for (const domain of ['demo', 'DeMo', 'demo.localhost']) {
      const res = await get(`/strings/domain/${domain}`);
      expect(res.statusCode, domain).toBe(200);
      expect(res.json()).toEqual(byId);
    }
  });

  it('unknown project or domain is a JSON 404', async () => {
    for (const url of ['/strings/nope', '/strings/domain/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const res = await post('/strings/nope', {});
    expect(res.statusCode).toBe(404);
  });

  it('POST /strings/{id} saves overrides, stamps the tenant and answers the new strings', async () => {
    const res = await post(`/strings/${eventId}`, {
      completedTitle: 'Do zobaczenia na {project.locative}!',
      question: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.completedTitle).toBe('Do zobaczenia na wydarzeniu!');
    expect(res.json().messages.question).toBe(buildProjectStrings(eventVocabulary).messages.question);

    const saved = await t.store.db
      .collection<ProjectStringsDocument>(PROJECT_STRINGS)
      .find({ eventId })
      .toArray();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      eventId,
      organizationId,
      overrides: { completedTitle: 'Do zobaczenia na {project.locative}!' },
      updatedAt: expect.any(Date),
    });

    const again = await get(`/strings/domain/demo`);
    expect(again.json().messages.completedTitle).toBe('Do zobaczenia na wydarzeniu!');
  });

  it('POST /strings/{id} replaces the previous overrides (upsert, one document per project)', async () => {
    await post(`/strings/${eventId}`, { surveyClosed: 'Ankieta zamknięta.' });
    const res = await post(`/strings/${eventId}`, { payments: 'Zapłać, proszę.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.payments).toBe('Zapłać, proszę.');
    expect(res.json().messages.surveyClosed).toBe(buildProjectStrings(eventVocabulary).messages.surveyClosed);
    expect(await t.store.db.collection(PROJECT_STRINGS).countDocuments({ eventId })).toBe(1);
  });

  it('POST /strings/{id} rejects unknown keys and too long texts with a Polish list', async () => {
    const res = await post(`/strings/${eventId}`, { foo: 'x', question: 'x'.repeat(5001), payments: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      errors: [
        'Nieznany komunikat „foo”',
        'Komunikat „question” może mieć najwyżej 5000 znaków (ma 5001)',
        'Komunikat „payments” musi być tekstem',
      ],
    });
    const saved = await get(`/strings/${eventId}`);
    expect(saved.json().messages.payments).toBe('Zapłać, proszę.');
  });

  it('POST /strings/{id} rejects a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/services/api/strings/${eventId}`,
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      payload: '["a"]',
    });
    expect(res.statusCode).toBe(400);
  });

  it('POST /strings/{id} needs the admin role in the project: anonymous 401, another organization 403/404', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/services/api/strings/${eventId}`,
      payload: { question: 'Obcy?' },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await createUserWithToken(t.app, { ownerOf: 'other-organization' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/services/api/strings/${eventId}`,
      headers: stranger.headers,
      payload: { question: 'Obcy?' },
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await get(`/strings/${eventId}`)).json().messages.question).not.toBe('Obcy?');
  });

  it('follows the project type', async () => {
    await t.store.db
      .collection<ProjectDocument>(PROJECTS)
      .updateOne({ _id: eventId }, { $set: { 'event.translationType': 'shop' } });
    const res = await get(`/strings/${eventId}`);
    expect(res.json().translationType).toBe('shop');
    expect(res.json().messages.registrationClosed).toBe('Ten sklep nie przyjmuje obecnie zamówień.');
    await t.store.db
      .collection<ProjectDocument>(PROJECTS)
      .updateOne({ _id: eventId }, { $set: { 'event.translationType': 'event' } });
  });

  it('are listed in the OpenAPI document', async () => {
    await t.app.ready();
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(spec.paths['/services/api/strings/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(spec.paths['/services/api/strings/domain/{domain}']).toBeDefined();
  });
});

describe('pickTranslationType', () => {
  it('falls back to the default vocabulary, then to the first one', () => {
    const all = [eventVocabulary, shopVocabulary];
    expect(pickTranslationType(all, 'shop')).toBe(shopVocabulary);
    expect(pickTranslationType(all, 'unknown')).toBe(eventVocabulary);
    expect(() => pickTranslationType([], 'event')).toThrow();
  });
});
