import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatValidationErrors } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../../schema-form/ajv.js';
import { apiError } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { customerFormSchema } from './customer-form-schema.js';

withAdminSession();

const anna = { _id: 'c1', firstName: 'Anna', lastName: 'Nowak', email: 'anna@x.pl' };
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
const messageOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

describe('the customer edit form (react-hook-form, Ajv, one Polish translation with the server)', () => {
  it('refuses a too long first name in Polish before any call, worded as the server words it', async () => {
    const calls = renderAdmin('/klient/dane-edycja?id=c1', { 'GET /customers/o1/c1': anna });
    const long = 'A'.repeat(201);
    fireEvent.change(await screen.findByLabelText('Imię'), { target: { value: long } });
    await save();
    await waitFor(() => expect(messageOf('Imię')).toBe('za długie (maksimum 200 znaków)'));
    expect(screen.getByLabelText('Imię').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    // The server's 400 list says the same of the same value (its line is "body.firstName: <message>").
    const server = formatValidationErrors(validateWithSchema(customerFormSchema, { firstName: long }).errors);
    expect(server).toEqual(['body.firstName: za długie (maksimum 200 znaków)']);
  });

  it("puts a line of the server's 400 list under the field it names; a line about no field stays listed", async () => {
    const calls = renderAdmin('/klient/dane-edycja?id=c1', {
      'GET /customers/o1/c1': anna,
      'PATCH /customers/o1/c1': () =>
        apiError(400, 'VALIDATION', 'Wystąpiły błędy walidacji', [
          'body.email: nieprawidłowy adres e-mail',
          'body.invoiceData.address.city: za długie (maksimum 100 znaków)',
          'Klient jest scalany',
        ]),
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'anna@' } });
    await save();
    await waitFor(() => expect(messageOf('E-mail')).toBe('nieprawidłowy adres e-mail'));
    expect(messageOf('Miejscowość')).toBe('za długie (maksimum 100 znaków)');
    expect(screen.getByText('- Klient jest scalany')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@');
  });
});
