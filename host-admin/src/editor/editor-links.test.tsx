import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, withAdminSession } from '../testing/render-admin.js';
import { EditorNav } from './EditorNav.js';

withAdminSession();

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('issue 14: "Link the registration form, the basic form and the survey editor from the admin, and the admin from the editor"', () => {
  it("the sidebar links each editor on the current project, as a page load outside the admin's router", async () => {
    renderAdmin('/glowna/kokpit?projekt=szkola');
    const nav = await screen.findByRole('navigation', { name: 'Nawigacja panelu' });
    within(nav).getByRole('button', { name: 'Ustawienia' }).click();
    const registration = await within(nav).findByRole('link', { name: 'Edytor formularza zapisów' });
    expect(hrefOf(registration)).toBe('/glowne/edycja/formularza?projekt=szkola');
    expect(hrefOf(within(nav).getByRole('link', { name: 'Edytor formularza podstawowego' }))).toBe(
      '/glowne/edycja/formularz-podstawowy?projekt=szkola',
    );
    within(nav).getByRole('button', { name: 'Ankieta' }).click();
    await waitFor(() =>
      expect(hrefOf(within(nav).getByRole('link', { name: 'Edytor ankiety' }))).toBe(
        '/glowne/edycja/ankiety?projekt=szkola',
      ),
    );
  });

  it('the editor leads back to the admin on the same project and between the three editors', () => {
    render(<EditorNav active="basic" domain="szkola" />);
    expect(hrefOf(screen.getByRole('link', { name: '← Wróć do panelu' }))).toBe(
      '/admin/glowna/kokpit?projekt=szkola',
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Edytory formularzy' })).getAllByRole(
      'listitem',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Formularz zapisów',
      'Formularz podstawowy',
      'Ankieta',
    ]);
    const basic = screen.getByRole('link', { name: 'Formularz podstawowy' });
    expect(basic.getAttribute('aria-current')).toBe('page');
    expect(hrefOf(screen.getByRole('link', { name: 'Ankieta' }))).toBe(
      '/glowne/edycja/ankiety?projekt=szkola',
    );
  });

  it('without a project the editor links carry no project and the way back is the admin itself', () => {
    render(<EditorNav active="registration" domain={undefined} />);
    expect(hrefOf(screen.getByRole('link', { name: '← Wróć do panelu' }))).toBe('/admin/');
    expect(hrefOf(screen.getByRole('link', { name: 'Formularz zapisów' }))).toBe('/glowne/edycja/formularza');
  });
});
