import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { FormValue } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminSession } from '../testing/admin-session.js';
import { apiError, type FakeCall } from '../testing/fake-api.js';
import { formDocument, renderFormEditor, savedAsRevision } from '../testing/render-form-editor.js';
import type { FormCanvasComponentProps } from './FormEditor.js';

const field = (id: string, fieldName: string, label: string) => ({
  id,
  size: 12,
  plugin: { id: 'TextInput', version: 1 },
  dataI18n: { default: { field_name: fieldName, label, required: true } },
});

const completeForm = (label = 'Imię'): FormValue => ({
  id: 'v1',
  version: 1,
  rows: [
    { id: 'r1', cells: [field('c1', 'first_name', label)] },
    { id: 'r2', cells: [field('c2', 'last_name', 'Nazwisko')] },
    { id: 'r3', cells: [field('c3', 'email_main', 'E-mail')] },
  ],
});

const labelOf = (value: FormValue) =>
  String(value.rows[0]?.cells[0]?.dataI18n?.default?.label ?? '(brak pola imienia)');

/** A stand-in for the react-page canvas: shows the first field's label and renames it. */
function FakeCanvas({ value, onChange }: FormCanvasComponentProps) {
  return (
    <div>
      <output data-testid="first-label">{labelOf(value)}</output>
      <button type="button" onClick={() => onChange(completeForm(`${labelOf(value)}+`))}>
        Zmień etykietę
      </button>
      <button type="button" onClick={() => onChange({ ...value, rows: value.rows.slice(1) })}>
        Usuń pierwsze pole
      </button>
    </div>
  );
}

const now = () => new Date(2026, 2, 1, 12, 34);
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

const renderEditor = (routes: Record<string, unknown>) =>
  renderFormEditor(
    { 'GET /forms/p1/registration': formDocument(completeForm(), 7), ...routes },
    { Canvas: FakeCanvas, now },
  );

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');
const rename = () => fireEvent.click(screen.getByRole('button', { name: 'Zmień etykietę' }));
const status = () => screen.getByTestId('form-editor-status').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  storeAdminSession();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('form editor — spec: "Draft history max 50 entries, autosave 2000 ms"', () => {
  it('undo/redo (buttons Cofnij/Ponów, Ctrl+Z, Ctrl+Shift+Z) restore the values of the draft', async () => {
    renderEditor({
      'PUT /forms/p1/registration': savedAsRevision(8),
    });
    await flush();
    rename();
    rename();
    expect(screen.getByTestId('first-label').textContent).toBe('Imię++');
    fireEvent.click(screen.getByRole('button', { name: 'Cofnij' }));
    expect(screen.getByTestId('first-label').textContent).toBe('Imię+');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(screen.getByTestId('first-label').textContent).toBe('Imię');
    expect(screen.getByRole('button', { name: 'Cofnij' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(screen.getByTestId('first-label').textContent).toBe('Imię+');
    fireEvent.click(screen.getByRole('button', { name: 'Ponów' }));
    expect(screen.getByTestId('first-label').textContent).toBe('Imię++');
  });

  it('the history keeps 50 entries: after 55 changes only 50 undos are possible', async () => {
    renderEditor({
      'PUT /forms/p1/registration': savedAsRevision(8),
    });
    await flush();
    for (let i = 0; i < 55; i++) rename();
    const undoButton = screen.getByRole('button', { name: 'Cofnij' });
    for (let i = 0; i < 50; i++) fireEvent.click(undoButton);
    expect(screen.getByTestId('first-label').textContent).toBe(`Imię${'+'.repeat(5)}`);
    expect(undoButton).toHaveProperty('disabled', true);
  });

  it('autosaves once, 2000 ms after the last change, with the revision it was based on', async () => {
    const { calls } = renderEditor({
      'PUT /forms/p1/registration': savedAsRevision(8),
    });
    await flush();
    rename();
    expect(status()).toBe('Niezapisane zmiany');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    rename();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(puts(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toEqual({ revision: 7, data: completeForm('Imię++') });
    expect(status()).toBe('Zapisano o 12:34');
    // The next save is based on the revision the server answered.
    rename();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await flush();
    expect(puts(calls).map((c) => (c.body as { revision: number }).revision)).toEqual([7, 8]);
  });

  it('409 on save: a Polish message offers to load the form again, and reloading does it', async () => {
    const { calls } = renderEditor({
      'PUT /forms/p1/registration': () => apiError(409, 'CONFLICT', 'Formularz został zmieniony.'),
    });
    await flush();
    rename();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await flush();
    expect(screen.getByTestId('form-editor-conflict').textContent).toContain('Wczytaj go ponownie');
    expect(status()).toBe('Konflikt wersji — zmiany nie zostały zapisane');
    // No further autosaves while in conflict.
    rename();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(puts(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Wczytaj ponownie' }));
    await flush();
    expect(calls.filter((c) => c.method === 'GET' && c.path.startsWith('/forms/'))).toHaveLength(2);
    expect(screen.getByTestId('first-label').textContent).toBe('Imię');
    expect(screen.queryByTestId('form-editor-conflict')).toBeNull();
  });

  it('publish shows the server 400 list', async () => {
    const { calls } = renderEditor({
      'POST /forms/p1/registration/publish': () =>
        apiError(400, 'VALIDATION', 'Błędy walidacji', [
          'Pole „Produkt” nie ma żadnej opcji.',
          'Reguła widoczności pola „Uwagi” odwołuje się do nieistniejącego pola „wiek”.',
        ]),
    });
    await flush();
    fireEvent.click(screen.getByTestId('form-editor-publish'));
    await flush();
    const list = screen.getByTestId('form-editor-publish-errors');
    expect(list.textContent).toContain('Pole „Produkt” nie ma żadnej opcji.');
    expect(list.textContent).toContain('odwołuje się do nieistniejącego pola „wiek”');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ revision: 7 }]);
  });

  it('publish is stopped before sending when first_name, last_name or email_main is missing', async () => {
    const { calls } = renderEditor({});
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń pierwsze pole' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publikuj' }));
    await flush();
    expect(screen.getByTestId('form-editor-publish-errors').textContent).toContain(
      'Formularz musi zawierać pole „Imię” (first_name).',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('publishing saves pending changes first, then publishes', async () => {
    const { calls } = renderEditor({
      'PUT /forms/p1/registration': savedAsRevision(8),
      'POST /forms/p1/registration/publish': {
        ...formDocument(completeForm('Imię+'), 8),
        publishedRevision: 8,
      },
    });
    await flush();
    rename();
    fireEvent.click(screen.getByRole('button', { name: 'Publikuj' }));
    await flush();
    await flush();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /forms/p1/registration',
      'POST /forms/p1/registration/publish',
    ]);
    // The publish names the revision the save just produced.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ revision: 8 });
    expect(screen.getByTestId('form-editor-published').textContent).toContain(
      'Opublikowano formularz (wersja 8)',
    );
  });

  it('the preview tab mounts the form widget with the draft preview uid of the project', async () => {
    const { loader } = renderEditor({});
    await flush();
    fireEvent.click(screen.getByRole('tab', { name: 'Podgląd' }));
    await flush();
    expect(loader).toHaveBeenCalledWith('form');
    const mod = await loader.mock.results[0]?.value;
    expect(mod.mount).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ project: 'szkola', preview: 'prev-1' }),
    );
  });
});
