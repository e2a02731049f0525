/**
 * TypeScript shapes of a project (spec second document §3), matching the JSON Schemas. Dates are Date
 * objects in the store and ISO strings over HTTP; pure functions accept either (`ProjectDate`).
 */
import type { PaymentDistributionAlgorithm } from '../billing/index.js';
import type { InstallmentsDefinition } from '../installments/index.js';
import type { VatRate } from '../money/index.js';
import type { UserRole } from '../permissions/index.js';
import type { TranslationTypeId } from '../strings/index.js';
import type { ProjectDateFormat } from '../time/project-date.js';
import type {
  DEBT_COLLECTION_SCOPES,
  INTEREST_CALCULATION_METHODS,
  INTEREST_NOTE_FREQUENCIES,
  LANDING_PAGE_TEMPLATES,
} from './settings-schemas.js';

export type ProjectDate = Date | string | null;

export interface RegistrationSettings {
  enabled: boolean;
  from: ProjectDate;
  to: ProjectDate;
  confirm: boolean;
  timeConstained: boolean;
  limitOfParticipantsEnabled: boolean;
  limitOfParticipants: number;
  enableWaitingList: boolean;
  affiliateEnabled: boolean;
  affiliateProviderAmount: number;
  affiliateProviderPercent: number;
  affiliateMaxUses: number;
  affiliateMinPurchaseAmount: number;
  affiliateCommissionValidationDays: number;
  affiliateBillingCategory: string;
  /** 'auto' (default), 'off' or a bot-protection plugin's id (see BOT_PROTECTION_AUTO). */
  botProtection: string;
}

export interface SurveySettings {
  enabled: boolean;
  from: ProjectDate;
  to: ProjectDate;
  /** Answers are accepted without a participant's survey link too (stored without a participant). */
  anonymous: boolean;
}

export interface ReceptionSettings {
  enabled: boolean;
  meetings: { enabled: boolean; current: number };
}

/** The form's consents: terms (text or address) and the RODO clause (empty: the default one). */
export interface ConsentSettings {
  termsUrl: string;
  termsText: string;
  privacyClause: string;
}

export interface ProjectEvent {
  name: string;
  slogan: string;
  description: string;
  domainName: string;
  isMainDomain: boolean;
  from: ProjectDate;
  to: ProjectDate;
  emailAddress: string;
  /** Where it takes place (the participant's page header). */
  place: string;
  /** The project's own website: 'Wróć na stronę …' after registering leads there. */
  websiteUrl: string;
  /** One of PROJECT_DATE_FORMATS: every date the project shows (formatProjectDate). */
  dateFormat: ProjectDateFormat;
  consents: ConsentSettings;
  translationType: TranslationTypeId;
  registration: RegistrationSettings;
  survey: SurveySettings;
  reception: ReceptionSettings;
}

export interface PaymentsSettings {
  enabled: boolean;
  online: boolean;
  cash: boolean;
  automatic: boolean;
  byInvoiceNumber: boolean;
  discount: boolean;
  roundToInt: boolean;
  daysLate: number;
  statements: {
    enabled: boolean;
    distributionAlgorithm: PaymentDistributionAlgorithm;
    matchOnCustomerData: boolean;
    matchOnParticipantData: boolean;
    settleWithEvent: boolean;
  };
  installments: {
    enabled: boolean;
    billBeforeInstallment: boolean;
    configurations: InstallmentsDefinition[];
  };
}

export interface WebhookSettings {
  enabled: boolean;
  target: string;
}

export type WebhookName =
  | 'formEnter'
  | 'formSubmit'
  | 'accommodationSelect'
  | 'paymentExecuted'
  | 'registrationCompleted';

export type WebhooksSettings = Record<WebhookName, WebhookSettings>;

/** Project invoicing; null in an inheritable field means "as the organization". */
export interface ProjectInvoicingSettings {
  enabled: boolean;
  showBrutto: boolean;
  showAlways: boolean;
  invoicePerBilling: boolean;
  addInvoiceWhenBill: boolean;
  addInvoicePeriodically: boolean;
  exportInvoicePeriodically: boolean;
  useVat: boolean | null;
  vatPercent: VatRate | null;
  serviceName: string;
  serviceUnit: string;
  lumpSum: boolean | null;
  lumpPercent: number | null;
  daysToPay: number | null;
  patternId: string | null;
  correctionPatternId: string | null;
  invoiceNumberSeed: number;
  correctionNumberSeed: number;
  fullName: string;
  taxId: string;
  personalId: string;
  bankAccount: string;
  phoneNumber: string;
  address: string;
  businessType: number;
}

export interface EmployeesSettings {
  enabled: boolean;
  automaticCompensations: boolean;
  dayOfMonth: number;
}

export interface DocumentsSettings {
  enabled: boolean;
  attachmentsEnabled: boolean;
  disableAnonymousAttachmentsEdit: boolean;
}

export interface AnalyticsSettings {
  pixelEnabled: boolean;
  pixelId: string;
  googleAnalyticsEnabled: boolean;
  googleAnalyticsId: string;
}

export interface CalendarSettings {
  enabled: boolean;
  billingEnabled: boolean;
  calendarAsDefault: boolean;
  calendarEventName: string;
  placesCalendarEnable: boolean;
  eventCalendarsEnable: boolean;
  defaultEventLength: number;
  onParticipant: boolean;
  billingHoursForAllDayEvents: number;
  availabilityEventsEnable: boolean;
  availabilityAlignMinutes: number;
  requireParticipant: boolean;
  defaultRule: string;
  absenceMessageAfterHour: string;
}

export interface DebtCollectionSettings {
  enabled: boolean;
  scope: (typeof DEBT_COLLECTION_SCOPES)[number];
  useStatutoryInterestRate: boolean;
  customInterestRate: number;
  interestCalculationMethod: (typeof INTEREST_CALCULATION_METHODS)[number];
  interestNoteFrequency: (typeof INTEREST_NOTE_FREQUENCIES)[number];
  automaticRemindersEnabled: boolean;
  reminderSchedule: { firstReminderDays: number; secondReminderDays: number; finalReminderDays: number };
  autoCreateCasesEnabled: boolean;
  /** Grosze. */
  minAmountForCase: number;
  daysOverdueForCase: number;
  interestNotePatternId: string;
  interestNoteNumberSeed: number;
}

export interface DataSettings {
  showFromAllEvents: boolean;
  participantsSortEnabled: boolean;
  participantsSortField: string;
  participantsSortField2: string;
  participantsSortAsc: boolean;
  participantsSortAsc2: boolean;
}

export interface AppearanceSettings {
  themeName: string;
  navbarTheme: 'light' | 'dark';
  navbarVariant: string;
  backgrounds: string[];
  landingPageTemplate: (typeof LANDING_PAGE_TEMPLATES)[number];
  carouselImages: string[];
  logo: { id: string; fileName: string; mimeType: string; height: number } | null;
}

export interface ProjectPermission {
  userId: string;
  role: Exclude<UserRole, 'site-admin'>;
  from?: ProjectDate;
  to?: ProjectDate;
}

/** The editable settings of a project: everything `PATCH /project/{eventId}` writes. */
export interface ProjectSettings {
  lite: boolean;
  event: ProjectEvent;
  payments: PaymentsSettings;
  webhooks: WebhooksSettings;
  invoicing: ProjectInvoicingSettings;
  employees: EmployeesSettings;
  documents: DocumentsSettings;
  analytics: AnalyticsSettings;
  calendar: CalendarSettings;
  debtCollectionSettings: DebtCollectionSettings;
  dataSettings: DataSettings;
  appearance: AppearanceSettings;
  subscription: { firstRegistration: ProjectDate; enabled: boolean };
  accommodation: { exclusionRule: string };
  permissions: ProjectPermission[];
}

/** A whole project: its settings and the fields the server owns. */
export interface Project extends ProjectSettings {
  eventId: string;
  baseEventId?: string;
  organizationId: string;
  active: boolean;
  createdAt?: ProjectDate;
  updatedAt?: ProjectDate;
}
