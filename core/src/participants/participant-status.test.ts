import { describe, expect, it } from 'vitest';
import {
  isParticipantStatus,
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
  participantStatusLabel,
} from './participant-status.js';

describe('participant statuses: "registered, confirmed, paid, overpaid, overdue, present, cancelled, waiting, refunded, upToDate, free"', () => {
  it('has the eleven statuses with a Polish label each', () => {
    expect(PARTICIPANT_STATUSES).toHaveLength(11);
    expect(PARTICIPANT_STATUS_LABELS).toEqual({
      registered: 'Zapis przyjęty',
      confirmed: 'Zapis potwierdzony',
      paid: 'Opłacono',
      overpaid: 'Nadpłata',
      overdue: 'Zaległa płatność',
      present: 'Obecność potwierdzona',
      cancelled: 'Zapis anulowany',
      waiting: 'Lista rezerwowa',
      refunded: 'Zwrot wpłaty',
      upToDate: 'Na bieżąco',
      free: 'Bez opłat',
    });
  });

  it('"labels that read correctly for any participant": no label is a masculine (or feminine) form of the person', () => {
    // The person-describing forms a participant status could take: 'Zapisany/Zapisana', 'Opłacony/Opłacona'…
    const personForms =
      /^(zapisan|potwierdzon|opłacon|nadpłacon|opóźnion|obecn|anulowan|zwrócon|bezpłatn|spóźnion)[yaie]$/i;
    for (const label of Object.values(PARTICIPANT_STATUS_LABELS)) {
      for (const word of label.split(' ').slice(0, 1)) expect(word, label).not.toMatch(personForms);
    }
    expect(`Anna Kowalska (${participantStatusLabel('registered')})`).toBe('Anna Kowalska (Zapis przyjęty)');
    expect(`Jan Nowak (${participantStatusLabel('paid')})`).toBe('Jan Nowak (Opłacono)');
  });

  it('participantStatusLabel: the label of a stored status, an unknown value as it is', () => {
    expect(participantStatusLabel('overdue')).toBe('Zaległa płatność');
    expect(participantStatusLabel('nieznany')).toBe('nieznany');
    expect(participantStatusLabel(undefined)).toBe('');
  });

  it('recognises only the exact values', () => {
    expect(isParticipantStatus('upToDate')).toBe(true);
    expect(isParticipantStatus('uptodate')).toBe(false);
    expect(isParticipantStatus(1)).toBe(false);
  });
});
