/** Readers of a stream line's values (JSON arrays from the server): the value when of the kind, else null. */
export const lineText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const lineInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

/** Where each of `names` sits in a head line's keys (-1 when the head has no such key). */
export function lineKeyIndexes<const Name extends string>(
  names: readonly Name[],
  keys: readonly string[],
): Record<Name, number> {
  return Object.fromEntries(names.map((name) => [name, keys.indexOf(name)])) as Record<Name, number>;
}
