/** The settings registry of a running server: the loaded plugins' declarations and its payment providers. */
import { Tokens } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { registeredAll } from '../../plugins/registered.js';
import { type SettingsRegistry, settingsRegistry } from './registry.js';

/** Keyed by the plugin container, which every encapsulated Fastify child of one server shares. */
const registries = new WeakMap<object, SettingsRegistry>();

export function settingsRegistryOf(app: FastifyInstance): SettingsRegistry {
  let registry = registries.get(app.container);
  if (!registry) {
    const declared = app.loadedPlugins.flatMap((entry) =>
      entry.plugin.settings ? [entry.plugin.settings] : [],
    );
    registry = settingsRegistry(declared, registeredAll(app, Tokens.PaymentProvider));
    registries.set(app.container, registry);
  }
  return registry;
}
