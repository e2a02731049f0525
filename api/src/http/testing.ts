/** Test support: a server on a fresh embedded store in a temp directory, without logging. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.js';
import { type AppConfig, testConfig } from '../config.js';
import { openStore, type Store } from '../storage/index.js';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  config: AppConfig;
  dataDir: string;
  /** Closes the app and the store, removes the data directory. */
  close(): Promise<void>;
}

export async function createTestApp(
  options: { config?: Partial<AppConfig> } & Omit<Partial<BuildAppOptions>, 'config' | 'store'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'zapisy-api-'));
  const config = testConfig({ dataDir, plugins: [], ...options.config });
  const store = await openStore({ dataDir, dbName: config.dbName });
  const { config: _c, ...rest } = options;
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, store, plugins: [], ...rest });
  } catch (error) {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let closed = false;
  return {
    app,
    store,
    config,
    dataDir,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
