import { describe, expect, it } from 'vitest';
import { projectVocabulary } from '../strings/vocabularies.fixture.js';
import type { NounForms } from '../strings/vocabulary.js';
import {
  DASHBOARD_DECISION_KINDS,
  DASHBOARD_DECISION_PATHS,
  dashboardDecisionText,
} from './dashboard-decisions.js';

const participant = projectVocabulary.nouns.participant;
const patient: NounForms = {
  gender: 'm',
  nominative: 'pacjent',
  genitive: 'pacjenta',
  dative: 'pacjentowi',
  accusative: 'pacjenta',
  instrumental: 'pacjentem',
  locative: 'pacjencie',
  plural: 'pacjenci',
  pluralGenitive: 'pacjentów',
};

describe('dashboard decisions', () => {
  it('words the count with the Polish plural form (Intl.PluralRules pl: 1 one, 2–4 few, 5 many)', () => {
    expect(dashboardDecisionText('overdue-participants', 1, participant)).toBe(
      '1 uczestnik z zaległą płatnością',
    );
    expect(dashboardDecisionText('overdue-participants', 3, participant)).toBe(
      '3 uczestnicy z zaległą płatnością',
    );
    expect(dashboardDecisionText('overdue-participants', 12, participant)).toBe(
      '12 uczestników z zaległą płatnością',
    );
    expect(dashboardDecisionText('flagged-payments', 22, participant)).toBe('22 wpłaty do sprawdzenia');
    expect(dashboardDecisionText('awaiting-confirmation', 5, participant)).toBe(
      '5 wpłat oczekuje na potwierdzenie',
    );
    expect(dashboardDecisionText('failed-refunds', 1, participant)).toBe('1 nieudany zwrot');
  });

  it("speaks the project's vocabulary", () => {
    expect(dashboardDecisionText('waiting-list', 2, patient)).toBe('2 pacjenci na liście rezerwowej');
  });

  it('links every decision to an admin screen', () => {
    for (const kind of DASHBOARD_DECISION_KINDS) expect(DASHBOARD_DECISION_PATHS[kind]).toMatch(/^\/listy\//);
  });
});
