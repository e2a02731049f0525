import { ValidationError } from '../errors/index.js';
import type { Participant, ParticipantCustomerContact, ParticipantDataEntry } from './participant.js';
import { PARTICIPANT_FIELD_NAMES as F, PARTICIPANT_NAME_PLACEHOLDER } from './participant-fields.js';

/** Name, two e-mails and two phones of a participant; null where no source has a value. */
export interface ParticipantContact {
  name: string;
  email: string | null;
  email2: string | null;
  phone: string | null;
  phone2: string | null;
}

type FieldReader = (field: string) => string;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function dataReader(data: unknown): FieldReader {
  if (data === undefined || data === null) return () => '';
  if (!Array.isArray(data))
    throw new ValidationError('Pole data uczestnika musi być listą par nazwa/wartość');
  const entries = data as ParticipantDataEntry[];
  return (field) => text(entries.find((entry) => entry?.name === field)?.value);
}

function fieldsReader(fields: unknown): FieldReader {
  if (fields === undefined || fields === null) return () => '';
  if (typeof fields !== 'object' || Array.isArray(fields)) {
    throw new ValidationError('Pole calculated.fields musi być obiektem');
  }
  const map = fields as Record<string, unknown>;
  return (field) => (Object.hasOwn(map, field) ? text(map[field]) : '');
}

function customerReader(customer: ParticipantCustomerContact | null | undefined): FieldReader {
  if (customer === undefined || customer === null) return () => '';
  if (typeof customer !== 'object') throw new ValidationError('Pole customer uczestnika musi być obiektem');
  const byField: Record<string, unknown> = {
    [F.firstName]: customer.firstName,
    [F.lastName]: customer.lastName,
    [F.companyName]: customer.invoiceData?.fullName,
    [F.email]: customer.email,
    [F.email2]: customer.email2,
    [F.phoneNumber]: customer.phoneNumber,
    [F.phoneNumber2]: customer.phoneNumber2,
  };
  return (field) => text(byField[field]);
}

/** FormData display name: "first name plus last name, else company name" ('' when neither). */
function nameFrom(read: FieldReader): string {
  const person = `${read(F.firstName)} ${read(F.lastName)}`.trim();
  return person !== '' ? person : read(F.companyName);
}

function firstNonEmpty(readers: readonly FieldReader[], field: string): string | null {
  for (const read of readers) {
    const value = read(field);
    if (value !== '') return value;
  }
  return null;
}

/**
 * "Name, two e-mails and two phones are read from the participant, then from its calculated values, then
 * from the customer." Each item independently takes the first source that has it. The name is the FormData
 * display name of a source ("first name plus last name, else company name"; the customer's company name is
 * its invoiceData.fullName), else '< Nowy >'. The second e-mail and phone are the second-person fields
 * (email_main_2, phone_number_2; the customer's email2, phoneNumber2).
 */
export function participantContact(
  participant: Pick<Participant, 'data' | 'calculated' | 'customer'>,
): ParticipantContact {
  if (typeof participant !== 'object' || participant === null) {
    throw new ValidationError('Uczestnik musi być obiektem');
  }
  const readers = [
    dataReader(participant.data),
    fieldsReader(participant.calculated?.fields),
    customerReader(participant.customer),
  ];
  let name = '';
  for (const read of readers) {
    name = nameFrom(read);
    if (name !== '') break;
  }
  return {
    name: name !== '' ? name : PARTICIPANT_NAME_PLACEHOLDER,
    email: firstNonEmpty(readers, F.email),
    email2: firstNonEmpty(readers, F.email2),
    phone: firstNonEmpty(readers, F.phoneNumber),
    phone2: firstNonEmpty(readers, F.phoneNumber2),
  };
}
