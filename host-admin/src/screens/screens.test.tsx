import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../testing/fake-api.js';
import { projectJson, renderAdmin, summary, withAdminSession } from '../testing/render-admin.js';

withAdminSession();

describe("'Wybór' and the project switcher", () => {
  it("lists the organization's projects; choosing one makes it current in the header, in its vocabulary", async () => {
    renderAdmin('/glowna/wybor');
    const choose = await screen.findByRole('button', { name: 'Wybierz: Szkoła 2026' });
    expect(screen.getByText(`${location.protocol}//szkola.zapisy.test/`)).toBeTruthy();
    fireEvent.click(choose);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wybierz: Szkoła 2026' }).textContent).toBe('Wybrany'),
    );
    const switcher = await screen.findByLabelText('Rok szkolny');
    expect((switcher as HTMLSelectElement).value).toBe('szkola');
    expect(localStorage.getItem('zapisy:project')).toBe('szkola');
  });
});

describe('the project switcher with one project', () => {
  it('"preselects the only project": with nothing chosen, the one project is current and shown', async () => {
    localStorage.removeItem('zapisy:project');
    renderAdmin('/glowna/wybor');
    const switcher = (await screen.findByLabelText('Rok szkolny')) as HTMLSelectElement;
    await waitFor(() => expect(switcher.value).toBe('szkola'));
    expect(switcher.selectedOptions[0]?.textContent).toBe('Szkoła 2026 (szkola)');
  });

  it('with two projects nothing is preselected', async () => {
    localStorage.removeItem('zapisy:project');
    const other = {
      ...summary,
      eventId: 'p2',
      event: { ...summary.event, name: 'Inny', domainName: 'inny' },
    };
    renderAdmin('/glowna/wybor', { 'GET /project/organization/o1': [summary, other] });
    await screen.findByRole('button', { name: 'Wybierz: Inny' });
    const switcher = screen.getByLabelText('Projekt') as HTMLSelectElement;
    expect(switcher.value).toBe('');
  });
});

describe('/admin/ustawienia/projekt', () => {
  /**
   * The form's 'Płatności' section once the project is loaded. Label and role queries over the whole
   * (large) settings form are quadratic in jsdom, so the tests look inside this section.
   */
  async function paymentsSection(): Promise<HTMLElement> {
    const heading = await screen.findByText('Płatności', { selector: 'h2' });
    const section = heading.closest('section');
    if (!section) throw new Error("the 'Płatności' heading is not inside a section");
    return section;
  }

  it('draws the form from projectSchema, checks it with the server rules, then PATCHes the whole project', async () => {
    let saved: unknown;
    const calls = renderAdmin('/ustawienia/projekt?projekt=szkola', {
      'PATCH /project/p1': (call: { body: unknown }) => {
        saved = call.body;
        return json({ ...projectJson, ...(call.body as object) });
      },
    });
    const payments = await paymentsSection();
    const days = within(payments).getByLabelText(/Dni opóźnienia/) as HTMLInputElement;
    expect(days.value).toBe('2');
    // Vocabulary of the school type in labels.
    expect(within(payments).getByLabelText('Rozliczenie w ramach roku szkolnego')).toBeTruthy();
    fireEvent.change(days, { target: { value: '400' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    });
    expect(document.getElementById(days.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'wartość musi być mniejsza lub równa 365',
    );
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(days, { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    });
    await waitFor(() => expect(saved).toBeDefined());
    expect((saved as { payments: { daysLate: number } }).payments.daysLate).toBe(5);
    expect((saved as { event: { name: string } }).event.name).toBe('Szkoła 2026');
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
  });

  it('opens the duplicate modal with the vocabulary word', async () => {
    renderAdmin('/ustawienia/projekt?projekt=szkola');
    const payments = await paymentsSection();
    expect(within(payments).getByLabelText('Rozliczenie w ramach roku szkolnego')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Duplikuj' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplikuj rok szkolny' });
    expect(within(dialog).getByText(/Dane uczniów i/)).toBeTruthy();
  });
});
