import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, withAdminSession } from '../testing/render-admin.js';

withAdminSession();

describe('issue 14: the whole admin follows the project vocabulary', () => {
  it("the sidebar of a school project says 'Uczniowie' and 'Lata szkolne', never 'Uczestnicy' or 'Projekty'", async () => {
    renderAdmin('/glowna/kokpit?projekt=szkola');
    const nav = await screen.findByRole('navigation', { name: 'Nawigacja panelu' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Uczniowie' })).toBeTruthy());
    const text = nav.textContent ?? '';
    expect(text).not.toMatch(/Uczestnicy|uczestnik/);
    within(nav).getByRole('button', { name: 'Ustawienia' }).click();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Lata szkolne' })).toBeTruthy());
    expect(nav.textContent).not.toContain('Projekty');
  });

  it('the page title follows it too', async () => {
    renderAdmin('/listy/uczestnicy?projekt=szkola');
    await waitFor(() => expect(document.title).toMatch(/^Lista uczniów/));
  });
});
