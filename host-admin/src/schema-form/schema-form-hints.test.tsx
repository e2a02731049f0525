import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { projectSchema } from '@zapisy/core';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { validateWithSchema } from './ajv.js';
import { SchemaForm } from './SchemaForm.js';
import type { FieldSchema } from './schema-utils.js';

afterEach(cleanup);

const PROJECT = projectSchema as unknown as FieldSchema;
const properties = PROJECT.properties ?? {};
/** One group of core's project schema, drawn alone (the screen draws them the same way). */
const only = (key: string): FieldSchema => ({ type: 'object', properties: { [key]: properties[key]! } });

function Harness({ schema, initial }: { schema: FieldSchema; initial: unknown }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SchemaForm schema={schema} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const formValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');
const optionTexts = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);

describe('SchemaForm: core hints of the settings schemas', () => {
  it('edits an amount in złote with a money control and stores grosze ("Minimalna kwota sprawy")', () => {
    const debt = (properties.debtCollectionSettings?.default ?? {}) as Record<string, unknown>;
    render(<Harness schema={only('debtCollectionSettings')} initial={{ debtCollectionSettings: debt }} />);
    const input = screen.getByLabelText('Minimalna kwota sprawy') as HTMLInputElement;
    // Spec default 5000 grosze reads as 50,00 zł, never '5000' or 'w groszach'.
    expect(input.value).toBe('50,00');
    expect(screen.queryByText(/w groszach/)).toBeNull();
    fireEvent.change(input, { target: { value: '1 234,5' } });
    expect(formValue().debtCollectionSettings.minAmountForCase).toBe(123_450);
    fireEvent.change(input, { target: { value: 'dużo' } });
    expect(screen.getByRole('alert').textContent).toBe('Podaj kwotę, np. 350,00.');
    expect(validateWithSchema(only('debtCollectionSettings'), formValue()).valid).toBe(false);
  });

  it('offers the current VAT rates with labels and hides 22, 7 and 3 % unless stored', () => {
    const invoicing = (properties.invoicing?.default ?? {}) as Record<string, unknown>;
    const { unmount } = render(
      <Harness schema={only('invoicing')} initial={{ invoicing: { ...invoicing, vatPercent: null } }} />,
    );
    const texts = optionTexts(screen.getByLabelText('Stawka VAT (puste = jak organizacja)'));
    expect(texts).toEqual([
      '(jak w organizacji)',
      '23 %',
      '8 %',
      '5 %',
      '0 %',
      'zw (zwolniony)',
      'np (nie podlega)',
      'oo (odwrotne obciążenie)',
    ]);
    unmount();
    // A project saved with the older 22 % keeps showing it, labelled as such.
    render(
      <Harness schema={only('invoicing')} initial={{ invoicing: { ...invoicing, vatPercent: '22' } }} />,
    );
    const select = screen.getByLabelText('Stawka VAT (puste = jak organizacja)') as HTMLSelectElement;
    expect(select.value).toBe('22');
    expect(optionTexts(select)).toContain('22 % (stawka sprzed 2011 r.)');
    expect(optionTexts(select)).not.toContain('7 % (stawka sprzed 2011 r.)');
  });

  it('shows landing page templates and the seller business type with Polish labels', () => {
    const appearance = (properties.appearance?.default ?? {}) as Record<string, unknown>;
    render(<Harness schema={only('appearance')} initial={{ appearance }} />);
    const template = screen.getByLabelText('Szablon strony głównej') as HTMLSelectElement;
    expect(template.selectedOptions[0]?.textContent).toBe('Domyślny');
    expect(optionTexts(template)).not.toContain('DefaultTemplate');
    expect(
      (screen.getByLabelText('Wariant paska nawigacji') as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Jasny');
    cleanup();
    const invoicing = (properties.invoicing?.default ?? {}) as Record<string, unknown>;
    render(<Harness schema={only('invoicing')} initial={{ invoicing }} />);
    const business = screen.getByLabelText('Forma prawna sprzedawcy') as HTMLSelectElement;
    expect(business.selectedOptions[0]?.textContent).toBe('Osoba fizyczna');
  });
});
