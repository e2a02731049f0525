import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { EXAMPLE_INTEGRATION, MODULE_SETTINGS } from './module-settings-fixtures.js';
import { organizationWithPayments } from './organization-fixtures.js';

withAdminSession();

const JOURNAL = EXAMPLE_INTEGRATION;

const PATH = '/ustawienia/organizacja?projekt=szkola';
const withJournal = { 'GET /plugins/settings-schemas': { modules: [...MODULE_SETTINGS, JOURNAL] } };

/** The section (the first render of a file loads the whole admin: slower than findBy's default second). */
const section = async () =>
  within(await screen.findByRole('region', { name: 'Integracje z innymi usługami' }, { timeout: 10_000 }));

describe("/admin/ustawienia/organizacja: 'Integracje z innymi usługami' (issue 12: plugins own their settings)", () => {
  it('no integration plugin loaded: an empty state says where they come from', async () => {
    renderAdmin(PATH, { 'GET /organization/o1': organizationWithPayments('paynow') });
    const box = await section();
    expect(box.getByText(/nie ma wtyczek integracji/)).toBeTruthy();
    expect(box.queryByRole('button', { name: 'Zapisz integracje' })).toBeNull();
  });

  it("draws each integration under its label with the switch and its own fields; a stored key reads 'zapisany', never its value", async () => {
    renderAdmin(PATH, {
      ...withJournal,
      'GET /organization/o1': organizationWithPayments('paynow', {
        'example-journal': { enabled: true, apiToken: { set: true }, recordPayments: false },
      }),
    });
    const box = await section();
    expect(box.getByRole('heading', { name: 'Przykładowy dziennik' })).toBeTruthy();
    expect((box.getByLabelText('Włączona') as HTMLInputElement).checked).toBe(true);
    expect((box.getByLabelText('Zapisuj także wpłaty') as HTMLInputElement).checked).toBe(false);
    expect((box.getByLabelText('Prefiks wpisu') as HTMLInputElement).value).toBe('');
    const token = box.getByLabelText(/Token API dziennika/) as HTMLInputElement;
    expect(token.type).toBe('password');
    expect(token.value).toBe('');
    expect(token.placeholder).toBe('•••••••• (ustawiony)');
    expect(box.getByTestId('key-state-example-journal.apiToken').textContent).toBe('zapisany');
    // The module choices of the organization form do not offer it.
    const modules = screen.getByLabelText('Moduł płatności') as HTMLSelectElement;
    expect([...modules.options].map((option) => option.value)).not.toContain('example-journal');
  });

  it('switching on and typing the token sends only this group, the token as typed; the saved answer is shown', async () => {
    // The server: what it answers after the PATCH is what it has stored.
    let stored: object = organizationWithPayments('paynow');
    const calls = renderAdmin(PATH, {
      ...withJournal,
      'GET /organization/o1': () => json(stored),
      'PATCH /organization/o1': () => {
        const journal = {
          enabled: true,
          apiToken: { set: true },
          recordPayments: true,
          entryPrefix: 'Szkoła',
        };
        stored = {
          ...organizationWithPayments('paynow', { 'example-journal': journal }),
          updatedAt: '2026-01-03T00:00:00.000Z',
        };
        return json(stored);
      },
    });
    const box = await section();
    expect(box.getByTestId('key-state-example-journal.apiToken').textContent).toBe('brak');
    fireEvent.click(box.getByLabelText('Włączona'));
    fireEvent.change(box.getByLabelText(/Token API dziennika/), { target: { value: 'EJ-TOKEN-1' } });
    fireEvent.change(box.getByLabelText('Prefiks wpisu'), { target: { value: 'Szkoła' } });
    fireEvent.click(box.getByRole('button', { name: 'Zapisz integracje' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH') as FakeCall;
    expect(patch.body).toEqual({
      integrations: {
        accounts: {
          'example-journal': {
            enabled: true,
            apiToken: 'EJ-TOKEN-1',
            recordPayments: true,
            entryPrefix: 'Szkoła',
          },
        },
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('key-state-example-journal.apiToken').textContent).toBe('zapisany'),
    );
    expect((screen.getByLabelText('Prefiks wpisu') as HTMLInputElement).value).toBe('Szkoła');
  });

  it('nothing changed: nothing is sent', async () => {
    const calls = renderAdmin(PATH, {
      ...withJournal,
      'GET /organization/o1': organizationWithPayments('paynow'),
    });
    const box = await section();
    fireEvent.click(box.getByRole('button', { name: 'Zapisz integracje' }));
    expect(await box.findByText(/Brak zmian do zapisania/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('switched on without a required key: a warning names the missing field', async () => {
    renderAdmin(PATH, {
      ...withJournal,
      'GET /organization/o1': organizationWithPayments('paynow', {
        'example-journal': { enabled: true, apiToken: { set: false } },
      }),
    });
    const box = await section();
    expect(
      box.getByText('Przykładowy dziennik jest włączona, ale brakuje: Token API dziennika.'),
    ).toBeTruthy();
  });

  it("the form checks the declared rules with the server's Polish message before sending", async () => {
    const calls = renderAdmin(PATH, {
      ...withJournal,
      'GET /organization/o1': organizationWithPayments('paynow'),
    });
    const box = await section();
    fireEvent.change(box.getByLabelText('Prefiks wpisu'), { target: { value: 'x'.repeat(41) } });
    fireEvent.click(box.getByRole('button', { name: 'Zapisz integracje' }));
    expect(await box.findByText('za długie (maksimum 40 znaków)')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('a refusal of the server about a field shows under that field', async () => {
    renderAdmin(PATH, {
      ...withJournal,
      'GET /organization/o1': organizationWithPayments('paynow'),
      'PATCH /organization/o1': () =>
        apiError(400, 'VALIDATION', 'Nieprawidłowe dane', [
          'body.integrations.accounts.example-journal.entryPrefix: nieprawidłowy format',
        ]),
    });
    const box = await section();
    fireEvent.change(box.getByLabelText('Prefiks wpisu'), { target: { value: 'Szkoła' } });
    fireEvent.click(box.getByRole('button', { name: 'Zapisz integracje' }));
    expect(await box.findByText('nieprawidłowy format')).toBeTruthy();
  });
});
