import { describe, expect, it } from 'vitest';
import {
  isParticipantStatus,
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
} from './participant-status.js';

describe('participant statuses: "registered, confirmed, paid, overpaid, overdue, present, cancelled, waiting, refunded, upToDate, free"', () => {
  it('has the eleven statuses with a Polish label each', () => {
    expect(PARTICIPANT_STATUSES).toHaveLength(11);
    expect(PARTICIPANT_STATUS_LABELS).toEqual({
      registered: 'Zapisany',
      confirmed: 'Potwierdzony',
      paid: 'Opłacony',
      overpaid: 'Nadpłacony',
      overdue: 'Opóźniony',
      present: 'Obecny',
      cancelled: 'Anulowany',
      waiting: 'Lista rezerwowa',
      refunded: 'Zwrócony',
      upToDate: 'Na bieżąco',
      free: 'Bezpłatny',
    });
  });

  it('recognises only the exact values', () => {
    expect(isParticipantStatus('upToDate')).toBe(true);
    expect(isParticipantStatus('uptodate')).toBe(false);
    expect(isParticipantStatus(1)).toBe(false);
  });
});
