import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { EXAMPLE_INTEGRATION, MODULE_SETTINGS } from './module-settings-fixtures.js';
import { projectIntegrationView } from './payment-accounts-fixtures.js';

withAdminSession();

const PATH = '/ustawienia/projekt?projekt=szkola';
const PAYMENTS = { 'GET /projects/p1/payment-integration': projectIntegrationView() };

/** The section (the first render of a file loads the whole admin: slower than findBy's default second). */
const section = async () =>
  within(await screen.findByRole('form', { name: 'Integracje w projekcie' }, { timeout: 10_000 }));

describe('/admin/ustawienia/projekt \'Integracje w projekcie\': "Project values override organization values"', () => {
  it("shows the fields an integration lets a project set; empty = the organization's; only changed groups are sent", async () => {
    let stored = { eventId: 'p1', values: { 'example-journal': {} } };
    const calls = renderAdmin(PATH, {
      ...PAYMENTS,
      'GET /plugins/settings-schemas': { modules: [...MODULE_SETTINGS, EXAMPLE_INTEGRATION] },
      'GET /projects/p1/plugin-settings': () => json(stored),
      'PATCH /projects/p1/plugin-settings': () => {
        stored = { eventId: 'p1', values: { 'example-journal': { entryPrefix: 'Obóz' } } };
        return json(stored);
      },
    });
    const form = await section();
    expect(form.getByRole('heading', { name: 'Przykładowy dziennik' })).toBeTruthy();
    expect(form.queryByLabelText(/Token API dziennika/)).toBeNull();
    const prefix = form.getByLabelText('Prefiks wpisu') as HTMLInputElement;
    expect(prefix.value).toBe('');
    fireEvent.change(prefix, { target: { value: 'Obóz' } });
    fireEvent.click(form.getByRole('button', { name: 'Zapisz integracje projektu' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      values: { 'example-journal': { entryPrefix: 'Obóz' } },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Prefiks wpisu') as HTMLInputElement).value).toBe('Obóz'),
    );
  });

  it('no loaded integration declares project settings: no section, nothing read', async () => {
    const calls = renderAdmin(PATH, PAYMENTS);
    await screen.findByRole('form', { name: 'Płatności online projektu' }, { timeout: 10_000 });
    expect(screen.queryByRole('form', { name: 'Integracje w projekcie' })).toBeNull();
    expect(calls.some((call) => call.path.includes('plugin-settings'))).toBe(false);
  });
});
