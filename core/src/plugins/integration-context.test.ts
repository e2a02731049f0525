import { describe, expect, it } from 'vitest';
import { createTestIntegrationContext } from '../testing/test-integration-context.js';
import type { IntegrationContext } from './integration-context.js';
import type { PaymentProviderContext } from './payment-provider.js';

describe('IntegrationContext', () => {
  it('is interchangeable with the payment provider context, so the API builds one context for every kind', () => {
    const integration: IntegrationContext = createTestIntegrationContext({ settings: { token: 't' } });
    const payment: PaymentProviderContext = integration;
    const back: IntegrationContext = payment;
    expect(back.settings).toEqual({ token: 't' });
    expect(back.mode).toBe('sandbox');
  });
});
