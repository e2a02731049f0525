/**
 * Rich text in form cells is organizer input shown to every participant: before a form is stored, every
 * string property that a kind's data schema marks `contentMediaType: 'text/html'` is cleaned to an
 * allow-list of formatting tags (a third-party kind gets the same protection by marking its schema).
 */
import {
  type FormCell,
  type FormFieldKindRegistry,
  type FormRow,
  type FormValue,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_LINK_SCHEMES,
} from '@zapisy/core';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  transformTags: {
    // Links leave the form in a new tab without handing it `window.opener`.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeFormHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

function htmlProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { contentMediaType?: unknown }> })?.properties;
  if (!properties) return [];
  return Object.entries(properties)
    .filter(([, property]) => property?.contentMediaType === 'text/html')
    .map(([name]) => name);
}

function sanitizeCell(cell: FormCell, registry: FormFieldKindRegistry): FormCell {
  const rows = cell.rows?.map((row) => sanitizeRow(row, registry));
  const kind = cell.plugin ? registry.get(cell.plugin.id) : undefined;
  const names = kind ? htmlProperties(kind.dataSchema) : [];
  if (names.length === 0 || !cell.dataI18n) return rows ? { ...cell, rows } : cell;
  const dataI18n = Object.fromEntries(
    Object.entries(cell.dataI18n).map(([language, data]) => {
      if (!data) return [language, data];
      const clean: Record<string, unknown> = { ...data };
      for (const name of names) {
        if (typeof clean[name] === 'string') clean[name] = sanitizeFormHtml(clean[name]);
      }
      return [language, clean];
    }),
  );
  return { ...cell, dataI18n, ...(rows ? { rows } : {}) };
}

function sanitizeRow(row: FormRow, registry: FormFieldKindRegistry): FormRow {
  return { ...row, cells: row.cells.map((cell) => sanitizeCell(cell, registry)) };
}

/** The form value with every html property of every cell cleaned. */
export function sanitizeFormValueHtml(value: FormValue, registry: FormFieldKindRegistry): FormValue {
  return { ...value, rows: value.rows.map((row) => sanitizeRow(row, registry)) };
}
