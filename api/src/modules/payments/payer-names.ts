/** Names and e-mail of participants and customers as the payer pages and gateways need them. */
import type { CustomerRecord, ParticipantRecord } from '../projects/index.js';

export interface PersonName {
  firstName: string;
  lastName: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function dataOf(participant: ParticipantRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const entry of participant.data ?? [])
    if (entry && typeof entry.name === 'string') out[entry.name] = entry.value;
  return out;
}

export function participantName(participant: ParticipantRecord, customer: CustomerRecord | null): PersonName {
  const data = dataOf(participant);
  const firstName = text(data.first_name);
  const lastName = text(data.last_name);
  if (firstName || lastName) return { firstName, lastName };
  return customerName(customer);
}

export function participantEmail(participant: ParticipantRecord): string {
  return text(dataOf(participant).email_main);
}

export function customerName(customer: CustomerRecord | null): PersonName {
  return { firstName: text(customer?.firstName), lastName: text(customer?.lastName) };
}

/** 'Imię Nazwisko' as people read it. */
export const fullName = (name: PersonName): string => `${name.firstName} ${name.lastName}`.trim();
/** 'Nazwisko Imię' as bank titles and lists put it. */
export const listName = (name: PersonName): string => `${name.lastName} ${name.firstName}`.trim();
