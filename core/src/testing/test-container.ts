import type { PluginContainer } from '../plugins/container.js';
import type { Token } from '../plugins/token.js';

type Provider = { useValue: unknown } | { useFactory: (container: PluginContainer) => unknown };

/**
 * An in-memory PluginContainer with tsyringe's multi-provider behaviour (`resolveAll` returns every
 * registration in order, `resolve` the last one), so a plugin's `register` or an API service can be tested
 * against the contracts without tsyringe.
 */
export function createTestContainer(): PluginContainer {
  const registrations = new Map<symbol, Provider[]>();
  const container: PluginContainer = {
    register(token, provider) {
      registrations.set(token, [...(registrations.get(token) ?? []), provider as Provider]);
      return container;
    },
    registerInstance(token, instance) {
      return container.register(token, { useValue: instance });
    },
    resolve<T>(token: Token<T>): T {
      const all = container.resolveAll(token);
      if (all.length === 0) throw new Error(`Nothing is registered for ${token.description ?? 'a token'}`);
      return all[all.length - 1] as T;
    },
    resolveAll<T>(token: Token<T>): T[] {
      const providers = registrations.get(token) ?? [];
      if (providers.length === 0)
        throw new Error(`Nothing is registered for ${token.description ?? 'a token'}`);
      return providers.map((p) => ('useValue' in p ? p.useValue : p.useFactory(container)) as T);
    },
    isRegistered(token) {
      return (registrations.get(token)?.length ?? 0) > 0;
    },
  };
  return container;
}
