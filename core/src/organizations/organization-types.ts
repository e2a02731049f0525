import type { VatRate } from '../money/index.js';
import type {
  OrganizationAccountingModule,
  OrganizationPaymentModule,
  OrganizationSubscriptionStatus,
} from './organization-enums.js';

/** First document §3: "customerSettings: ignoreYearMonth, hasGlobalPayments, customerPerParticipant, twoPeople, billingsByPaymentDate." */
export interface OrganizationCustomerSettings {
  ignoreYearMonth: boolean;
  hasGlobalPayments: boolean;
  customerPerParticipant: boolean;
  twoPeople: boolean;
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

/**
 * Second document §3 "Integrations". `S` is how a secret field is held: the stored text (ciphertext, or
 * '' when unset) on the server, `{ set }` markers in responses, a new value or a marker in requests.
 */
export interface OrganizationIntegrations<S = string> {
  useSystemPaymentAccounts: boolean;
  paymentModule: OrganizationPaymentModule;
  isAccountingEnabled: boolean;
  accountingModule: OrganizationAccountingModule;
  paynow: { apiKey: S; signKey: S };
  payu: { posId: string; clientId: string; secret: S; md5: S };
  przelewy24: {
    posId: string;
    merchantId: string;
    orderKey: S;
    crcKey: S;
    apiKey: S;
    marketplaceEnabled: boolean;
    marketplaceMerchantId: string;
    marketplacePosId: string;
    cost: number;
    verified: boolean;
  };
  ifirma: {
    userName: string;
    passwordInvoice: S;
    passwordReceipt: S;
    passwordAccount: S;
    numberingScheme: string;
    customersFilter: string;
  };
  fakturownia: { domain: string; token: S };
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
