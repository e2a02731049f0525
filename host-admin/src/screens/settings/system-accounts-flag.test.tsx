import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../api/session.js';
import { makeToken } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { organizationWithPayments } from './organization-fixtures.js';
import { SYSTEM_ACCOUNTS_LOCKED_HINT } from './organization-form-schema.js';

withAdminSession();

const checkbox = async () =>
  (await screen.findByLabelText(
    'Używaj systemowych kont płatności',
    {},
    { timeout: 10_000 },
  )) as HTMLInputElement;

describe("/admin/ustawienia/organizacja: 'Używaj systemowych kont płatności' is the site admin's grant", () => {
  it('an organization admin sees the flag read-only, with why and whom to ask', async () => {
    renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organizationWithPayments('paynow'),
    });
    const flag = await checkbox();
    expect(flag.disabled).toBe(true);
    expect(flag.checked).toBe(false);
    const hint = document.getElementById(flag.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(SYSTEM_ACCOUNTS_LOCKED_HINT);
    expect(SYSTEM_ACCOUNTS_LOCKED_HINT).toContain('tylko administrator serwisu');
  });

  it('an organization admin still saves the other settings: the locked flag is neither refused by the form nor sent', async () => {
    const view = organizationWithPayments('paynow');
    const calls = renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': view,
      'PATCH /organization/o1': () => ({
        ...view,
        url: 'https://szkola.example',
        updatedAt: '2026-01-03T00:00:00.000Z',
      }),
    });
    await checkbox();
    fireEvent.change(screen.getByLabelText('Adres strony internetowej'), {
      target: { value: 'https://szkola.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true), { timeout: 10_000 });
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ url: 'https://szkola.example' });
  });

  it('the site admin may switch it (grant or revoke)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: 'sa', role: 'site-admin' }, 3600));
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({
        userId: 'sa',
        email: 'sa@zapisy.test',
        firstName: 'S',
        lastName: 'A',
        role: 'site-admin',
        organizationId: 'o1',
      }),
    );
    renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organizationWithPayments('paynow'),
    });
    const flag = await checkbox();
    expect(flag.disabled).toBe(false);
    expect(screen.queryByText(SYSTEM_ACCOUNTS_LOCKED_HINT)).toBeNull();
  });
});
