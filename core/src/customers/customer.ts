/** Customer types of spec §3 "Customer". */
export const CUSTOMER_TYPES = [
  'participant',
  'user',
  'organization',
  'employee',
  'imported',
  'manual',
  'cancelled',
] as const;

export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** "Polish labels Uczestnik, Użytkownik, Organizacja, Pracownik, Zaimportowany, Dodany ręcznie, Anulowany". */
export const CUSTOMER_TYPE_LABELS: Readonly<Record<CustomerType, string>> = {
  participant: 'Uczestnik',
  user: 'Użytkownik',
  organization: 'Organizacja',
  employee: 'Pracownik',
  imported: 'Zaimportowany',
  manual: 'Dodany ręcznie',
  cancelled: 'Anulowany',
};

export function isCustomerType(value: unknown): value is CustomerType {
  return typeof value === 'string' && (CUSTOMER_TYPES as readonly string[]).includes(value);
}

export interface CustomerAddress {
  country?: string | null;
  city?: string | null;
  postalCode?: string | null;
  street?: string | null;
  homeNo?: string | null;
  flatNo?: string | null;
}

export interface CustomerInvoiceData {
  _id?: string;
  fullName?: string | null;
  taxId?: string | null;
  regon?: string | null;
  krs?: string | null;
  personalId?: string | null;
  bankAccount?: string | null;
  phoneNumber?: string | null;
  businessType?: number | null;
  trade?: string | null;
  address?: CustomerAddress | null;
}

/** Amounts in integer grosze. */
export interface CustomerBillingDefaults {
  price?: number | null;
  billingAmount?: number | null;
  serviceName?: string | null;
  serviceUnit?: string | null;
  quantity?: number | null;
  calendarEventName?: string | null;
  disableInvoicePeriodically?: boolean | null;
}

/** One of the two guardian sets ("first name, last name, e-mail and phone, in two sets"). */
export interface CustomerGuardian {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

/** Customer entity of spec §3; relations the core does not read are left as unknown. */
export interface Customer {
  _id?: string;
  organizationId?: string;
  organization?: unknown;
  externalId?: string | null;
  externalSystem?: string | null;
  key?: string | null;
  isPerson?: boolean | null;
  type?: CustomerType;
  active?: boolean | null;
  description?: string | null;
  metadata?: unknown;
  photo?: unknown;
  bio?: string | null;
  showInEmployeeSelect?: boolean | null;
  email?: string | null;
  email2?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  firstName2?: string | null;
  lastName2?: string | null;
  phoneNumber?: string | null;
  phoneNumber2?: string | null;
  birthDate?: Date | string | null;
  nationalNo?: string | null;
  nationalNo2?: string | null;
  passportNo?: string | null;
  passportNo2?: string | null;
  guardian?: CustomerGuardian | null;
  guardian2?: CustomerGuardian | null;
  allowEmail?: boolean | null;
  allowSystemEmail?: boolean | null;
  allowMarketingEmail?: boolean | null;
  account?: unknown;
  invoiceData?: CustomerInvoiceData | null;
  billings?: readonly unknown[];
  billingDefaults?: CustomerBillingDefaults | null;
  employeeId?: string | null;
  employee?: unknown;
  calendarAssignments?: readonly unknown[];
  calendars?: readonly unknown[];
}
