import {
  FORM_FIELD_NAMES,
  FORM_PERSONAL_FIELD_NAMES,
  type FormDefinition,
  type FormFieldDefinition,
} from '@zapisy/core';

/**
 * Fields that describe the customer (who registers and pays), not each participant: contact data, address,
 * company, the installments choice, and the customer_/parent_/second-person variants. A further participant of
 * a group gives first_name, last_name and the other fields.
 */
const CUSTOMER_FIELDS: ReadonlySet<string> = new Set([
  FORM_PERSONAL_FIELD_NAMES.email,
  FORM_PERSONAL_FIELD_NAMES.phoneNumber,
  FORM_PERSONAL_FIELD_NAMES.companyName,
  FORM_PERSONAL_FIELD_NAMES.taxId,
  FORM_PERSONAL_FIELD_NAMES.street,
  FORM_PERSONAL_FIELD_NAMES.homeNo,
  FORM_PERSONAL_FIELD_NAMES.flatNo,
  FORM_PERSONAL_FIELD_NAMES.postalCode,
  FORM_PERSONAL_FIELD_NAMES.city,
  FORM_PERSONAL_FIELD_NAMES.country,
  FORM_FIELD_NAMES.installmentsSelect,
  FORM_FIELD_NAMES.marketingConsent,
]);

const CUSTOMER_KINDS: ReadonlySet<string> = new Set([
  'MainEmail',
  'EmailToggle',
  'EmptyFormToggle',
  'InstallmentsSelect',
]);

export function isCustomerField(field: FormFieldDefinition): boolean {
  const name = field.field_name;
  const kind = field.plugin ?? field.element ?? '';
  return (
    CUSTOMER_FIELDS.has(name) ||
    CUSTOMER_KINDS.has(kind) ||
    name.startsWith('customer_') ||
    name.startsWith('parent_') ||
    /_2$/.test(name)
  );
}

/** The definition a further group member fills in: first_name, last_name and the non-customer fields. */
export function groupMemberDefinition(definition: FormDefinition): FormDefinition {
  return definition.filter(
    (field) =>
      field.field_name === FORM_PERSONAL_FIELD_NAMES.firstName ||
      field.field_name === FORM_PERSONAL_FIELD_NAMES.lastName ||
      !isCustomerField(field),
  );
}

/**
 * The representative's customer values a group member's submission carries too (not the e-mail, which the
 * server asks of the representative only): the member's block does not show them.
 */
export function sharedCustomerValues(
  definition: FormDefinition,
  representative: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const shared: Record<string, unknown> = {};
  for (const field of definition) {
    const name = field.field_name;
    if (name === FORM_PERSONAL_FIELD_NAMES.email || !isCustomerField(field)) continue;
    if (name === FORM_PERSONAL_FIELD_NAMES.firstName || name === FORM_PERSONAL_FIELD_NAMES.lastName) continue;
    if (Object.hasOwn(representative, name)) shared[name] = representative[name];
  }
  return shared;
}
