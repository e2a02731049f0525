/** The test provider as a plugin, for tests that build the whole app. */
import { definePlugin, Tokens } from '@zapisy/core';
import { createTestProvider, type TestProvider } from './test-provider.js';

export function testGatewayPlugin(provider: TestProvider = createTestProvider()) {
  return definePlugin({
    id: 'test-gateway-plugin',
    version: '0.1.0',
    kind: 'payment',
    compatibility: '^0.1.0',
    register(container) {
      container.register(Tokens.PaymentProvider, { useValue: provider });
    },
  });
}
