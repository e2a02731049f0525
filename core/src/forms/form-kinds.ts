/** Spec §3 "Form element kinds". */
export const FORM_ELEMENT_KINDS = [
  'TextInput',
  'Checkboxes',
  'RadioButtons',
  'TextArea',
  'DatePicker',
  'Dropdown',
  'EmailInput',
  'NumberInput',
  'Multiplier',
  'Range',
  'Toggle',
  'EmailToggle',
  'EmptyFormToggle',
  'Signature',
  'PhoneNumber',
  'PostalCode',
  'FirstName',
  'LastName',
  'Name',
  'MainEmail',
  'InstallmentsSelect',
  'BusinessType',
  'AppointmentSelect',
  'EmployeeSelect',
] as const;
export type FormElementKind = (typeof FORM_ELEMENT_KINDS)[number];

/** Spec §3 "Containers". */
export const FORM_CONTAINER_KINDS = [
  'TwoColumnRow',
  'ThreeColumnRow',
  'FourColumnRow',
  'CollapsibleRow',
] as const;
export type FormContainerKind = (typeof FORM_CONTAINER_KINDS)[number];

/** Spec §3 "Further column kinds". */
export const FORM_COLUMN_KINDS = [
  'TicketType',
  'Rebate',
  'CostColumn',
  'PriceListColumn',
  'PriceListSumColumn',
  'Advance',
  'PercentColumn',
  'MoneyColumn',
  'PaymentsColumn',
  'RuleColumn',
  'PriceSummary',
  'InvisibleColumn',
  'StaticColumn',
] as const;
export type FormColumnKind = (typeof FORM_COLUMN_KINDS)[number];

/** The element kinds whose values are yes/no toggles ("Toggle values are coerced to boolean"). */
export const FORM_TOGGLE_ELEMENT_KINDS: readonly FormElementKind[] = [
  'Toggle',
  'EmailToggle',
  'EmptyFormToggle',
];

const ELEMENT_KINDS: ReadonlySet<string> = new Set(FORM_ELEMENT_KINDS);
const CONTAINER_KINDS: ReadonlySet<string> = new Set(FORM_CONTAINER_KINDS);

/** True for one of the spec's form element kinds. */
export function isFormElementKind(value: unknown): value is FormElementKind {
  return typeof value === 'string' && ELEMENT_KINDS.has(value);
}

/** True for one of the spec's container kinds. */
export function isFormContainerKind(value: unknown): value is FormContainerKind {
  return typeof value === 'string' && CONTAINER_KINDS.has(value);
}
