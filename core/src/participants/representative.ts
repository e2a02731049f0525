import type { Customer } from '../customers/customer.js';
import { ValidationError } from '../errors/index.js';
import type { Participant, ParticipantDataEntry } from './participant.js';
import { PARTICIPANT_FIELD_NAMES as F } from './participant-fields.js';

function birthDateText(value: Customer['birthDate']): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime()))
      throw new ValidationError('Pole birthDate klienta musi być poprawną datą');
    return value.toISOString().slice(0, 10);
  }
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * "A representative can be created from a customer": a new registered participant flagged as representative,
 * linked to the customer, whose form data carries the customer's personal fields under the well-known names
 * (first_name, last_name, email_main, phone_number, birth_date, company_name from invoiceData.fullName, the
 * second-person *_2 fields, national_no, passport_no). Empty values are left out. Has no _id and no group yet.
 */
export function representativeFromCustomer(customer: Customer): Participant {
  if (typeof customer !== 'object' || customer === null || Array.isArray(customer)) {
    throw new ValidationError('Klient musi być obiektem');
  }
  const values: [string, unknown][] = [
    [F.firstName, customer.firstName],
    [F.lastName, customer.lastName],
    [F.companyName, customer.invoiceData?.fullName],
    [F.email, customer.email],
    [F.phoneNumber, customer.phoneNumber],
    [F.birthDate, birthDateText(customer.birthDate)],
    [F.nationalNo, customer.nationalNo],
    [F.passportNo, customer.passportNo],
    [F.firstName2, customer.firstName2],
    [F.lastName2, customer.lastName2],
    [F.email2, customer.email2],
    [F.phoneNumber2, customer.phoneNumber2],
  ];
  const data: ParticipantDataEntry[] = [];
  for (const [name, value] of values) {
    if (typeof value === 'string' && value.trim() !== '') data.push({ name, value: value.trim() });
  }
  const participant: Participant = { status: 'registered', representative: true, customer, data };
  if (typeof customer._id === 'string' && customer._id !== '') participant.customerId = customer._id;
  return participant;
}
