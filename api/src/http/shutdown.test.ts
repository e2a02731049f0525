import { rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown.js';
import { createTestApp, type TestApp } from './testing.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function get(port: number, path: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('stops accepting, finishes the in-flight request, then stops jobs and closes the store', async () => {
    t = await createTestApp();
    const { app } = t;
    let releaseSlow: () => void = () => {};
    let slowStarted: () => void = () => {};
    const started = new Promise<void>((r) => {
      slowStarted = r;
    });
    app.get('/services/api/test/slow', async () => {
      slowStarted();
      await new Promise<void>((r) => {
        releaseSlow = r;
      });
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true });

    // A keep-alive connection that is idle when shutdown starts must not hold the close up.
    expect((await get(port, '/services/api/env', agent)).status).toBe(200);

    const steps: string[] = [];
    const store = t.store;
    const shutdown = createShutdown({
      app,
      jobs: { stop: async () => void steps.push('jobs') },
      store: {
        close: async () => {
          steps.push('store');
          await store.close();
        },
      },
      log: app.log,
    });

    const inFlight = get(port, '/services/api/test/slow', agent);
    await started;
    const closing = shutdown();
    expect(shutdown()).toBe(closing); // a second signal does not run it twice

    // New connections are refused while the in-flight request is still running.
    await new Promise((r) => setTimeout(r, 50));
    await expect(get(port, '/services/api/env', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(steps).toEqual([]);

    releaseSlow();
    const res = await inFlight;
    expect(res).toEqual({ status: 200, body: '{"finished":true}' });
    const t0 = Date.now();
    await closing;
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(steps).toEqual(['jobs', 'store']);
    agent.destroy();
    const { dataDir } = t;
    t = undefined; // already closed by the shutdown
    await rm(dataDir, { recursive: true, force: true });
  });
});
