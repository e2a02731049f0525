import { createFormCell, createFormFieldKindRegistry, type FormValue } from '@zapisy/core';
import { formFieldKinds } from '@zapisy/plugin-form-fields';
import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.js';

const registry = createFormFieldKindRegistry(formFieldKinds);

function richText(html: string): FormValue {
  const text = createFormCell({ plugin: { id: 'RichText', version: 1 }, data: { html } });
  const column = createFormCell({ plugin: { id: 'TwoColumnRow', version: 1 }, data: {} });
  return {
    id: 'f',
    version: 1,
    rows: [{ cells: [{ ...column, rows: [{ cells: [text] }, { cells: [] }] }] }],
  };
}

const htmlOf = (value: FormValue) =>
  value.rows[0]?.cells[0]?.rows?.[0]?.cells[0]?.dataI18n?.default?.html as string;

describe('rich text in a stored form (organizer HTML shown to every participant)', () => {
  it('keeps formatting and removes scripts, event handlers and javascript: links, inside containers too', () => {
    const stored = compileForm(
      {
        eventId: 'e1',
        isSurvey: false,
        metadata: {},
        data: richText(
          '<p onclick="steal()">Zapisy do <strong>15 maja</strong><script>alert(1)</script></p>' +
            '<a href="javascript:alert(1)">x</a><a href="https://example.pl/regulamin">Regulamin</a><img src=x onerror=alert(1)>',
        ),
      },
      registry,
    );
    expect(htmlOf(stored.data)).toBe(
      '<p>Zapisy do <strong>15 maja</strong></p><a target="_blank" rel="noopener noreferrer">x</a>' +
        '<a href="https://example.pl/regulamin" target="_blank" rel="noopener noreferrer">Regulamin</a>',
    );
  });
});
