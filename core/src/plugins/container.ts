import type { Token } from './token.js';

/**
 * The part of tsyringe's DependencyContainer a plugin may use. The API passes the real container; the
 * compiler checks that it satisfies this interface, so plugins never import tsyringe's runtime here.
 */
export interface PluginContainer {
  register<T>(
    token: Token<T>,
    provider: { useValue: T } | { useFactory: (c: PluginContainer) => T },
  ): unknown;
  registerInstance<T>(token: Token<T>, instance: T): unknown;
  resolve<T>(token: Token<T>): T;
  resolveAll<T>(token: Token<T>): T[];
  isRegistered<T>(token: Token<T>, recursive?: boolean): boolean;
}
