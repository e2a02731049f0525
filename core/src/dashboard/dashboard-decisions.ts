/**
 * 'Do decyzji' on the dashboard: what the data holds that waits for the organizer, each with the screen
 * where it is decided. The server counts (api/src/modules/dashboard); the admin words each item in the
 * project's vocabulary with the right Polish plural form.
 */
import type { NounForms } from '../strings/vocabulary.js';
import { polishPluralCategory } from '../text/polish-plural.js';

export const DASHBOARD_DECISION_KINDS = [
  'overdue-participants',
  'flagged-payments',
  'awaiting-confirmation',
  'pending-refunds',
  'failed-refunds',
  'waiting-list',
] as const;
export type DashboardDecisionKind = (typeof DASHBOARD_DECISION_KINDS)[number];

/** Where each decision is taken: the admin path and the filter the screen opens with. */
export const DASHBOARD_DECISION_PATHS: Readonly<Record<DashboardDecisionKind, string>> = {
  'overdue-participants': '/listy/rozliczenia?status=overdue',
  'flagged-payments': '/listy/wplaty',
  'awaiting-confirmation': '/listy/wplaty?status=WAITING%20FOR%20CONFIRMATION',
  'pending-refunds': '/listy/wplaty?status=refund%3Apending',
  'failed-refunds': '/listy/wplaty?status=refund%3Afailed',
  'waiting-list': '/listy/uczestnicy?status=waiting',
};

type Forms = { one: string; few: string; many: string };

function agree(count: number, forms: Forms): string {
  const category = polishPluralCategory(count);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
}

/** '1 uczestnik', '3 uczestników'…: the noun of the vocabulary agreeing with the count. */
function nounFor(count: number, noun: NounForms): string {
  return agree(count, { one: noun.nominative, few: noun.plural, many: noun.pluralGenitive });
}

/**
 * The item's text: '3 uczestników z zaległą płatnością', '1 wpłata do sprawdzenia',
 * '2 zwroty w toku u operatora'… `participant` is the project's noun (uczestnik, uczeń, pacjent, zakup).
 */
export function dashboardDecisionText(
  kind: DashboardDecisionKind,
  count: number,
  participant: NounForms,
): string {
  const n = `${count}`;
  switch (kind) {
    case 'overdue-participants':
      return `${n} ${nounFor(count, participant)} z zaległą płatnością`;
    case 'flagged-payments':
      return `${n} ${agree(count, { one: 'wpłata', few: 'wpłaty', many: 'wpłat' })} do sprawdzenia`;
    case 'awaiting-confirmation':
      return `${n} ${agree(count, { one: 'wpłata oczekuje', few: 'wpłaty oczekują', many: 'wpłat oczekuje' })} na potwierdzenie`;
    case 'pending-refunds':
      return `${n} ${agree(count, { one: 'zwrot', few: 'zwroty', many: 'zwrotów' })} w toku u operatora`;
    case 'failed-refunds':
      return `${n} ${agree(count, { one: 'nieudany zwrot', few: 'nieudane zwroty', many: 'nieudanych zwrotów' })}`;
    case 'waiting-list':
      return `${n} ${nounFor(count, participant)} na liście rezerwowej`;
  }
}

/** What the organizer does there, shown under the text. */
export const DASHBOARD_DECISION_HINTS: Readonly<Record<DashboardDecisionKind, string>> = {
  'overdue-participants': 'Termin wpłaty minął: przypomnij o płatności albo zmień termin.',
  'flagged-payments': 'Kwota, waluta albo należność nie zgadzają się: przypisz albo odrzuć wpłatę.',
  'awaiting-confirmation': 'Operator płatności czeka na potwierdzenie wpłaty.',
  'pending-refunds': 'Operator jeszcze nie potwierdził zwrotu pieniędzy.',
  'failed-refunds': 'Operator odrzucił zwrot: pieniądze nie wróciły do wpłacającego.',
  'waiting-list': 'Przyjmij osoby z listy rezerwowej, gdy zwolnią się miejsca.',
};
