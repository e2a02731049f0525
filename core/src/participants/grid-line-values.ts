/** Readers of a stream line's values (JSON arrays from the server): the value when of the kind, else null. */
export const lineText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const lineInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
