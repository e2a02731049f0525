import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { organizationWithPayments } from './organization-fixtures.js';

withAdminSession();

const organization = (paymentModule: string) =>
  organizationWithPayments(paymentModule, {
    przelewy24: {
      merchantId: '100001',
      posId: '',
      crcKey: { set: true },
      apiKey: { set: true },
      orderKey: { set: false },
    },
  });

const CHECK = 'POST /organizations/o1/integrations/check';

describe("/admin/ustawienia/organizacja: 'Sprawdź połączenie' (check the gateway keys before going live)", () => {
  it("sends the module and its settings group as in the form (stored secrets as { set }) and shows 'Połączenie działa'", async () => {
    const calls = renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organization('przelewy24marketplace'),
      [CHECK]: { ok: true, message: 'Połączenie działa' },
    });
    const box = within(await screen.findByTestId('payment-connection-check'));
    fireEvent.click(box.getByRole('button', { name: 'Sprawdź połączenie' }));
    expect((await box.findByRole('status')).textContent).toBe('Połączenie działa');
    const call = calls.find((c) => c.method === 'POST') as FakeCall;
    expect(call.path).toBe('/organizations/o1/integrations/check');
    expect(call.body).toMatchObject({
      provider: 'przelewy24marketplace',
      settings: { merchantId: '100001', crcKey: { set: true }, apiKey: { set: true } },
    });
  });

  it('a failed check shows the Polish reason from the server', async () => {
    renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organization('paynow'),
      [CHECK]: {
        ok: false,
        reason: 'unauthorized',
        message: 'Operator Paynow odrzucił podane klucze. Sprawdź identyfikatory i klucze w ustawieniach.',
      },
    });
    const box = within(await screen.findByTestId('payment-connection-check'));
    fireEvent.click(box.getByRole('button', { name: 'Sprawdź połączenie' }));
    expect((await box.findByRole('alert')).textContent).toContain('Operator Paynow odrzucił podane klucze');
  });

  it('"unsaved values typed into the form override the stored ones": a key typed but not saved is sent', async () => {
    const calls = renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organization('przelewy24'),
      [CHECK]: () => json({ ok: true, message: 'Połączenie działa' }),
    });
    const box = within(await screen.findByTestId('payment-connection-check'));
    fireEvent.change(screen.getByLabelText('Identyfikator sklepu (POS ID)'), { target: { value: '100002' } });
    fireEvent.click(box.getByRole('button', { name: 'Sprawdź połączenie' }));
    await box.findByRole('status');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      provider: 'przelewy24',
      settings: { posId: '100002' },
    });
  });

  it('no payment module, no button; choosing a module shows it', async () => {
    renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organization('none'),
    });
    await screen.findByLabelText('Moduł płatności');
    expect(screen.queryByTestId('payment-connection-check')).toBeNull();
    fireEvent.change(screen.getByLabelText('Moduł płatności'), { target: { value: 'payu' } });
    const box = within(screen.getByTestId('payment-connection-check'));
    expect(box.getByRole('button', { name: 'Sprawdź połączenie' })).toBeTruthy();
  });

  it('a 403 from the server is shown next to the button', async () => {
    renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organization('paynow'),
      [CHECK]: () => apiError(403, 'FORBIDDEN', 'Brak uprawnień do tej operacji.'),
    });
    const box = within(await screen.findByTestId('payment-connection-check'));
    fireEvent.click(box.getByRole('button', { name: 'Sprawdź połączenie' }));
    expect((await box.findByRole('alert')).textContent).toContain('Brak uprawnień');
  });
});
