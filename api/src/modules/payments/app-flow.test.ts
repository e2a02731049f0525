import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { paymentDepsOf } from './app-flow.js';
import { forgetOnlineAvailability } from './online-availability.js';

describe("paymentDepsOf: the payments use cases' deps, one object per server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { baseDomain: 'zapisy.test', publicUrl: 'https://zapisy.test' } });
  });
  afterAll(async () => t.close());

  it('every route scope gets the same object, so "saving accounts forgets the kept answers" for all routes', async () => {
    const root = paymentDepsOf(t.app);
    let scoped: ReturnType<typeof paymentDepsOf> | undefined;
    await t.app.register(async (scope) => {
      scoped = paymentDepsOf(scope);
    });
    await t.app.ready();
    expect(scoped).toBe(root);
    root.onlineAnswers.set('ev1', { at: Date.now(), available: true });
    forgetOnlineAvailability(scoped as ReturnType<typeof paymentDepsOf>);
    expect(root.onlineAnswers.size).toBe(0);
  });

  it("reads the server's addresses and store, and builds the flow on first use", () => {
    const deps = paymentDepsOf(t.app);
    expect(deps.addresses).toMatchObject({ publicUrl: 'https://zapisy.test', baseDomain: 'zapisy.test' });
    expect(deps.store).toBe(t.app.store);
    expect(deps.flow.store).toBe(t.app.store);
    expect(deps.flow).toBe(deps.flow);
  });
});
