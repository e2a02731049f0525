/**
 * The settings groups of a project (spec second document §3 "Project", §9 constants), each a closed JSON
 * Schema with a Polish title and defaults. `projectSchema` (project-schema.ts) puts them together.
 */
import { PAYMENT_DISTRIBUTION_ALGORITHMS } from '../billing/index.js';
import { INSTALLMENT_CALCULATION_TYPES, INSTALLMENTS_TYPES } from '../installments/index.js';
import { vatRateSchema } from '../money/index.js';
import { businessTypeSchema } from '../organizations/organization-enums.js';
import { USER_ROLES } from '../permissions/index.js';
import { bool, choice, date, grosze, group, int, labelledChoice, num, text, url } from './schema-parts.js';

/** One installments definition (core's InstallmentsDefinition); its details are checked by core's rules. */
export const installmentsDefinitionSchema = {
  type: 'object',
  title: 'Definicja rat',
  required: ['name', 'definitionId', 'type', 'count', 'multiplier', 'calculationType'],
  properties: {
    name: { type: 'string', title: 'Nazwa', maxLength: 200 },
    definitionId: { type: 'string', title: 'Identyfikator', maxLength: 64 },
    type: { type: 'string', title: 'Rodzaj', enum: INSTALLMENTS_TYPES },
    count: { type: 'integer', title: 'Liczba rat', minimum: 0, maximum: 1000 },
    multiplier: { type: 'number', title: 'Mnożnik', minimum: 0, maximum: 1000 },
    calculationType: { type: 'string', title: 'Sposób wyliczenia', enum: INSTALLMENT_CALCULATION_TYPES },
    // Checked by core's installments rules; `additionalProperties: true` so the response serializer keeps them.
    advance: { type: ['object', 'null'], title: 'Zaliczka', additionalProperties: true },
    betweenDates: { type: ['object', 'null'], title: 'Między datami', additionalProperties: true },
    constantNumber: { type: ['object', 'null'], title: 'Stała liczba rat', additionalProperties: true },
  },
} as const;

/** Spec §9: "Default payments: online on, cash off, automatic on, daysLate 2, statements off, algorithm
 * consecutive, matching on customer and participant data". */
export const paymentsSettingsSchema = group('Płatności', {
  enabled: bool('Płatności włączone', true),
  online: bool('Płatności online', true),
  cash: bool('Płatność gotówką', false),
  automatic: bool('Automatyczne księgowanie', true),
  byInvoiceNumber: bool('Dopasowanie po numerze faktury', false),
  discount: bool('Rabaty', false),
  roundToInt: bool('Zaokrąglanie do pełnych złotych', false),
  daysLate: int('Dni opóźnienia', 2, 0, 365),
  statements: group('Wyciągi bankowe', {
    enabled: bool('Import wyciągów', false),
    distributionAlgorithm: choice('Podział wpłaty', PAYMENT_DISTRIBUTION_ALGORITHMS, 'consecutive'),
    matchOnCustomerData: bool('Dopasowanie po danych klienta', true),
    matchOnParticipantData: bool('Dopasowanie po danych uczestnika', true),
    settleWithEvent: bool('Rozliczenie w ramach projektu', false),
  }),
  installments: group('Raty', {
    enabled: bool('Raty włączone', false),
    billBeforeInstallment: bool('Należność przed terminem raty', false),
    configurations: {
      type: 'array',
      title: 'Definicje rat',
      maxItems: 100,
      items: installmentsDefinitionSchema,
      default: [],
    },
  }),
});

const webhook = (title: string) =>
  group(title, { enabled: bool('Włączony', false), target: url('Adres docelowy') });

/** Spec: "webhooks: on form enter, form submit, accommodation select, payment executed, registration completed". */
export const webhooksSettingsSchema = group('Webhooki', {
  formEnter: webhook('Wejście na formularz'),
  formSubmit: webhook('Wysłanie formularza'),
  accommodationSelect: webhook('Wybór noclegu'),
  paymentExecuted: webhook('Wykonana płatność'),
  registrationCompleted: webhook('Zakończone zapisy'),
});

/**
 * Project invoicing. The fields the organization also has (lumpPercent, lumpSum, vatPercent, useVat,
 * daysToPay, patternId, correctionPatternId) are null by default: null means "as the organization"
 * (spec: "Project values override organization values (invoicing in particular)"; see effectiveInvoicing).
 */
export const invoicingSettingsSchema = group('Faktury', {
  enabled: bool('Faktury włączone', false),
  showBrutto: bool('Pokazuj kwoty brutto', false),
  showAlways: bool('Zawsze pokazuj faktury', false),
  invoicePerBilling: bool('Faktura do każdej należności', false),
  addInvoiceWhenBill: bool('Faktura przy naliczeniu', false),
  addInvoicePeriodically: bool('Faktury okresowe', false),
  exportInvoicePeriodically: bool('Okresowy eksport faktur', false),
  useVat: { type: ['boolean', 'null'], title: 'Płatnik VAT (puste = jak organizacja)', default: null },
  vatPercent: vatRateSchema('Stawka VAT (puste = jak organizacja)', { nullable: true, value: null }),
  serviceName: text('Nazwa usługi', '', 300),
  serviceUnit: text('Jednostka', '', 30),
  lumpSum: { type: ['boolean', 'null'], title: 'Ryczałt (puste = jak organizacja)', default: null },
  lumpPercent: {
    type: ['number', 'null'],
    title: 'Stawka ryczałtu % (puste = jak organizacja)',
    minimum: 0,
    maximum: 100,
    default: null,
  },
  daysToPay: {
    type: ['integer', 'null'],
    title: 'Termin płatności w dniach (puste = jak organizacja)',
    minimum: 0,
    maximum: 365,
    default: null,
  },
  patternId: { type: ['string', 'null'], title: 'Numeracja faktur', maxLength: 64, default: null },
  correctionPatternId: { type: ['string', 'null'], title: 'Numeracja korekt', maxLength: 64, default: null },
  invoiceNumberSeed: int('Pierwszy numer faktury', 1, 1, 1_000_000_000),
  correctionNumberSeed: int('Pierwszy numer korekty', 1, 1, 1_000_000_000),
  fullName: text('Nazwa sprzedawcy', '', 300),
  taxId: text('NIP', '', 20),
  personalId: text('PESEL', '', 20),
  bankAccount: text('Numer konta', '', 40),
  phoneNumber: text('Telefon', '', 30),
  address: text('Adres', '', 500),
  businessType: { ...businessTypeSchema, title: 'Forma prawna sprzedawcy' },
});

/** Spec §9: "employees dayOfMonth 1". */
export const employeesSettingsSchema = group('Pracownicy', {
  enabled: bool('Pracownicy włączeni', false),
  automaticCompensations: bool('Automatyczne wynagrodzenia', false),
  dayOfMonth: int('Dzień miesiąca rozliczenia', 1, 1, 31),
});

export const documentsSettingsSchema = group('Dokumenty', {
  enabled: bool('Dokumenty włączone', false),
  attachmentsEnabled: bool('Załączniki włączone', false),
  disableAnonymousAttachmentsEdit: bool('Blokuj edycję załączników bez logowania', false),
});

/** Spec: "analytics … default all disabled, empty ids". */
export const analyticsSettingsSchema = group('Analityka', {
  pixelEnabled: bool('Piksel Facebooka', false),
  pixelId: text('Identyfikator piksela', '', 100),
  googleAnalyticsEnabled: bool('Google Analytics', false),
  googleAnalyticsId: text('Identyfikator Google Analytics', '', 100),
});

/** Spec: absenceMessageAfterHour default. */
export const DEFAULT_ABSENCE_MESSAGE_AFTER_HOUR =
  'Termin zgłaszania nieobecności w dniu dzisiejszym minął. Zgłoszenie nieobecności nie wstrzyma naliczenia należności.';

/** Spec: "defaultEventLength (30 minutes), onParticipant (default true)". */
export const calendarSettingsSchema = group('Kalendarz', {
  enabled: bool('Kalendarz włączony', false),
  billingEnabled: bool('Naliczanie z kalendarza', false),
  calendarAsDefault: bool('Kalendarz jako widok domyślny', false),
  calendarEventName: text('Nazwa terminu', '', 200),
  placesCalendarEnable: bool('Kalendarze miejsc', false),
  eventCalendarsEnable: bool('Kalendarze projektu', false),
  defaultEventLength: int('Domyślna długość terminu (minuty)', 30, 1, 1440),
  onParticipant: bool('Kalendarz na uczestniku', true),
  billingHoursForAllDayEvents: num('Godziny naliczane za termin całodniowy', 0, 0, 24),
  availabilityEventsEnable: bool('Terminy dostępności', false),
  availabilityAlignMinutes: int('Wyrównanie dostępności (minuty)', 0, 0, 1440),
  requireParticipant: bool('Wymagaj uczestnika', false),
  defaultRule: text('Domyślna reguła powtarzania', '', 500),
  absenceMessageAfterHour: text(
    'Komunikat po terminie zgłaszania nieobecności',
    DEFAULT_ABSENCE_MESSAGE_AFTER_HOUR,
    1000,
  ),
});

export const DEBT_COLLECTION_SCOPES = ['PerOrganization', 'PerEvent'] as const;
export const INTEREST_CALCULATION_METHODS = ['Daily', 'Monthly', 'Fixed'] as const;
export const INTEREST_NOTE_FREQUENCIES = ['Monthly', 'Manual', 'Quarterly'] as const;

/** Spec "Debt collection settings" defaults; minAmountForCase 50 zł is 5000 grosze. */
export const debtCollectionSettingsSchema = group('Windykacja', {
  enabled: bool('Windykacja włączona', false),
  scope: choice('Zakres', DEBT_COLLECTION_SCOPES, 'PerOrganization'),
  useStatutoryInterestRate: bool('Odsetki ustawowe', true),
  customInterestRate: num('Własna stopa odsetek (%)', 0, 0, 100),
  interestCalculationMethod: choice('Naliczanie odsetek', INTEREST_CALCULATION_METHODS, 'Daily'),
  interestNoteFrequency: choice('Częstotliwość not odsetkowych', INTEREST_NOTE_FREQUENCIES, 'Monthly'),
  automaticRemindersEnabled: bool('Automatyczne przypomnienia', false),
  reminderSchedule: group('Harmonogram przypomnień', {
    firstReminderDays: int('Pierwsze przypomnienie (dni)', 7, 1, 365),
    secondReminderDays: int('Drugie przypomnienie (dni)', 14, 1, 365),
    finalReminderDays: int('Ostateczne wezwanie (dni)', 30, 1, 365),
  }),
  autoCreateCasesEnabled: bool('Automatyczne zakładanie spraw', false),
  minAmountForCase: grosze('Minimalna kwota sprawy', 5000),
  daysOverdueForCase: int('Dni po terminie do założenia sprawy', 14, 1, 3650),
  interestNotePatternId: text('Numeracja not odsetkowych', '', 64),
  interestNoteNumberSeed: int('Pierwszy numer noty', 1, 1, 1_000_000_000),
});

export const dataSettingsSchema = group('Dane', {
  showFromAllEvents: bool('Pokazuj dane ze wszystkich projektów', false),
  participantsSortEnabled: bool('Sortowanie uczestników', false),
  participantsSortField: text('Pole sortowania', '', 100),
  participantsSortField2: text('Drugie pole sortowania', '', 100),
  participantsSortAsc: bool('Rosnąco', true),
  participantsSortAsc2: bool('Drugie pole rosnąco', true),
});

/** Second document §3 LandingPage: "Template types: DefaultTemplate, CustomTemplate, …, None". */
export const LANDING_PAGE_TEMPLATES = [
  'DefaultTemplate',
  'CustomTemplate',
  'VideoBackground',
  'VideoAndDescriptionTemplate',
  'CoverAndDescriptionTemplate',
  'Bilingual',
  'None',
] as const;

export const LANDING_PAGE_TEMPLATE_LABELS: Readonly<Record<(typeof LANDING_PAGE_TEMPLATES)[number], string>> =
  {
    DefaultTemplate: 'Domyślny',
    CustomTemplate: 'Własny',
    VideoBackground: 'Film w tle',
    VideoAndDescriptionTemplate: 'Film i opis',
    CoverAndDescriptionTemplate: 'Zdjęcie w tle i opis',
    Bilingual: 'Dwujęzyczny',
    None: 'Bez strony głównej',
  };

const NAVBAR_LABELS = { light: 'Jasny', dark: 'Ciemny' } as const;

const fileName = { type: 'string', maxLength: 255, pattern: '^[^/\\\\]+$' } as const;
const optionalFileName = { type: 'string', maxLength: 255, pattern: '^[^/\\\\]*$' } as const;

export const appearanceSettingsSchema = group('Wygląd', {
  themeName: labelledChoice('Motyw', ['default'] as const, { default: 'Domyślny' }, 'default'),
  navbarTheme: labelledChoice('Kolor paska nawigacji', ['light', 'dark'] as const, NAVBAR_LABELS, 'light'),
  navbarVariant: labelledChoice(
    'Wariant paska nawigacji',
    ['light', 'dark'] as const,
    NAVBAR_LABELS,
    'light',
  ),
  backgrounds: { type: 'array', title: 'Tła', maxItems: 50, items: fileName, default: [] },
  landingPageTemplate: labelledChoice(
    'Szablon strony głównej',
    LANDING_PAGE_TEMPLATES,
    LANDING_PAGE_TEMPLATE_LABELS,
    'DefaultTemplate',
  ),
  carouselImages: { type: 'array', title: 'Zdjęcia karuzeli', maxItems: 50, items: fileName, default: [] },
  logo: {
    type: ['object', 'null'],
    title: 'Logo',
    additionalProperties: false,
    required: ['id', 'fileName', 'mimeType', 'height'],
    properties: {
      id: text('Identyfikator', '', 64),
      fileName: { ...optionalFileName, title: 'Plik', default: '' },
      mimeType: text('Typ', '', 100),
      // Spec second document §3: "logo (…, height default 30)".
      height: int('Wysokość', 30, 1, 1000),
    },
    default: null,
  },
});

/** Spec: "subscription {firstRegistration, enabled}". */
export const subscriptionSettingsSchema = group('Subskrypcja', {
  firstRegistration: date('Pierwsze zgłoszenie'),
  enabled: bool('Subskrypcja aktywna', false),
});

export const accommodationSettingsSchema = group('Noclegi', {
  exclusionRule: text('Reguła wykluczenia', '', 5000),
});

/** Spec §6: "Project permissions list userId, role and optional from/to (open-ended if unset)". */
export const projectPermissionSchema = {
  type: 'object',
  title: 'Uprawnienie',
  additionalProperties: false,
  required: ['userId', 'role'],
  properties: {
    userId: { type: 'string', title: 'Użytkownik', minLength: 1, maxLength: 64 },
    role: { type: 'string', title: 'Rola', enum: USER_ROLES.filter((role) => role !== 'site-admin') },
    from: date('Od'),
    to: date('Do'),
  },
} as const;
