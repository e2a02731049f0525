import type { ParticipantDataEntry } from './participant.js';

/** Form data with the whole contact the grid reads first (name, e-mail, phone). */
export const LUCJA_CONTACT_DATA: ParticipantDataEntry[] = [
  { name: 'first_name', value: 'Łucja' },
  { name: 'last_name', value: 'Żółkiewska' },
  { name: 'email_main', value: 'lucja@example.pl' },
  { name: 'phone_number', value: '600 100 200' },
];
