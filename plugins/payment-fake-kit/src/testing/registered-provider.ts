import { type PaymentProvider, type PluginContainer, Tokens } from '@zapisy/core';

/**
 * Runs a payment plugin's `register` against a recording container and returns the one provider it
 * registered; throws unless it registered exactly one value under `Tokens.PaymentProvider`.
 */
export async function registeredPaymentProvider(plugin: {
  register(container: PluginContainer): void | Promise<void>;
}): Promise<PaymentProvider> {
  const registered: { token: unknown; provider: unknown }[] = [];
  const container = {
    register: (token: unknown, provider: unknown) => registered.push({ token, provider }),
  } as unknown as PluginContainer;
  await plugin.register(container);
  const [only, ...others] = registered;
  if (only === undefined || others.length > 0) {
    throw new Error(`Expected one registration, got ${registered.length}`);
  }
  if (only.token !== Tokens.PaymentProvider)
    throw new Error('Expected a Tokens.PaymentProvider registration');
  const provider = (only.provider as { useValue?: PaymentProvider } | undefined)?.useValue;
  if (provider === undefined) throw new Error('Expected a provider registered by value');
  return provider;
}
