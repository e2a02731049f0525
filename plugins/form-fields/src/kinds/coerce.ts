import { coerceToggle } from '@zapisy/core';

const NUMERIC_TEXT = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** Text trimmed (numbers written as text); undefined when blank; other values as they are, for validate to refuse. */
export function coerceText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** Numbers as they are, '12,5' → 12.5; undefined when blank; other values as they are, for validate to refuse. */
export function coerceNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMERIC_TEXT.test(text) ? Number(text.replace(',', '.')) + 0 : value;
}

/** Spec §3 "Toggle values are coerced to boolean when 1 or 'true'"; undefined when missing or blank. */
export function coerceToggleValue(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return coerceToggle(value);
}

/** A list of texts: one text becomes a one-item list, items trimmed, blanks and repeats left out. */
export function coerceTextList(value: unknown): unknown {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list)) return value;
  const items: unknown[] = [];
  for (const item of list) {
    const text = coerceText(item);
    if (text !== undefined && !items.includes(text)) items.push(text);
  }
  return items.length === 0 ? undefined : items;
}
