/**
 * Whether two stored answers are the same answer: an empty one ('' or null) and a missing one alike, `true`
 * and 'true' alike (the body's schema may coerce a primitive to text), objects and lists by content whatever
 * their key order.
 */
export function sameAnswer(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (typeof a !== 'object' && typeof b !== 'object') return String(a) === String(b);
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
