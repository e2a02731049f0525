import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FormValue } from '@zapisy/core';
import { formFieldEditorCells } from '@zapisy/plugin-form-fields/editor';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FormCanvas from './FormCanvas.js';

const empty: FormValue = { id: 'v1', version: 1, rows: [] };

afterEach(cleanup);

describe('react-page canvas with the form-field editor cells (spec §3 Form: cells with plugin {id, version}, dataI18n.default)', () => {
  it('the palette lists the kinds grouped by family with Polish titles', async () => {
    render(<FormCanvas value={empty} onChange={vi.fn()} cells={formFieldEditorCells} />);
    const palette = await screen.findByTestId('form-editor-palette', {}, { timeout: 10_000 });
    expect(within(palette).getByRole('heading', { name: 'Dane osobowe' })).toBeTruthy();
    expect(within(palette).getByTestId('palette-item-FirstName')).toBeTruthy();
    expect(within(palette).getByTestId('palette-item-TwoColumnRow')).toBeTruthy();
  });

  it('clicking a palette item adds a cell of that kind with its defaults to the value', async () => {
    const onChange = vi.fn();
    render(<FormCanvas value={empty} onChange={onChange} cells={formFieldEditorCells} />);
    const item = await screen.findByTestId('palette-item-FirstName', {}, { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(item);
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const value = onChange.mock.lastCall?.[0] as FormValue;
    const cell = value.rows[0]?.cells[0];
    expect(cell?.plugin?.id).toBe('FirstName');
    expect(cell?.dataI18n?.default?.field_name).toBe('first_name');
  }, 20_000);

  it('a cell shows its kind widget preview, and a value set from outside (undo) replaces the canvas', async () => {
    const withLabel = (label: string): FormValue => ({
      id: 'v1',
      version: 1,
      rows: [
        {
          id: 'r1',
          cells: [
            {
              id: 'c1',
              size: 12,
              plugin: { id: 'FirstName', version: 1 },
              dataI18n: { default: { field_name: 'first_name', label, required: true } },
            },
          ],
        },
      ],
    });
    const view = render(
      <FormCanvas value={withLabel('Imię uczestnika')} onChange={vi.fn()} cells={formFieldEditorCells} />,
    );
    const canvas = screen.getByTestId('form-editor-canvas');
    await waitFor(() => expect(canvas.textContent).toContain('Imię uczestnika'), { timeout: 10_000 });
    // The widget's own renderer (an input), not the placeholder box.
    expect(canvas.querySelector('[data-kind="FirstName"] input')).not.toBeNull();
    view.rerender(
      <FormCanvas value={withLabel('Imię dziecka')} onChange={vi.fn()} cells={formFieldEditorCells} />,
    );
    await waitFor(() => expect(canvas.textContent).toContain('Imię dziecka'));
    expect(canvas.textContent).not.toContain('Imię uczestnika');
  }, 20_000);

  it("a Product cell previews the project's products (second document §3 Product: productIds empty = all enabled products)", async () => {
    const value: FormValue = {
      id: 'v1',
      version: 1,
      rows: [
        {
          id: 'r1',
          cells: [
            {
              id: 'p1',
              size: 12,
              plugin: { id: 'Product', version: 1 },
              dataI18n: {
                default: { field_name: 'product', label: 'Produkt', required: true, productIds: [] },
              },
            },
          ],
        },
      ],
    };
    const products = [
      {
        productId: 'prod-1',
        name: 'Udział w wydarzeniu',
        enabled: true,
        price: 35000 as never,
        inventory: 100,
        maxCount: null,
        durationMinutes: null,
        visibilityRule: null,
        available: true,
      },
    ];
    render(<FormCanvas value={value} onChange={vi.fn()} cells={formFieldEditorCells} products={products} />);
    const canvas = screen.getByTestId('form-editor-canvas');
    await waitFor(() => expect(canvas.textContent).toContain('Udział w wydarzeniu'), { timeout: 10_000 });
    expect(canvas.textContent).not.toContain('Brak dostępnych produktów');
  }, 20_000);

  it('the settings panel beside the canvas asks to pick a field until one is selected', async () => {
    render(<FormCanvas value={empty} onChange={vi.fn()} cells={formFieldEditorCells} />);
    const panel = await screen.findByRole('complementary', { name: 'Ustawienia pola' });
    expect(panel.textContent).toContain('Kliknij pole na formularzu');
    expect(within(panel).queryByTestId('cell-settings')).toBeNull();
  });
});
