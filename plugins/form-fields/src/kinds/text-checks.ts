import { FORM_PERSONAL_FIELD_NAMES as F, isValidNip, isValidPesel, isValidPhone } from '@zapisy/core';
import { FIELD_MESSAGES as M } from './messages.js';

/** A check of a text value: the Polish message when the value fails it. */
export type TextCheck = (value: string) => string | undefined;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/** Polish postal code: NN-NNN. */
const POSTAL_CODE = /^\d{2}-\d{3}$/;

export const emailCheck: TextCheck = (value) => (EMAIL.test(value) ? undefined : M.email);
/** Spec §5: "Phone: 9 digits, or an international number starting with +. Spaces are removed first." */
export const phoneCheck: TextCheck = (value) => (isValidPhone(value) ? undefined : M.phone);
/** Spec §5: PESEL, 11 characters with its weighted checksum. */
export const peselCheck: TextCheck = (value) => (isValidPesel(value) ? undefined : M.pesel);
/** Spec §5: NIP, dashes removed, 10 digits with its weighted checksum. */
export const nipCheck: TextCheck = (value) => (isValidNip(value) ? undefined : M.nip);
export const postalCodeCheck: TextCheck = (value) => (POSTAL_CODE.test(value) ? undefined : M.postalCode);

/** The well-known personal field a name is a variant of: customer_x, parent_x, parent_x2 and x_2 all give x. */
export function personalFieldName(fieldName: string): string {
  return fieldName
    .replace(/^(?:customer_|parent_)/, '')
    .replace(/_2$/, '')
    .replace(/(?<=[a-z])2$/, '');
}

const CHECKS_BY_FIELD_NAME: Readonly<Record<string, TextCheck>> = {
  [F.email]: emailCheck,
  [F.phoneNumber]: phoneCheck,
  [F.nationalNo]: peselCheck,
  [F.taxId]: nipCheck,
  [F.postalCode]: postalCodeCheck,
};

/**
 * The check a well-known field name brings whatever kind of text field holds it (spec §3 well-known field
 * names with their customer_, parent_ and _2 variants): e-mail, phone, PESEL for national_no, NIP for tax_id,
 * NN-NNN for postal_code.
 */
export function textCheckForFieldName(fieldName: string): TextCheck | undefined {
  const base = personalFieldName(fieldName);
  return Object.hasOwn(CHECKS_BY_FIELD_NAME, base) ? CHECKS_BY_FIELD_NAME[base] : undefined;
}
