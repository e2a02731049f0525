/** Adapters the contract suite runs on: embedded always, MongoDB when MONGODB_URI is set. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../index.js';
import type { Store } from '../port.js';

export interface TestAdapter {
  name: 'embedded' | 'mongodb';
  enabled: boolean;
  open(): Promise<{ store: Store; cleanup(): Promise<void> }>;
}

export const adapters: TestAdapter[] = [
  {
    name: 'embedded',
    enabled: true,
    async open() {
      const dataDir = mkdtempSync(join(tmpdir(), 'zapisy-store-'));
      const store = await openStore({ dataDir });
      return {
        store,
        async cleanup() {
          await store.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'mongodb',
    enabled: Boolean(process.env.MONGODB_URI),
    async open() {
      const dbName = `zapisy_contract_${process.pid}_${Date.now().toString(36)}`;
      const store = await openStore({ mongodbUri: process.env.MONGODB_URI, dataDir: '', dbName });
      return {
        store,
        async cleanup() {
          await store.db.dropDatabase();
          await store.close();
        },
      };
    },
  },
];
