import 'reflect-metadata';
import { CORE_VERSION, createToken, definePlugin, type ZapisyPlugin } from '@zapisy/core';
import { container as rootContainer } from 'tsyringe';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../http/testing.js';
import { PluginLoadError } from './errors.js';
import { loadPlugins, pluginSlug, resolvePlugins } from './loader.js';

const Greeting = createToken<string>('test:Greeting');
const Multi = createToken<string>('test:Multi');

const good = definePlugin({
  id: 'payment-fake',
  version: '1.2.3',
  kind: 'payment',
  compatibility: `^${CORE_VERSION}`,
  register(c) {
    c.register(Greeting, { useValue: 'dzień dobry' });
    c.register(Multi, { useValue: 'a' });
  },
  bootstrap(ctx) {
    ctx.log.info('bootstrap', { coreVersion: ctx.coreVersion });
    ctx.addRoute({
      method: 'POST',
      url: '/notify/:orgId',
      schema: {
        summary: 'Powiadomienie operatora płatności',
        params: { type: 'object', properties: { orgId: { type: 'string' } }, required: ['orgId'] },
        body: { type: 'object', required: ['sessionId'], properties: { sessionId: { type: 'string' } } },
      },
      handler: (req) => ({
        status: 200,
        body: { greeting: ctx.container.resolve(Greeting), orgId: req.params.orgId, raw: req.rawBody },
      }),
    });
    ctx.addRoute({
      method: 'POST',
      url: '/form',
      schema: {},
      handler: (req) => ({ body: { body: req.body as object, raw: req.rawBody ?? null } }),
    });
  },
});

const second = definePlugin({
  id: '@acme/sms-fake',
  version: '0.0.1',
  kind: 'sms',
  compatibility: '>=0.1.0 <1',
  register(c) {
    c.register(Multi, { useValue: 'b' });
  },
});

const incompatible = definePlugin({
  id: 'accounting-future',
  version: '3.0.0',
  kind: 'accounting',
  compatibility: '^9.0.0',
  register() {},
});

const expectCode = async (promise: Promise<unknown>, code: string, text: RegExp) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PluginLoadError);
  expect((error as PluginLoadError).code).toBe(code);
  expect((error as PluginLoadError).message.startsWith(`${code} `)).toBe(true);
  expect((error as PluginLoadError).message).toMatch(text);
};

describe('plugin loader: checks (ARCHITECTURE "Plugins declare a compatibility semver range checked at start-up")', () => {
  it('loads plugin objects and modules in order and registers them into a child container', async () => {
    const { plugins, container } = await loadPlugins([good, 'virtual:second'], {
      importModule: async () => ({ default: second }),
    });
    expect(plugins.map((p) => [p.id, p.source, p.slug])).toEqual([
      ['payment-fake', 'inline', 'payment-fake'],
      ['@acme/sms-fake', 'virtual:second', 'acme-sms-fake'],
    ]);
    expect(container.resolve(Greeting)).toBe('dzień dobry');
    expect(container.resolveAll(Multi)).toEqual(['a', 'b']);
    expect(rootContainer.isRegistered(Greeting)).toBe(false); // the child holds them
  });

  it('accepts a named `plugin` export', async () => {
    const plugins = await resolvePlugins(['x'], { importModule: async () => ({ plugin: second }) });
    expect(plugins[0]?.id).toBe('@acme/sms-fake');
  });

  it('PLUGIN-001: an unknown module names the plugin and the cause', async () => {
    await expectCode(
      resolvePlugins(['@zapisy/plugin-does-not-exist']),
      'PLUGIN-001',
      /^PLUGIN-001 Nieznana wtyczka "@zapisy\/plugin-does-not-exist": nie można jej załadować \(.*\)\. Sprawdź ZAPISY_PLUGINS/,
    );
  });

  it('PLUGIN-002: an incompatible range says what it needs and what is installed', async () => {
    await expectCode(
      resolvePlugins([incompatible]),
      'PLUGIN-002',
      new RegExp(
        `"accounting-future" 3\\.0\\.0 wymaga @zapisy/core \\^9\\.0\\.0, a zainstalowana jest ${CORE_VERSION}`,
      ),
    );
    await expectCode(
      resolvePlugins([good], { coreVersion: '1.0.0' }),
      'PLUGIN-002',
      /a zainstalowana jest 1\.0\.0/,
    );
  });

  it('PLUGIN-003: a duplicate id', async () => {
    await expectCode(
      resolvePlugins([good, 'copy'], { importModule: async () => ({ default: { ...good } }) }),
      'PLUGIN-003',
      /"payment-fake" jest już załadowana \(z "inline"\); druga kopia pochodzi z "copy"/,
    );
  });

  it('PLUGIN-004: a broken module lists what is missing', async () => {
    await expectCode(
      resolvePlugins(['broken'], { importModule: async () => ({ default: { id: 'x', register: 42 } }) }),
      'PLUGIN-004',
      /Moduł "broken" nie jest poprawną wtyczką Zapisy: .*"version".*"kind".*"compatibility".*register/,
    );
    await expectCode(
      resolvePlugins(['empty'], { importModule: async () => ({}) }),
      'PLUGIN-004',
      /Moduł "empty"/,
    );
  });

  it('PLUGIN-005: an invalid range', async () => {
    await expectCode(
      resolvePlugins([{ ...good, compatibility: 'najnowsza' } as ZapisyPlugin]),
      'PLUGIN-005',
      /nieprawidłowy zakres zgodności "najnowsza"/,
    );
  });

  it('PLUGIN-006: register throwing', async () => {
    const throwing = definePlugin({
      ...second,
      id: 'sms-throwing',
      register() {
        throw new Error('brak klucza API');
      },
    });
    await expectCode(
      loadPlugins([throwing]),
      'PLUGIN-006',
      /"sms-throwing" nie powiodła się: brak klucza API/,
    );
  });

  it('PLUGIN-010: a settings declaration that breaks the rules names the field and the rule', async () => {
    const crm = (group: string, id = 'crm-sync'): ZapisyPlugin => ({
      ...second,
      id,
      kind: 'integration',
      settings: {
        module: id,
        label: 'CRM',
        slot: 'integration',
        group,
        organization: {
          type: 'object',
          properties: { enabled: { type: 'boolean', title: 'Włączona' } },
        },
      },
    });
    await expectCode(
      resolvePlugins([crm('crm')]),
      'PLUGIN-010',
      /"crm-sync" deklaruje ustawienia nieprawidłowo: organization.enabled: to pole dodaje system/,
    );
  });

  it("PLUGIN-010: an integration's settings group is its own (it could read another plugin's keys through it)", async () => {
    const paynowLike = definePlugin({
      ...good,
      settings: {
        module: 'bramka',
        label: 'Bramka',
        slot: 'payment',
        group: 'bramka',
        organization: {
          type: 'object',
          properties: { apiKey: { type: 'string', title: 'Klucz API', writeOnly: true } },
        },
      },
    });
    const reader = definePlugin({
      ...second,
      id: 'nosy-crm',
      kind: 'integration',
      settings: { ...paynowLike.settings, module: 'nosy-crm', slot: 'integration' },
    });
    await expectCode(
      resolvePlugins([paynowLike, reader]),
      'PLUGIN-010',
      /"nosy-crm" deklaruje ustawienia w grupie "bramka", która należy do wtyczki "payment-fake"/,
    );
    const sameSlot = definePlugin({ ...paynowLike, id: 'payment-fake-2' });
    await expect(resolvePlugins([paynowLike, sameSlot])).resolves.toHaveLength(2);
  });

  it('pluginSlug makes a URL segment of a scoped id', () => {
    expect(pluginSlug('@zapisy/plugin-x')).toBe('zapisy-plugin-x');
    expect(pluginSlug('payment-payu')).toBe('payment-payu');
  });
});

describe('plugin loader: bootstrap and routes', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('runs register then bootstrap; addRoute mounts under /services/api/plugins/<id>/ with schema and rawBody', async () => {
    const order: string[] = [];
    const tracing = definePlugin({
      ...second,
      id: 'sms-trace',
      register: () => void order.push('register'),
      bootstrap: () => void order.push('bootstrap'),
    });
    t = await createTestApp({ plugins: [good, tracing] });
    expect(order).toEqual(['register', 'bootstrap']);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/services/api/plugins/payment-fake/notify/org1',
      headers: { 'content-type': 'application/json' },
      payload: '{"sessionId":"s1"}',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ greeting: 'dzień dobry', orgId: 'org1', raw: '{"sessionId":"s1"}' });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/services/api/plugins/payment-fake/notify/org1',
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(['body.sessionId: pole jest wymagane']);

    const form = await t.app.inject({
      method: 'POST',
      url: '/services/api/plugins/payment-fake/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=%C5%BC',
    });
    expect(form.json()).toEqual({ body: { a: '1', b: 'ż' }, raw: 'a=1&b=%C5%BC' });
  });

  it('GET /plugins lists id, version, kind; GET /plugins/{id} shows routes; unknown → 404 "Nieznana wtyczka: <id>"', async () => {
    t = await createTestApp({ plugins: [good, second] });
    const list = await t.app.inject({ method: 'GET', url: '/services/api/plugins' });
    expect(list.json()).toEqual({
      coreVersion: CORE_VERSION,
      plugins: [
        { id: 'payment-fake', version: '1.2.3', kind: 'payment', compatibility: `^${CORE_VERSION}` },
        { id: '@acme/sms-fake', version: '0.0.1', kind: 'sms', compatibility: '>=0.1.0 <1' },
      ],
    });
    const one = await t.app.inject({ method: 'GET', url: '/services/api/plugins/payment-fake' });
    expect(one.json().routes).toEqual([
      'POST /services/api/plugins/payment-fake/notify/:orgId',
      'POST /services/api/plugins/payment-fake/form',
    ]);
    const scoped = await t.app.inject({ method: 'GET', url: '/services/api/plugins/%40acme%2Fsms-fake' });
    expect(scoped.json().id).toBe('@acme/sms-fake');
    const bySlug = await t.app.inject({ method: 'GET', url: '/services/api/plugins/acme-sms-fake' });
    expect(bySlug.json().id).toBe('@acme/sms-fake');

    const unknown = await t.app.inject({ method: 'GET', url: '/services/api/plugins/payment-nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: 404,
      code: 'PLUGIN_NOT_FOUND',
      message: 'Nieznana wtyczka: payment-nope',
    });
  });

  it('PLUGIN-007: bootstrap throwing stops buildApp', async () => {
    const failing = definePlugin({
      ...second,
      id: 'sms-failing',
      bootstrap() {
        throw new Error('nie można połączyć z bramką');
      },
    });
    await expectCode(
      createTestApp({ plugins: [failing] }),
      'PLUGIN-007',
      /"sms-failing" nie powiodło się: nie można/,
    );
  });

  it('PLUGIN-008: an invalid route, and a route added after bootstrap', async () => {
    const badRoute = definePlugin({
      ...second,
      id: 'sms-bad-route',
      bootstrap(ctx) {
        ctx.addRoute({ method: 'GET', url: 'no-slash', schema: {}, handler: () => ({}) });
      },
    });
    await expectCode(createTestApp({ plugins: [badRoute] }), 'PLUGIN-008', /"url" musi zaczynać się od "\/"/);

    let late: (() => void) | undefined;
    const lateRoute = definePlugin({
      ...second,
      id: 'sms-late',
      bootstrap(ctx) {
        late = () => ctx.addRoute({ method: 'GET', url: '/late', schema: {}, handler: () => ({}) });
      },
    });
    t = await createTestApp({ plugins: [lateRoute] });
    expect(() => late?.()).toThrow(/^PLUGIN-008 .*tylko w bootstrap/);
  });
});
