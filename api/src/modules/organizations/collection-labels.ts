/**
 * The organization's data as a person names it, for messages about an archive's collections (an import
 * refused because the store already holds some of them): never the store's collection names.
 */
const COLLECTION_LABELS: Readonly<Record<string, string>> = {
  organizations: 'dane organizacji',
  projects: 'projekty',
  projectStrings: 'teksty projektów',
  participants: 'uczestnicy',
  customers: 'klienci',
  billings: 'należności',
  payments: 'wpłaty',
  paymentRequests: 'zlecenia płatności',
  paymentNotifications: 'powiadomienia bramek płatności',
  paymentOnboardings: 'rejestracje w bramce płatności',
  paymentRules: 'reguły płatności',
  invoices: 'faktury',
  forms: 'formularze',
  products: 'produkty',
  registrations: 'zgłoszenia',
  notifications: 'powiadomienia',
  notificationDefinitions: 'definicje powiadomień',
  calendars: 'kalendarze',
  documents: 'dokumenty',
  documentTemplates: 'szablony dokumentów',
  attachmentDefinitions: 'definicje załączników',
  landingPages: 'strony',
  reports: 'raporty',
  bankStatements: 'wyciągi bankowe',
  blacklists: 'czarna lista',
  balances: 'salda otwarcia',
  auditLog: 'historia zmian',
  outbox: 'wysłane wiadomości',
  domainEvents: 'zdarzenia',
  webhookDeliveries: 'dostawy webhooków',
  webhookSecrets: 'klucze webhooków',
  gridViews: 'widoki list',
  uploads: 'przesłane pliki',
  optionStock: 'miejsca opcji',
  projectPaymentIntegrations: 'konta płatności projektów',
  projectPluginSettings: 'ustawienia integracji projektów',
};

/** What a collection holds ('inne dane' for one without a label). */
export function collectionLabel(name: string): string {
  return COLLECTION_LABELS[name] ?? 'inne dane';
}

/** 'historia zmian, dane organizacji' for ['auditLog', 'organizations']: each label once, in that order. */
export function collectionLabelList(names: readonly string[]): string {
  return [...new Set(names.map(collectionLabel))].join(', ');
}
