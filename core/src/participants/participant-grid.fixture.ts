import type { ParticipantDataEntry } from './participant.js';
import type { ParticipantGridProject } from './participant-grid-project.js';

/** Form data with the whole contact the grid reads first (name, e-mail, phone). */
export const LUCJA_CONTACT_DATA: ParticipantDataEntry[] = [
  { name: 'first_name', value: 'Łucja' },
  { name: 'last_name', value: 'Żółkiewska' },
  { name: 'email_main', value: 'lucja@example.pl' },
  { name: 'phone_number', value: '600 100 200' },
];

/** A project served on its own subdomain with the survey and affiliate links on. */
export const OBOZ_GRID_PROJECT: ParticipantGridProject = {
  eventId: 'e1',
  name: 'Obóz',
  origin: 'https://oboz.zapisy.pl',
  surveyEnabled: true,
  affiliateEnabled: true,
};
