import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ROUTER_FUTURE } from '../../app/App.js';
import { createAppServices, ServicesProvider } from '../../app/services.js';
import { apiError, type FakeCall, fakeFetch, json } from '../../testing/fake-api.js';
import { withAdminSession } from '../../testing/render-admin.js';
import { UsersScreen } from './UsersScreen.js';

withAdminSession();

const ROUTE = { path: 'site-admin/uzytkownicy', title: 'Użytkownicy' };
const LIST = 'GET /site-admin/users';

const user = (role: string) => ({
  userId: 'u-42',
  email: 'ewa@szkola.pl',
  firstName: 'Ewa',
  lastName: 'Lis',
  organizationId: 'o1',
  phoneNumber: '',
  registrationDate: '2026-02-01T09:00:00.000Z',
  role,
  status: 'active',
});

const page = (role: string) => ({ items: [user(role)], total: 1, page: 1, pageSize: 20 });

function renderUsers(routes: Record<string, unknown>): FakeCall[] {
  const fake = fakeFetch(routes);
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn(), reload: vi.fn() });
  render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={['/site-admin/uzytkownicy']} future={ROUTER_FUTURE}>
        <UsersScreen route={ROUTE} />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return fake.calls;
}

const roleSelect = () => screen.findByRole('combobox', { name: 'Rola: ewa@szkola.pl' });

describe('/admin/site-admin/uzytkownicy: the role change is a mutation', () => {
  it('a saved role invalidates the users list, which is read again and shows the stored role', async () => {
    let stored = 'employee';
    const calls = renderUsers({
      [LIST]: () => json(page(stored)),
      'PATCH /site-admin/users/u-42': (call: FakeCall) => {
        stored = (call.body as { role: string }).role;
        return json(user(stored));
      },
    });
    fireEvent.change(await roleSelect(), { target: { value: 'admin' } });
    await screen.findByText('Zmieniono rolę: ewa@szkola.pl – Administrator');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/site-admin/users?'))).toHaveLength(2));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'admin' });
    await waitFor(async () => expect(((await roleSelect()) as HTMLSelectElement).value).toBe('admin'));
  });

  it("spec §8: a 409 shows the server's Polish message, and the list keeps the stored role", async () => {
    const calls = renderUsers({
      [LIST]: page('admin'),
      'PATCH /site-admin/users/u-42': () =>
        apiError(409, 'LAST_SITE_ADMIN', 'Nie można odebrać roli ostatniemu administratorowi serwisu'),
    });
    const select = await roleSelect();
    await act(async () => {
      fireEvent.change(select, { target: { value: 'guest' } });
    });
    const toast = (await screen.findByText(/Nie można odebrać roli ostatniemu administratorowi serwisu/))
      .parentElement as HTMLElement;
    expect(within(toast).queryByText(/LAST_SITE_ADMIN|409/)).toBeNull();
    expect(((await roleSelect()) as HTMLSelectElement).value).toBe('admin');
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });
});
