// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  FORM_CONTAINER_KINDS,
  FORM_ELEMENT_KINDS,
  type FormCell,
  type FormFieldDefinition,
  type PublicProduct,
} from '@zapisy/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldRenderer, registeredFieldRenderers, registerFieldRenderer, sanitizedHtml } from './index.js';
import type { CellRenderer, CellRendererProps, FormRenderContext } from './types.js';

const CONTEXT: FormRenderContext = {
  apiBase: 'http://zapisy.test/services/api',
  eventId: 'ev1',
  products: [],
  installments: [],
  installmentSchedules: {},
  preview: false,
};

/** Renders one cell of a kind with its field bound to local state; `changes` records every value. */
function renderKind(
  kindId: string,
  data: Record<string, unknown>,
  { context = CONTEXT, initial }: { context?: FormRenderContext; initial?: unknown } = {},
) {
  const found = fieldRenderer(kindId);
  if (!found) throw new Error(`no renderer for ${kindId}`);
  const Renderer: CellRenderer = found;
  const changes: unknown[] = [];
  const definition = { ...data, plugin: kindId, element: kindId } as FormFieldDefinition;
  const cell: FormCell = {
    id: 'c1',
    size: 12,
    plugin: { id: kindId, version: 1 },
    dataI18n: { default: data },
  };
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    const props: CellRendererProps = {
      cell,
      data,
      context,
      renderRows: () => null,
      field: {
        definition,
        inputId: 'f1',
        value,
        required: data.required === true,
        errors: [],
        onChange: (next) => {
          changes.push(next);
          setValue(next);
        },
        onBlur: () => {},
      },
    };
    return <Renderer {...props} />;
  }
  render(<Harness />);
  return changes;
}

/** A stand-in XMLHttpRequest answering uploads with `reply` after reporting progress. */
function stubUploads(reply: { status: number; body: unknown }) {
  const sent: { url: string; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.status = reply.status;
          this.responseText = JSON.stringify(reply.body);
          this.onload?.();
        }, 20);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('form-field renderers (@zapisy/plugin-form-fields/widget)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has a renderer for every element kind and container of spec §3, plus RichText, Product and FileUpload', () => {
    const ids = registeredFieldRenderers();
    for (const kind of [
      ...FORM_ELEMENT_KINDS,
      ...FORM_CONTAINER_KINDS,
      'RichText',
      'Product',
      'FileUpload',
    ]) {
      expect(ids, kind).toContain(kind);
    }
  });

  it('lets a third-party package add a renderer to the singleton registry without touching the widget', () => {
    function Rating({ field }: CellRendererProps) {
      return <output>{String(field?.value ?? 'brak')}</output>;
    }
    expect(fieldRenderer('acme/Rating')).toBeUndefined();
    registerFieldRenderer('acme/Rating', Rating);
    expect(fieldRenderer('acme/Rating')).toBe(Rating);
    expect(() => registerFieldRenderer('', Rating)).toThrow(TypeError);
  });

  it('renders rich text through an allow-list: scripts, event handlers and javascript: links never reach the page', () => {
    const { container } = render(
      <div>
        {sanitizedHtml(
          '<h2 onclick="x()">Tytuł</h2><p>Tekst <b>ważny</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
            '<a href="javascript:alert(3)">zły</a><a href="https://example.pl">dobry</a><iframe src="https://x"></iframe>',
        )}
      </div>,
    );
    expect(container.querySelector('h2')?.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('b')?.textContent).toBe('ważny');
    expect(container.querySelector('script, img, iframe')).toBeNull();
    const links = container.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBeNull();
    expect(links[1]?.getAttribute('href')).toBe('https://example.pl');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("DatePicker: a text input in the field's dateFormat (spec §3 default dd/MM/yyyy), value yyyy-MM-dd", () => {
    const changes = renderKind('DatePicker', {
      field_name: 'birth_date',
      label: 'Data urodzenia',
      dateFormat: 'dd.MM.yyyy',
    });
    const input = screen.getByLabelText('Data urodzenia') as HTMLInputElement;
    expect(input.type).toBe('text');
    fireEvent.change(input, { target: { value: '01052010' } });
    expect(input.value).toBe('01.05.2010');
    expect(changes).toEqual(['2010-05-01']);
  });

  it("Toggle: spec §3 \"Yes/no toggles are labelled 'Tak' and 'Nie'\", values true and false", () => {
    const changes = renderKind('Toggle', { field_name: 'bus', label: 'Autokar' });
    fireEvent.click(screen.getByRole('radio', { name: 'Tak' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nie' }));
    expect(changes).toEqual([true, false]);
    expect(screen.getByRole('group', { name: 'Autokar' })).toBeTruthy();
  });

  it('Checkboxes give a list of option values; NumberInput gives a number; options show their price', () => {
    const changes = renderKind('Checkboxes', {
      field_name: 'extras',
      label: 'Dodatki',
      options: [
        { value: 'lunch', label: 'Obiad', price: 3_000 },
        { value: 'map', label: 'Mapa' },
      ],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Obiad (+30,00 zł)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mapa' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Obiad (+30,00 zł)' }));
    expect(changes).toEqual([['lunch'], ['lunch', 'map'], ['map']]);
    cleanup();
    const numbers = renderKind('NumberInput', { field_name: 'nights', label: 'Noce', min: 1, max: 7 });
    fireEvent.change(screen.getByLabelText('Noce'), { target: { value: '3' } });
    expect(numbers).toEqual([3]);
  });

  it('a priced option reads its price once, also when its stored label already names it', () => {
    renderKind('Dropdown', {
      field_name: 'workshop',
      label: 'Warsztaty',
      hasPrice: true,
      options: [
        { value: 'photo', label: 'Warsztaty fotograficzne (+80,00 zł)', price: 8_000 },
        { value: 'clay', label: 'Ceramika', price: 6_000 },
      ],
    });
    const texts = screen.getAllByRole('option').map((option) => option.textContent);
    expect(texts).toEqual(['— wybierz —', 'Warsztaty fotograficzne (+80,00 zł)', 'Ceramika (+60,00 zł)']);
  });

  it('Product (multiple): cards with price and availability, the count capped at maxCount and what is left', () => {
    const product = (productId: string, extra: Partial<PublicProduct>): PublicProduct => ({
      productId,
      name: productId,
      enabled: true,
      price: 12_345,
      inventory: null,
      maxCount: null,
      durationMinutes: null,
      visibilityRule: null,
      available: true,
      ...extra,
    });
    const products = [
      product('Koszulka', { inventory: 5, maxCount: 2 }),
      product('Czapka', { inventory: 1 }),
      product('Ukryty', { enabled: false }),
    ];
    const changes = renderKind(
      'Product',
      { field_name: 'product', label: 'Produkty', productIds: [], multiple: true },
      { context: { ...CONTEXT, products } },
    );
    expect(screen.queryByText('Ukryty')).toBeNull();
    const shirt = screen.getByLabelText('Liczba: Koszulka') as HTMLInputElement;
    expect(shirt.max).toBe('2');
    expect(shirt.closest('.zapisy-product-card')?.textContent).toContain('123,45 zł');
    expect(shirt.closest('.zapisy-product-card')?.textContent).toContain('Dostępne: 5 szt.');
    fireEvent.change(shirt, { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Liczba: Czapka'), { target: { value: '1' } });
    expect(changes).toEqual([{ Koszulka: 2 }, { Koszulka: 2, Czapka: 1 }]);
  });

  it("FileUpload: posts multipart to /uploads/{eventId} with progress; the server's Polish error is announced", async () => {
    const sent = stubUploads({
      status: 413,
      body: { status: 413, message: 'Plik jest za duży (limit 10 MB).', errors: [] },
    });
    const changes = renderKind('FileUpload', { field_name: 'cv', label: 'CV' });
    const input = screen.getByLabelText('CV') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.jpg,.png');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    await screen.findByRole('progressbar', { name: 'Wysyłanie pliku' });
    await waitFor(() => expect(screen.getByText('Plik jest za duży (limit 10 MB).')).toBeTruthy());
    expect(screen.getByText('Plik jest za duży (limit 10 MB).').closest('[role="alert"]')).not.toBeNull();
    expect(sent[0]?.body.get('file')).toBeInstanceOf(File);
    expect(sent[0]?.url).toBe('http://zapisy.test/services/api/uploads/ev1?field=cv');
    expect(changes).toEqual([]);
  });

  it('FileUpload: refuses a file of another type before sending, and stores the upload id on success', async () => {
    const sent = stubUploads({
      status: 201,
      body: { uploadId: 'up1', name: 'skan.png', size: 1, type: 'image/png' },
    });
    const changes = renderKind('FileUpload', { field_name: 'scan', label: 'Skan' });
    const input = screen.getByLabelText('Skan') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe')] } });
    expect(
      await screen.findByText('Plik „virus.exe” ma niedozwolony typ. Dozwolone: .pdf, .jpg, .png.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['x'], 'skan.png')] } });
    await waitFor(() => expect(changes).toEqual([['up1']]));
    expect(screen.getByRole('button', { name: /Usuń\s+plik\s+skan\.png/ })).toBeTruthy();
  });

  it('Signature: a keyboard user types the name instead of drawing; the PNG goes to the uploads endpoint', async () => {
    const fillText = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      clearRect: () => {},
      fillText,
      set fillStyle(_v: string) {},
      set font(_v: string) {},
      set textBaseline(_v: string) {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
      callback(new Blob(['png'], { type: 'image/png' }));
    });
    stubUploads({ status: 201, body: { uploadId: 'sig1', name: 'podpis.png', size: 3, type: 'image/png' } });
    const changes = renderKind('Signature', { field_name: 'signature', label: 'Podpis' });
    const save = screen.getByRole('button', { name: 'Zapisz podpis' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Albo wpisz imię i nazwisko jako podpis'), {
      target: { value: 'Anna Nowak' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(changes).toEqual([['sig1']]));
    expect(fillText).toHaveBeenCalledWith(
      'Anna Nowak',
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    );
    expect(screen.getByText('Podpis zapisany.')).toBeTruthy();
  });
});
