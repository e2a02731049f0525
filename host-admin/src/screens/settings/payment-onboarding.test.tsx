import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices, ServicesProvider } from '../../app/services.js';
import { apiError, type FakeCall, fakeFetch, json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { organizationWithPayments } from './organization-fixtures.js';
import { PaymentOnboardingSection } from './PaymentOnboardingSection.js';
import { P24_TITLE, p24Onboarding, REGISTERED, REGISTRATION } from './payment-onboarding-fixtures.js';

withAdminSession();

const GET = 'GET /organizations/o1/payment-onboarding';
const POST = 'POST /organizations/o1/payment-onboarding/przelewy24marketplace';

/** The section alone (the settings screen's big form would slow every label query down). */
function renderSection(routes: Record<string, unknown>) {
  const fake = fakeFetch(routes);
  const onRegistered = vi.fn();
  render(
    <ServicesProvider services={createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn() })}>
      <div data-testid="host">
        <PaymentOnboardingSection organizationId="o1" onRegistered={onRegistered} />
      </div>
    </ServicesProvider>,
  );
  return { calls: fake.calls, onRegistered };
}

async function card() {
  return within(await screen.findByRole('region', { name: P24_TITLE }));
}

/** Unfolds the form and fills what the small schema requires. */
function fillRequired(section: ReturnType<typeof within>) {
  fireEvent.click(section.getByRole('button', { name: 'Wypełnij formularz rejestracji' }));
  const form = within(section.getByRole('form', { name: 'Formularz rejestracji' }));
  fireEvent.change(form.getByLabelText(/Rodzaj działalności/), { target: { value: '8' } });
  fireEvent.change(form.getByLabelText(/Nazwa firmy/), { target: { value: 'Szkoła Tańca Sp. z o.o.' } });
  const contact = within(form.getByRole('region', { name: 'Osoba kontaktowa' }));
  fireEvent.change(contact.getByLabelText(/Imię i nazwisko/), { target: { value: 'Anna Nowak' } });
  fireEvent.change(contact.getByLabelText(/Telefon/), { target: { value: '600100200' } });
  return form;
}

async function submit(form: ReturnType<typeof within>) {
  await act(async () => {
    fireEvent.click(form.getByRole('button', { name: 'Zarejestruj w Przelewy24' }));
  });
}

describe("Organization settings 'Rejestracja sprzedawcy w Przelewy24 Marketplace' (onboarding through the partner account)", () => {
  it('"the form is long: folded by default"; filled, it POSTs nested groups as objects and businessType as the enum string, then shows the registration and reloads the settings', async () => {
    const { calls, onRegistered } = renderSection({
      [GET]: { providers: [p24Onboarding()] },
      [POST]: () => json(REGISTERED, 201),
    });
    const section = await card();
    expect(section.getByText('Rejestracja przez: Systemowe konto płatności')).toBeTruthy();
    const toggle = section.getByRole('button', { name: 'Wypełnij formularz rejestracji' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(section.queryByRole('form')).toBeNull();

    const form = fillRequired(section);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await submit(form);

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      businessType: '8',
      name: 'Szkoła Tańca Sp. z o.o.',
      contactPerson: { name: 'Anna Nowak', phoneNumber: '600100200' },
    });
    expect(section.getByRole('status').textContent).toContain('Zarejestrowano jako sprzedawca nr 123456');
    expect(section.queryByRole('form')).toBeNull();
    expect(await screen.findByText('Zarejestrowano w Przelewy24 Marketplace.')).toBeTruthy();
  });

  it('"a required field left blank is reported before any call"; an untouched optional group is not required', async () => {
    const { calls } = renderSection({ [GET]: { providers: [p24Onboarding()] } });
    const section = await card();
    const form = fillRequired(section);
    const contact = within(form.getByRole('region', { name: 'Osoba kontaktowa' }));
    fireEvent.change(contact.getByLabelText(/Telefon/), { target: { value: '' } });
    await submit(form);
    expect(form.getByRole('alert').textContent).toContain(
      'Osoba kontaktowa › Telefon (9 cyfr): pole jest wymagane',
    );
    expect((contact.getByLabelText(/Telefon/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('"400: the server\'s messages are shown under their fields and listed; nothing typed is lost"', async () => {
    const { onRegistered } = renderSection({
      [GET]: { providers: [p24Onboarding()] },
      [POST]: () =>
        apiError(400, 'VALIDATION', 'Popraw dane rejestracji.', [
          'body.contactPerson.phoneNumber: Numer telefonu osoby kontaktowej musi mieć 9 cyfr.',
          'body.representatives[0].pesel: PESEL reprezentanta jest nieprawidłowy.',
        ]),
    });
    const section = await card();
    const form = fillRequired(section);
    fireEvent.click(form.getByRole('button', { name: 'Dodaj: reprezentant' }));
    const people = within(form.getByRole('group', { name: 'Reprezentanci' }));
    fireEvent.change(people.getByLabelText(/Imię i nazwisko/), { target: { value: 'Jan Kowalski' } });
    fireEvent.change(people.getByLabelText(/PESEL/), { target: { value: '12345678901' } });
    await submit(form);

    const list = await form.findByRole('alert');
    expect(list.textContent).toContain(
      'Osoba kontaktowa › Telefon (9 cyfr): Numer telefonu osoby kontaktowej musi mieć 9 cyfr.',
    );
    expect(list.textContent).toContain('Reprezentant 1 › PESEL: PESEL reprezentanta jest nieprawidłowy.');
    const contact = within(form.getByRole('region', { name: 'Osoba kontaktowa' }));
    const phone = contact.getByLabelText(/Telefon/) as HTMLInputElement;
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.value).toBe('600100200');
    expect((people.getByLabelText(/PESEL/) as HTMLInputElement).value).toBe('12345678901');
    expect((form.getByLabelText(/Nazwa firmy/) as HTMLInputElement).value).toBe('Szkoła Tańca Sp. z o.o.');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it.each([
    [409, 'CONFLICT', 'Przelewy24 odrzuciło rejestrację: podany NIP jest już zarejestrowany.'],
    [503, 'UNAVAILABLE', 'Przelewy24 jest chwilowo niedostępne. Spróbuj ponownie za kilka minut.'],
  ])('"%i: the Polish message" is shown with the form, values kept', async (status, code, message) => {
    renderSection({
      [GET]: { providers: [p24Onboarding()] },
      [POST]: () => apiError(status, code, message),
    });
    const section = await card();
    const form = fillRequired(section);
    await submit(form);
    expect((await form.findByRole('alert')).textContent).toContain(message);
    expect((form.getByLabelText(/Nazwa firmy/) as HTMLInputElement).value).toBe('Szkoła Tańca Sp. z o.o.');
  });

  it('"registration present": seller number, date and who, the verification link in a new tab, no form', async () => {
    renderSection({ [GET]: { providers: [p24Onboarding({ registration: REGISTRATION })] } });
    const section = await card();
    const state = section.getByRole('status');
    expect(state.textContent).toContain('Zarejestrowano jako sprzedawca nr 123456');
    expect(state.textContent).toContain('01/03/2026, 11:00');
    expect(state.textContent).toContain('admin@szkola.pl');
    expect(state.textContent).toContain('zapisaliśmy w ustawieniach płatności');
    const link = section.getByRole('link', { name: 'Dokończ weryfikację w Przelewy24' });
    expect(link.getAttribute('href')).toBe(REGISTRATION.link);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(section.queryByRole('button', { name: 'Wypełnij formularz rejestracji' })).toBeNull();
  });

  it('"registered without a link": no link is shown', async () => {
    renderSection({
      [GET]: { providers: [p24Onboarding({ registration: { ...REGISTRATION, link: null } })] },
    });
    const section = await card();
    expect(section.getByRole('status').textContent).toContain('nr 123456');
    expect(section.queryByRole('link')).toBeNull();
  });

  it('"not available → the Polish reason, no form"', async () => {
    const reason = 'Administrator serwisu nie skonfigurował systemowego konta Przelewy24 Marketplace.';
    renderSection({ [GET]: { providers: [p24Onboarding({ available: false, reason })] } });
    const section = await card();
    expect(section.getByText(reason)).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Wypełnij formularz rejestracji' })).toBeNull();
  });

  it('"providers [] → show nothing"', async () => {
    const { calls } = renderSection({ [GET]: { providers: [] } });
    await waitFor(() => expect(calls.length).toBe(1));
    await act(async () => {});
    expect(screen.getByTestId('host').innerHTML).toBe('');
  });

  it('"a failed GET shows a Polish error inside the section" (no modal over the screen)', async () => {
    renderSection({ [GET]: () => apiError(500, 'INTERNAL', 'Błąd serwera.') });
    const host = within(screen.getByTestId('host'));
    expect((await host.findByRole('alert')).textContent).toContain(
      'Nie udało się wczytać rejestracji w operatorze płatności.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"mounted below the payment settings": after registering, the organization\'s settings are loaded again and show the seller id', async () => {
    let organizationLoads = 0;
    const organization = (marketplaceMerchantId: string, updatedAt: string) => ({
      ...organizationWithPayments('przelewy24marketplace', {
        przelewy24: { merchantId: '100001', marketplaceMerchantId, crcKey: { set: true } },
      }),
      updatedAt,
    });
    const calls = renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': () => {
        organizationLoads += 1;
        return json(
          organizationLoads === 1
            ? organization('', '2026-01-02T00:00:00.000Z')
            : organization('123456', '2026-03-01T10:00:00.000Z'),
        );
      },
      [GET]: { providers: [p24Onboarding()] },
      [POST]: () => json(REGISTERED, 201),
    });
    const section = await card();
    await submit(fillRequired(section));
    await waitFor(() => expect(organizationLoads).toBe(2));
    await waitFor(() =>
      expect(
        (screen.getByLabelText('Identyfikator sprzedawcy w marketplace') as HTMLInputElement).value,
      ).toBe('123456'),
    );
    expect(calls.filter((c: FakeCall) => c.path === '/organizations/o1/payment-onboarding')).toHaveLength(1);
  });
});
