import type { FormDefinition } from '@zapisy/core';

const NAMED: Readonly<Record<string, string>> = {
  email: 'email_main',
  firstName: 'first_name',
  lastName: 'last_name',
};

/**
 * Values from the embedding element's data- attributes (camel-cased by the loader): `data-email` →
 * email_main, `data-first-name` → first_name, `data-last-name` → last_name, `data-field-<field_name>` →
 * that field. Only fields the form has, as text (numbers and toggles from their text).
 */
export function prefillValues(
  options: Readonly<Record<string, unknown>>,
  definition: FormDefinition,
): Record<string, unknown> {
  const byName = new Map(definition.map((field) => [field.field_name, field]));
  const values: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(options)) {
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    let name = NAMED[key];
    if (!name && /^field[A-Z0-9]/.test(key)) name = key.charAt(5).toLowerCase() + key.slice(6);
    const field = name ? byName.get(name) : undefined;
    if (!name || !field) continue;
    values[name] = typed(raw.trim(), field.plugin ?? field.element ?? '');
  }
  return values;
}

function typed(text: string, kind: string): unknown {
  if (kind === 'NumberInput' || kind === 'Range' || kind === 'Multiplier') {
    const n = Number(text.replace(',', '.'));
    return Number.isFinite(n) ? n : text;
  }
  if (kind === 'Toggle' || kind === 'EmailToggle' || kind === 'EmptyFormToggle')
    return text === 'true' || text === '1' || text === 'tak';
  if (kind === 'Checkboxes')
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return text;
}
