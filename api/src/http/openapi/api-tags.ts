/** A description for each tag of the document (the first path segment below the API path). */
export const API_TAG_DESCRIPTIONS: Record<string, string> = {
  env: 'Ustawienia środowiska dla przeglądarki.',
  auth: 'Logowanie, rejestracja kont, reset hasła i logowanie zewnętrzne.',
  me: 'Konto zalogowanego użytkownika.',
  'console-error': 'Zgłaszanie błędów przeglądarki.',
  plugins: 'Wczytane wtyczki i trasy wtyczek.',
  project: 'Projekty: odczyt, zapis, kopiowanie i domeny.',
  projects: 'Projekty organizacji: tworzenie i konta płatności projektu.',
  survey: 'Ankiety projektu.',
  surveys: 'Ankiety: odpowiedzi uczestników, wyniki, eksport i kolumny ankiety na liście uczestników.',
  registrations: 'Zapisy przez formularz projektu.',
  strings: 'Słownictwo projektu według typu tłumaczenia.',
  organization: 'Organizacja zalogowanego użytkownika.',
  organizations: 'Ustawienia organizacji, integracje i rejestracja u operatora płatności.',
  'site-admin': 'Administracja serwisu: organizacje i użytkownicy.',
  importexport: 'Eksport i import danych organizacji.',
  audit: 'Historia zmian.',
  forms: 'Formularze projektu: wersje robocze i publikacja.',
  products: 'Produkty i opcje projektu.',
  'payment-rules': 'Cennik: reguły rabatów i dopłat.',
  participants: 'Uczestnicy: lista, dodawanie, zmiany i eksport.',
  customers: 'Klienci: lista, karta, edycja i scalanie.',
  uploads: 'Pliki przesłane przez uczestników.',
  webhooks: 'Webhooki projektu i ich dziennik dostarczeń.',
  payments: 'Wpłaty: płatności online, powiadomienia operatorów, zwroty i wpłaty gotówkowe.',
  system: 'Systemowe konta płatności (administrator serwisu).',
  settlements: 'Rozliczenia uczestników.',
};

/** A tag that has no description above (a plugin's own routes). */
export function tagDescription(tag: string): string {
  return API_TAG_DESCRIPTIONS[tag] ?? `Trasy „${tag}”.`;
}
