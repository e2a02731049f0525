import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { organizationWithPayments } from './organization-fixtures.js';
import { paymentNotifyUrl } from './PaymentNotificationHint.js';

withAdminSession();

describe("/admin/ustawienia/organizacja: the payment module's notification URL", () => {
  it("Paynow keeps one notification URL per shop: the current project's `/services/api/payments/paynow/notify/{eventId}` is shown to paste in the Paynow panel", async () => {
    renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organizationWithPayments('paynow'),
    });
    const hint = within(await screen.findByTestId('payment-notify-hint'));
    const url = hint.getByLabelText('Adres powiadomień Paynow') as HTMLInputElement;
    expect(url.value).toBe(`${window.location.origin}/services/api/payments/paynow/notify/p1`);
    expect(url.readOnly).toBe(true);
  });

  it('Przelewy24 and PayU get the URL with every payment: the hint only says so; no module, no hint', async () => {
    renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organizationWithPayments('payu'),
    });
    expect((await screen.findByTestId('payment-notify-hint')).textContent).toContain(
      'PayU otrzymuje adres powiadomień z każdym zamówieniem',
    );
    const module = screen.getByLabelText('Moduł płatności');
    fireEvent.change(module, { target: { value: 'przelewy24' } });
    expect(screen.getByTestId('payment-notify-hint').textContent).toContain('Przelewy24 otrzymuje adres');
    fireEvent.change(module, { target: { value: 'none' } });
    expect(screen.queryByTestId('payment-notify-hint')).toBeNull();
  });

  it('the URL names the provider and the project, encoded', () => {
    expect(paymentNotifyUrl('https://zapisy.pl', 'paynow', 'a b')).toBe(
      'https://zapisy.pl/services/api/payments/paynow/notify/a%20b',
    );
  });
});
