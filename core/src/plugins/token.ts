/**
 * A DI token that carries the type it resolves to. It is a plain symbol at run time, so it works with
 * tsyringe (`container.register(token, …)`) without `core` importing tsyringe.
 */
export type Token<T> = symbol & { readonly __resolves?: T };

export function createToken<T>(description: string): Token<T> {
  return Symbol.for(`zapisy:${description}`) as Token<T>;
}
