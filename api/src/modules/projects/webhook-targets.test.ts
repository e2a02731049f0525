import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { PROJECTS } from './store.js';
import { API } from './testing.js';

describe('PATCH /project/{eventId}: webhook targets must be public http(s) addresses (SSRF)', () => {
  let t: TestApp;
  let token: string;
  // biome-ignore lint/suspicious/noExplicitAny: the project view as JSON
  let project: Record<string, any>;

  beforeAll(async () => {
    t = await createTestApp({
      plugins: [translationTypes],
      config: { webhooks: { allowPrivateTargets: false } },
    });
    token = (await createUserWithToken(t.app, { organizationId: 'org-w', role: 'admin' })).token;
    const created = await t.app.inject({
      method: 'PUT',
      url: `${API}/project`,
      headers: { 'x-auth-token': token },
      payload: { organizationId: 'org-w' },
    });
    project = created.json();
  });
  afterAll(async () => t.close());

  const saveTarget = (target: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `${API}/project/${project.eventId}`,
      headers: { 'x-auth-token': token },
      payload: { ...project, webhooks: { ...project.webhooks, formSubmit: { enabled: true, target } } },
    });

  for (const target of [
    'http://127.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]:8080/x',
  ]) {
    it(`refuses ${target} with 400 and a Polish reason, keeping the stored project`, async () => {
      const res = await saveTarget(target);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.join('\n')).toMatch(
        /webhooks\.formSubmit\.target: Adres webhooka musi być publicznym adresem http\(s\)/,
      );
      const stored = await t.app.inject({
        method: 'GET',
        url: `${API}/project/${project.eventId}`,
        headers: { 'x-auth-token': token },
      });
      expect(stored.json().webhooks.formSubmit.target).toBe(project.webhooks.formSubmit.target);
    });
  }

  it('a saved target is not checked again when other settings are saved (each delivery checks it)', async () => {
    // Saved before the check existed: the save of another setting goes through, the target is left as it was.
    await t.store.db
      .collection(PROJECTS)
      .updateOne(
        { _id: project.eventId },
        { $set: { 'webhooks.formSubmit': { enabled: true, target: 'http://10.0.0.7/hook' } } },
      );
    const current = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/project/${project.eventId}`,
        headers: { 'x-auth-token': token },
      })
    ).json();
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `${API}/project/${project.eventId}`,
      headers: { 'x-auth-token': token },
      payload: { ...current, event: { ...current.event, name: 'Nowa nazwa' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      event: { name: 'Nowa nazwa' },
      webhooks: { formSubmit: { target: 'http://10.0.0.7/hook' } },
    });
    // Changing it to another private address is refused.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${API}/project/${project.eventId}`,
      headers: { 'x-auth-token': token },
      payload: {
        ...current,
        webhooks: { ...current.webhooks, formSubmit: { enabled: true, target: 'http://10.0.0.8/hook' } },
      },
    });
    expect(changed.statusCode).toBe(400);
  });

  it('accepts a public address given as an IP literal', async () => {
    expect((await saveTarget('https://93.184.216.34/hook')).statusCode).toBe(200);
  });
});
