import { describe, expect, it } from 'vitest';
import { acceptConsents, defaultPrivacyClause, type PageOrganizer, projectConsents } from './consents.js';

const organizer: PageOrganizer = {
  name: 'Fundacja Przykład',
  emailAddress: 'biuro@przyklad.pl',
  phoneNumber: '+48 600 100 200',
  address: 'ul. Długa 1, 00-001 Warszawa',
  taxId: '5260250274',
  url: '',
};

describe('consents of the participant page: terms and the RODO information clause', () => {
  it('the default RODO clause names the organizer as the controller, with contact, purpose and rights', () => {
    const text = defaultPrivacyClause(organizer, 'Zlot 2026');
    expect(text).toContain(
      'Administratorem Twoich danych osobowych jest Fundacja Przykład, ul. Długa 1, 00-001 Warszawa (e-mail: biuro@przyklad.pl, tel. +48 600 100 200).',
    );
    expect(text).toContain('„Zlot 2026”');
    expect(text).toContain('art. 6 ust. 1 lit. b RODO');
    expect(text).toContain('Prezesa Urzędu Ochrony Danych Osobowych');
  });

  it('shows the RODO clause always, the terms only when the project has terms', () => {
    expect(projectConsents(null, organizer, 'Zlot').map((c) => c.id)).toEqual(['privacy']);
    const both = projectConsents(
      { termsUrl: 'https://przyklad.pl/regulamin', termsText: '', privacyClause: 'Nasza klauzula.' },
      organizer,
      'Zlot',
    );
    expect(both.map((c) => c.id)).toEqual(['terms', 'privacy']);
    expect(both[0]).toMatchObject({ label: 'Akceptuję regulamin', url: 'https://przyklad.pl/regulamin' });
    expect(both[1]?.text).toBe('Nasza klauzula.');
  });

  it('every consent shown is required: an unticked one is a Polish error at consents.<id>', () => {
    const consents = projectConsents({ termsText: 'Regulamin…' }, organizer, 'Zlot');
    const at = new Date('2026-12-02T10:00:00Z');
    expect(acceptConsents(consents, { privacy: true }, at).errors).toEqual([
      'consents.terms: Zaakceptuj regulamin, aby wysłać formularz.',
    ]);
    const ok = acceptConsents(consents, { terms: true, privacy: true }, at);
    expect(ok.errors).toEqual([]);
    expect(ok.accepted).toEqual([
      { id: 'terms', label: 'Akceptuję regulamin', text: 'Regulamin…', url: null, acceptedAt: at },
      expect.objectContaining({ id: 'privacy', acceptedAt: at }),
    ]);
    expect(acceptConsents(consents, { terms: 'true', privacy: 1 }, at).errors).toHaveLength(2);
  });
});
