import { describe, expect, it } from 'vitest';
import { createToken } from '../plugins/token.js';
import { createTestContainer } from './test-container.js';
import { createTestIntegrationContext, TEST_NOW } from './test-integration-context.js';

describe('createTestContainer', () => {
  it('resolves the last registration with resolve and all of them in order with resolveAll', () => {
    const token = createToken<{ id: string }>('test:Thing');
    const container = createTestContainer();
    let built = 0;
    container.registerInstance(token, { id: 'a' });
    container.register(token, {
      useFactory: () => {
        built += 1;
        return { id: 'b' };
      },
    });
    expect(container.resolve(token)).toEqual({ id: 'b' });
    expect(container.resolveAll(token).map((t) => t.id)).toEqual(['a', 'b']);
    expect(built).toBe(2);
    expect(() => container.resolve(createToken('test:Nothing'))).toThrow(
      'Nothing is registered for zapisy:test:Nothing',
    );
  });
});

describe('createTestIntegrationContext', () => {
  it('has a fixed clock, a log that keeps entries and no network', async () => {
    const context = createTestIntegrationContext({ settings: { apiKey: 'k' } });
    expect(context.now()).toEqual(TEST_NOW);
    expect(context.settings).toEqual({ apiKey: 'k' });
    context.log.warn('Uwaga', { id: 1 });
    expect(context.logged).toEqual([{ level: 'warn', message: 'Uwaga', data: { id: 1 } }]);
    await expect(context.http('https://api.smsapi.pl/sms.do', { method: 'POST' })).rejects.toThrow(
      'No HTTP in a test context',
    );
  });
});
