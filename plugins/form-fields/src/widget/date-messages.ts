/** The DatePicker's own Polish messages about what was typed (the kind's validation says only that a date is wrong). */
export const DATE_MESSAGES = {
  format: (hint: string) => `Podaj datę w formacie ${hint}.`,
  impossible: (typed: string, hint: string) =>
    `Taka data nie istnieje: ${typed}. Podaj datę w formacie ${hint}.`,
  openCalendar: 'Wybierz datę z kalendarza',
  calendar: 'Wybierz datę',
  previousMonth: 'Poprzedni miesiąc',
  nextMonth: 'Następny miesiąc',
  previousYear: 'Poprzedni rok',
  nextYear: 'Następny rok',
  close: 'Zamknij',
  keyboardHelp: 'Strzałki – dzień, PageUp/PageDown – miesiąc (z Shift – rok), Enter – wybór.',
} as const;

/** Polish weekdays from Monday: the column headers and their full names. */
export const WEEKDAYS: readonly { readonly short: string; readonly name: string }[] = [
  { short: 'Pn', name: 'poniedziałek' },
  { short: 'Wt', name: 'wtorek' },
  { short: 'Śr', name: 'środa' },
  { short: 'Cz', name: 'czwartek' },
  { short: 'Pt', name: 'piątek' },
  { short: 'So', name: 'sobota' },
  { short: 'Nd', name: 'niedziela' },
];
