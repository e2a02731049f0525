/** Well-known form field names (second document §3) this module reads or writes. */
export const PARTICIPANT_FIELD_NAMES = {
  firstName: 'first_name',
  lastName: 'last_name',
  companyName: 'company_name',
  email: 'email_main',
  email2: 'email_main_2',
  phoneNumber: 'phone_number',
  phoneNumber2: 'phone_number_2',
  birthDate: 'birth_date',
  firstName2: 'first_name_2',
  lastName2: 'last_name_2',
  nationalNo: 'national_no',
  passportNo: 'passport_no',
} as const;

/** FormData display name when nothing else is known: "else '< Nowy >'". */
export const PARTICIPANT_NAME_PLACEHOLDER = '< Nowy >';
