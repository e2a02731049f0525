/**
 * The implementations read from a multi-provider token, by `id`, so the API picks the organization's
 * module in one lookup. Two plugins registering the same id is a configuration error found at start-up,
 * never a silent choice of one of them.
 */
export function providersById<T extends { readonly id: string }>(
  providers: Iterable<T>,
): ReadonlyMap<string, T> {
  const byId = new Map<string, T>();
  for (const provider of providers) {
    if (byId.has(provider.id)) throw new Error(`Two plugins provide the id "${provider.id}" under one token`);
    byId.set(provider.id, provider);
  }
  return byId;
}
