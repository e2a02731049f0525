import { formatProjectDate } from '@zapisy/core';
/** Every Polish text the payment widget shows, in one place. */
export const TEXTS = {
  title: 'Płatność',
  variantTitle: {
    link: 'Płatność',
    form: 'Płatność za zgłoszenie',
    invoice: 'Płatność za fakturę',
    email: 'Płatność',
  },
  loading: 'Wczytywanie płatności…',
  retry: 'Spróbuj ponownie',
  unavailable:
    'Nie udało się wczytać płatności. Serwer jest chwilowo niedostępny — spróbuj odświeżyć stronę za chwilę.',
  notFound: (project: string) => `Nie znaleziono projektu „${project}”.`,
  noKey: 'Link do płatności jest nieprawidłowy lub wygasł.',
  payer: 'Płatnik',
  installment: (n: number, m: number) => `rata ${n} z ${m}`,
  single: 'płatność jednorazowa',
  dueDate: 'termin',
  amount: 'kwota',
  leftToPay: 'pozostało',
  status: 'status',
  dueNow: 'Do zapłaty teraz',
  late: 'Zaległe',
  all: 'Razem pozostało',
  nothingToPay: 'Nie ma nic do zapłaty. Dziękujemy!',
  whatToPay: 'Co chcesz zapłacić?',
  chooseBillings: 'Wybrane raty',
  billingsLegend: 'Raty do zapłaty',
  ownAmount: 'Kwota do zapłaty (zł)',
  ownAmountHint: (max: string) => `Możesz wpłacić część należności, najwyżej ${max}.`,
  badAmount: 'Podaj kwotę większą od zera, nie większą niż do zapłaty (np. 150,00).',
  noBillingChosen: 'Zaznacz co najmniej jedną ratę.',
  method: 'Sposób płatności',
  online: (provider: string) => `Płatność online (${provider})`,
  transfer: 'Przelew tradycyjny',
  cash: 'Gotówka',
  toPay: 'Do zapłaty:',
  payOnline: 'Przejdź do płatności',
  starting: 'Przekierowujemy do operatora płatności…',
  startFailed: 'Nie udało się rozpocząć płatności. Spróbuj ponownie za chwilę.',
  account: 'Numer rachunku',
  recipient: 'Odbiorca',
  transferTitle: 'Tytuł przelewu',
  transferAmount: 'Kwota',
  copy: 'Kopiuj',
  copied: 'Skopiowano',
  copyLabel: (what: string) => `Kopiuj: ${what}`,
  qrLabel: 'Kod QR przelewu — zeskanuj go w aplikacji swojego banku',
  noAccount: 'Organizator nie podał numeru rachunku. Skontaktuj się z organizatorem.',
  transferNote: 'Wpłata zostanie zaksięgowana po jej otrzymaniu przez organizatora.',
  cashMessage: 'Prosimy o wpłatę gotówką u organizatora.',
  statusTitle: {
    paid: 'Płatność przyjęta',
    pending: 'Płatność w trakcie realizacji',
    canceled: 'Płatność anulowana',
    failed: 'Płatność nie powiodła się',
    unconfirmed: 'Płatność anulowana lub niedokończona',
  },
  /** Said when the page knows more than the server's answer yet (see return-outcome.ts). */
  shownMessage: {
    canceled:
      'Płatność została anulowana u operatora płatności. Nic nie zostało pobrane — możesz zapłacić ponownie.',
    unconfirmed:
      'Operator płatności nie zgłosił wpłaty. Jeśli płatność została anulowana, możesz zapłacić ponownie; jeśli ją wykonano, status zmieni się tu po zaksięgowaniu.',
  },
  checking: 'Sprawdzamy status płatności…',
  stillPending:
    'Status płatności zaktualizuje się, gdy operator ją zaksięguje. Możesz odświeżyć stronę później.',
  payAgain: 'Zapłać ponownie',
  paymentAmount: 'Kwota płatności:',
} as const;

/** '12345678901234567890123456' → '12 3456 7890 1234 5678 9012 3456' (the Polish NRB grouping). */
export function groupAccountNumber(value: string): string {
  const digits = value.replace(/\s+/g, '');
  if (!/^(PL)?\d{26}$/.test(digits)) return value;
  const nrb = digits.replace(/^PL/, '');
  return [nrb.slice(0, 2), ...(nrb.slice(2).match(/\d{4}/g) ?? [])].join(' ');
}

/** An ISO instant on its Polish (Warsaw) day in the project's date format (core formatProjectDate). */
export function formatDueDate(iso: string, dateFormat?: string): string {
  return formatProjectDate(iso, { dateFormat }) || iso;
}
