import { ValidationError } from '../errors/index.js';

/**
 * Spec §3 "Well-known field names: email_main, first_name, last_name, phone_number, birth_date, company_name,
 * national_no, passport_no, tax_id, street, home_no, flat_no, postal_code, city, country" — the personal set
 * that also exists with customer_, parent_ and _2 variants.
 */
export const FORM_PERSONAL_FIELD_NAMES = {
  email: 'email_main',
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  birthDate: 'birth_date',
  companyName: 'company_name',
  nationalNo: 'national_no',
  passportNo: 'passport_no',
  taxId: 'tax_id',
  street: 'street',
  homeNo: 'home_no',
  flatNo: 'flat_no',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
} as const;

/** Spec §3 well-known field names: the personal set plus "Others". */
export const FORM_FIELD_NAMES = {
  ...FORM_PERSONAL_FIELD_NAMES,
  leftToPay: 'left_to_pay',
  leftToPayLate: 'left_to_pay_late',
  leftToPayRequired: 'left_to_pay_required',
  vat: 'vat',
  amount: 'amount',
  grossAmount: 'gross_amount',
  discount: 'discount',
  manualDiscount: 'manual_discount',
  totalSum: 'total_sum',
  details: 'details',
  needsRecounting: 'needs_recounting',
  payments: 'payments',
  paymentForm: 'paymentForm',
  status: 'status',
  product: 'product',
  selectProduct: 'select_product',
  group: 'group',
  installmentsSelect: 'installments_select',
  installmentsDescription: 'installments_description',
  installmentsDateFrom: 'installments_date_from',
  installmentsDateTo: 'installments_date_to',
  customerPerParticipant: 'customer_per_participant',
  marketingConsent: 'marketing_consent',
  selectedEmployee: 'selected_employee',
  assignedCalendars: 'assigned_calendars',
  assignedCalendarsNames: 'assigned_calendars_names',
  appointment: 'appointment',
  createdOn: 'createdOn',
  representative: 'representative',
  truth: 'truth',
  groupCount: 'groupCount',
  groupIndex: 'groupIndex',
  partial: 'partial',
  account: 'account',
  calendar: 'calendar',
  accommodationPreference: 'accommodation_preference',
  roomPreference: 'room_preference',
  roomPreferenceSelected: 'room_preference_selected',
  room: 'room',
  onlyMyGroup: 'only_my_group',
  payForEmptyBeds: 'pay_for_empty_beds',
  alternativeRoomCapacity: 'alternative_room_capacity',
  skipAccommodation: 'skip_accommodation',
  attachments: 'attachments',
  businessType: 'business_type',
  trade: 'trade',
  affiliateId: 'affiliate_id',
  affiliateLink: 'affiliate_link',
  affiliationReceived: 'affiliation_received',
  affiliationProvided: 'affiliation_provided',
} as const;

export type FormPersonalFieldName =
  (typeof FORM_PERSONAL_FIELD_NAMES)[keyof typeof FORM_PERSONAL_FIELD_NAMES];

const PERSONAL: ReadonlySet<string> = new Set(Object.values(FORM_PERSONAL_FIELD_NAMES));

function personal(name: unknown): FormPersonalFieldName {
  if (typeof name !== 'string' || !PERSONAL.has(name)) {
    throw new ValidationError(`Pole „${String(name)}” nie należy do pól danych osobowych`);
  }
  return name as FormPersonalFieldName;
}

/** Spec §3: "customer variants have a customer_ prefix" (first_name → customer_first_name). */
export function customerFieldName(name: FormPersonalFieldName): string {
  return `customer_${personal(name)}`;
}

/**
 * Spec §3: "guardian fields a parent_ prefix with a second set suffixed 2" (first_name → parent_first_name; the
 * second guardian's parent_first_name2).
 */
export function guardianFieldName(name: FormPersonalFieldName, second = false): string {
  return `parent_${personal(name)}${second ? '2' : ''}`;
}

/** Spec §3: "second-person fields suffixed _2" (email_main → email_main_2). */
export function secondPersonFieldName(name: FormPersonalFieldName): string {
  return `${personal(name)}_2`;
}
