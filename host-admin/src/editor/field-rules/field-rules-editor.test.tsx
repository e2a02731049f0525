import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormValue } from '@zapisy/core';
import { formFieldEditorCells } from '@zapisy/plugin-form-fields/editor';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '../../testing/admin-session.js';
import type { FakeCall } from '../../testing/fake-api.js';
import { formDocument, renderFormEditor, savedAsRevision } from '../../testing/render-form-editor.js';
import FormCanvas from '../react-page/FormCanvas.js';

const cell = (id: string, kind: string, data: Record<string, unknown>) => ({
  id,
  size: 12,
  plugin: { id: kind, version: 1 },
  dataI18n: { default: data },
});

const form: FormValue = {
  id: 'v1',
  version: 1,
  rows: [
    {
      id: 'r1',
      cells: [cell('c1', 'FirstName', { field_name: 'first_name', label: 'Imię', required: true })],
    },
    { id: 'r2', cells: [cell('c2', 'Toggle', { field_name: 'student', label: 'Student', required: false })] },
    {
      id: 'r3',
      cells: [cell('c3', 'TextInput', { field_name: 'school', label: 'Nazwa uczelni', required: false })],
    },
  ],
};

beforeEach(storeAdminSession);
afterEach(cleanup);

const renderEditor = () =>
  renderFormEditor(
    { 'GET /forms/p1/registration': formDocument(form, 3), 'PUT /forms/p1/registration': savedAsRevision(4) },
    { cells: formFieldEditorCells, Canvas: FormCanvas },
  ).calls;

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');

/** Selects a cell on the canvas (after react-page has settled the loaded value) to open its settings. */
async function selectCell(kind: string) {
  const canvas = await screen.findByTestId('form-editor-canvas', {}, { timeout: 10_000 });
  await waitFor(() => expect(canvas.textContent).toContain('Nazwa uczelni'), { timeout: 10_000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await act(async () => {
    fireEvent.click(canvas.querySelector(`.za-cell-preview[data-kind="${kind}"]`) as HTMLElement);
  });
  return screen.findByTestId('field-rule-buttons', {}, { timeout: 5_000 });
}

describe('form editor: field rules — spec §3 "json-logic visibility and requirement rules"', () => {
  it('"a JSON rule with logic": the selected field gets a visibility rule over the OTHER fields, written into its cell data as {logic, humanRule, rule}, shown on the canvas and autosaved', async () => {
    const calls = renderEditor();
    const buttons = await selectCell('TextInput');
    const visibility = within(buttons).getByRole('button', { name: 'Widoczność: zawsze ▸' });
    expect(within(buttons).getByRole('button', { name: 'Wymagalność: pole nieobowiązkowe ▸' })).toBeTruthy();
    fireEvent.click(visibility);

    const dialog = screen.getByRole('dialog', { name: 'Kiedy pole jest widoczne' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj warunek' }));
    const field = within(dialog).getByLabelText('Pole') as HTMLSelectElement;
    // The other fields of the form, not the field itself.
    expect([...field.options].map((o) => o.textContent)).toEqual(['Imię', 'Student']);
    fireEvent.change(field, { target: { value: 'student' } });
    expect(within(dialog).getByTestId('rule-human').textContent).toBe('Reguła: Student jest zaznaczone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const canvas = screen.getByTestId('form-editor-canvas');
    await waitFor(() =>
      expect(within(canvas).getByTestId('cell-rule-notes').textContent).toBe(
        'Widoczne gdy: Student jest zaznaczone',
      ),
    );
    expect(screen.getByRole('button', { name: 'Widoczność: gdy Student jest zaznaczone ▸' })).toBeTruthy();

    // Autosave 2000 ms after the change, with the rule in the cell data core reads (`rule.logic`).
    await waitFor(() => expect(puts(calls)).toHaveLength(1), { timeout: 5_000 });
    const saved = (puts(calls)[0]?.body as { data: FormValue; revision: number } | undefined)?.data;
    const school = saved?.rows.flatMap((r) => r.cells).find((c) => c.id === 'c3');
    expect(school?.dataI18n?.default).toMatchObject({
      field_name: 'school',
      jsonRule: {
        logic: { '==': [{ var: 'student' }, true] },
        humanRule: 'Student jest zaznaczone',
        rule: { type: 'group', children1: [{ properties: { field: 'student', operator: 'is_true' } }] },
      },
    });
    expect(school?.dataI18n?.default?.requiredRule ?? null).toBeNull();
    await waitFor(() => expect(screen.getByTestId('form-editor-status').textContent).toMatch(/Zapisano/));
    // Undo goes through the editor's history like any other change.
    fireEvent.click(screen.getByRole('button', { name: 'Cofnij' }));
    await waitFor(() => expect(within(canvas).queryByTestId('cell-rule-notes')).toBeNull());
  }, 30_000);
});
