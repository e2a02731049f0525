import type { VatRate } from '../money/index.js';
import type { OrganizationSubscriptionStatus } from './organization-enums.js';

/**
 * First document §3: "customerSettings: ignoreYearMonth, hasGlobalPayments, customerPerParticipant, twoPeople,
 * billingsByPaymentDate", and §3 Customer: "Customer settings flags twoPeople and hasGuardian toggle the
 * second-person and guardian columns".
 */
export interface OrganizationCustomerSettings {
  ignoreYearMonth: boolean;
  hasGlobalPayments: boolean;
  customerPerParticipant: boolean;
  twoPeople: boolean;
  hasGuardian: boolean;
  billingsByPaymentDate: boolean;
}

/** Second document §3: "logo (id, fileName, mimeType, height default 30)". */
export interface OrganizationLogo {
  id?: string;
  fileName?: string;
  mimeType?: string;
  height: number;
}

/** Second document §3 "Organization invoicing defaults": lumpPercent 8.5, lumpSum, vatPercent 'np', useVat, daysToPay 14, patternId, correctionPatternId. */
export interface OrganizationInvoicing {
  lumpPercent: number;
  lumpSum: boolean;
  vatPercent: VatRate;
  useVat: boolean;
  daysToPay: number;
  patternId: string;
  correctionPatternId: string;
}

/** Second document §3: "numberingPatterns (patternId, pattern default 'xxxx/yyyy', yearly boolean)". */
export interface NumberingPattern {
  patternId: string;
  pattern: string;
  yearly: boolean;
}

/** One module group's values: plain settings, and each secret as `S`. */
export type ModuleSettingsValues<S = string> = Record<string, string | number | boolean | S>;

/**
 * Second document §3 "Integrations". `S` is how a secret field is held: the stored text (ciphertext, or
 * '' when unset) on the server, `{ set }` markers in responses, a new value or a marker in requests. The
 * module ids and the groups' fields are the installed plugins' (`PluginSettings`).
 */
export interface OrganizationIntegrations<S = string> {
  useSystemPaymentAccounts: boolean;
  /** A payment module id, or 'none'. */
  paymentModule: string;
  isAccountingEnabled: boolean;
  /** An accounting module id, or 'none'. */
  accountingModule: string;
  /** Each module group's values by group key (e.g. 'przelewy24'), as its plugin declares them. */
  accounts: Record<string, ModuleSettingsValues<S>>;
}

/** The settings an organization's administrator edits (`/admin/ustawienia/organizacja`). */
export interface OrganizationSettings<S = string> {
  name: string;
  domainName: string;
  useDomain: boolean;
  emailAddress: string;
  phoneNumber: string;
  url: string;
  customerSettings: OrganizationCustomerSettings;
  logo: OrganizationLogo;
  calendar: { enabled: boolean; onParticipant: boolean };
  invoicing: OrganizationInvoicing;
  integrations: OrganizationIntegrations<S>;
  numberingPatterns: NumberingPattern[];
}

/** Second document §3: "permissions (userId, role, from, to)"; unset ends are open. */
export interface OrganizationPermission<D = Date> {
  userId: string;
  role: string;
  from: D | null;
  to: D | null;
}

/** A whole organization (first document §3 + second document §3). */
export interface Organization<S = string, D = Date> extends OrganizationSettings<S> {
  organizationId: string;
  ownerId: string;
  subscriptionStatus: OrganizationSubscriptionStatus;
  permissions: OrganizationPermission<D>[];
  createdAt: D;
  updatedAt: D;
}
