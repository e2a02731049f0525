import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig, testConfig } from '../config.js';
import { openStore } from '../storage/index.js';
import { MISSING_SECRET_MESSAGE } from './secret.js';
import { createUserWithToken } from './testing.js';

describe('token signing secret', () => {
  it('production on MongoDB refuses to start without ZAPISY_JWT_SECRET (Polish and English message)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'zapisy-secret-'));
    const store = await openStore({ dataDir });
    try {
      const base = testConfig({ dataDir, plugins: [] });
      const config = {
        ...base,
        environment: 'production' as const,
        // The store is embedded, but the configuration names MongoDB: that is what makes the key mandatory.
        mongodbUri: 'mongodb://127.0.0.1:1/zapisy',
        auth: { ...base.auth, jwtSecret: undefined },
      };
      const error = await buildApp({ config, store, plugins: [] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain(MISSING_SECRET_MESSAGE);
      expect(MISSING_SECRET_MESSAGE).toMatch(
        /w środowisku produkcyjnym z MongoDB wymagany jest sekret.*is required in production on MongoDB/,
      );
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('ZAPISY_JWT_SECRET shorter than 32 characters is a configuration error', () => {
    expect(() => loadConfig({ ZAPISY_JWT_SECRET: 'short' })).toThrow(
      /ZAPISY_JWT_SECRET: sekret musi mieć co najmniej 32/,
    );
    expect(
      loadConfig({ ZAPISY_JWT_SECRET: 'x'.repeat(32), AUTH_TOKEN_TTL_SECONDS: '600' }).auth,
    ).toMatchObject({
      jwtSecret: 'x'.repeat(32),
      tokenTtlSeconds: 600,
    });
    expect(loadConfig({}).auth.tokenTtlSeconds).toBe(12 * 60 * 60);
  });

  it('test/development: a per-data-dir secret in `settings`, so a restart keeps sessions', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'zapisy-secret-'));
    const config = testConfig({ dataDir, plugins: [] });
    let token: string;
    {
      const store = await openStore({ dataDir });
      const app = await buildApp({ config, store, plugins: [] });
      ({ token } = await createUserWithToken(app, {}));
      await app.close();
      await store.close();
    }
    const store = await openStore({ dataDir });
    const app = await buildApp({ config, store, plugins: [] });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/services/api/me',
        headers: { 'x-auth-token': token },
      });
      expect(res.statusCode).toBe(200);
      // Another data directory has another secret: the token is not valid there.
      const other = await mkdtemp(join(tmpdir(), 'zapisy-secret-'));
      const otherStore = await openStore({ dataDir: other });
      const otherApp = await buildApp({
        config: testConfig({ dataDir: other, plugins: [] }),
        store: otherStore,
        plugins: [],
      });
      await expect(otherApp.tokens.verify(token)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
      await otherApp.close();
      await otherStore.close();
      await rm(other, { recursive: true, force: true });
    } finally {
      await app.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
