import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { Participant } from './participant.js';
import { PARTICIPANT_STATUSES, type ParticipantStatus } from './participant-status.js';
import {
  isPresentForTicket,
  PARTICIPANT_MAX_MEETING_INDEX,
  participantMeeting,
  sendTicketTransition,
  setTicketStatus,
  ticketStatusAt,
} from './ticket-status.js';
import { isTicketStatus, TICKET_STATUSES } from './ticket-status-values.js';

describe('ticket status per meeting: none, sent, validated', () => {
  it('knows its three values', () => {
    expect(TICKET_STATUSES).toEqual(['none', 'sent', 'validated']);
    expect(isTicketStatus('sent')).toBe(true);
    expect(isTicketStatus('Sent')).toBe(false);
  });

  it.each([
    ['no list at all', undefined, 0, 'none'],
    ['an empty list', [], 0, 'none'],
    ['past the end of the list', ['sent'], 3, 'none'],
    ['an existing entry', ['none', 'validated'], 1, 'validated'],
    ['a hole in the list', [undefined, 'sent'], 0, 'none'],
  ] as const)('"A missing entry reads as none": %s', (_name, list, meeting, expected) => {
    expect(ticketStatusAt({ ticketStatus: list as never }, meeting)).toBe(expected);
  });

  it('reads the current meeting when none is given, else the first', () => {
    expect(ticketStatusAt({ ticketStatus: ['sent', 'validated'], currentMeeting: 1 })).toBe('validated');
    expect(ticketStatusAt({ ticketStatus: ['sent', 'validated'] })).toBe('sent');
    expect(participantMeeting({ currentMeeting: null })).toBe(0);
    expect(participantMeeting({ currentMeeting: 2 }, 4)).toBe(4);
  });

  it.each([
    ['pads earlier entries', [], 2, 'sent', ['none', 'none', 'sent']],
    ['pads from no list', undefined, 1, 'validated', ['none', 'validated']],
    [
      'overwrites an entry and keeps the later ones',
      ['sent', 'sent', 'sent'],
      1,
      'validated',
      ['sent', 'validated', 'sent'],
    ],
    ['fills holes', ['sent', undefined, 'sent'], 0, 'none', ['none', 'none', 'sent']],
    ['sets meeting 0', null, 0, 'sent', ['sent']],
  ] as const)(
    '"Setting an entry pads earlier entries with none": %s',
    (_name, list, meeting, status, expected) => {
      const before = list ? [...list] : list;
      expect(setTicketStatus(list as never, meeting, status)).toEqual(expected);
      expect(list).toEqual(before);
    },
  );

  it.each([
    [
      'a negative meeting',
      () => setTicketStatus([], -1, 'sent'),
      'Numer spotkania musi być nieujemną liczbą całkowitą',
    ],
    [
      'a fractional meeting',
      () => ticketStatusAt({}, 1.5),
      'Numer spotkania musi być nieujemną liczbą całkowitą',
    ],
    [
      'a meeting beyond the limit',
      () => setTicketStatus([], PARTICIPANT_MAX_MEETING_INDEX + 1, 'sent'),
      `Numer spotkania nie może przekraczać ${PARTICIPANT_MAX_MEETING_INDEX}`,
    ],
    [
      'an unknown status to set',
      () => setTicketStatus([], 0, 'used' as never),
      'Nieznany status biletu: used',
    ],
    [
      'an unknown status in the list',
      () => ticketStatusAt({ ticketStatus: ['x' as never] }, 0),
      'Nieznany status biletu: x',
    ],
    [
      'a list that is not a list',
      () => setTicketStatus('sent' as never, 0, 'sent'),
      'Statusy biletów muszą być listą',
    ],
  ])('rejects %s', (_name, call, message) => {
    expect(call).toThrow(new ValidationError(message));
  });
});

describe('sendTicketTransition: "None to Sent when the ticket notification fires for a Paid, Overpaid or Free participant"', () => {
  const eligible: ParticipantStatus[] = ['paid', 'overpaid', 'free'];
  it.each(PARTICIPANT_STATUSES.map((status) => [status, eligible.includes(status)] as const))(
    '%s → sent: %s',
    (status, sends) => {
      const participant: Participant = { status, ticketStatus: [] };
      const result = sendTicketTransition(participant, 1);
      expect(result.changed).toBe(sends);
      if (sends) expect(result.participant.ticketStatus).toEqual(['none', 'sent']);
      else expect(result.participant).toBe(participant);
    },
  );

  it('only from none: a sent or validated ticket stays', () => {
    for (const current of ['sent', 'validated'] as const) {
      const participant: Participant = { status: 'paid', ticketStatus: [current] };
      expect(sendTicketTransition(participant)).toEqual({ participant, changed: false });
    }
  });

  it('uses the current meeting by default', () => {
    const participant: Participant = { status: 'free', ticketStatus: ['validated'], currentMeeting: 2 };
    expect(sendTicketTransition(participant).participant.ticketStatus).toEqual(['validated', 'none', 'sent']);
  });
});

describe('isPresentForTicket: "only if status is Present and the ticket is Validated"', () => {
  it.each([
    ['present', ['validated'], true],
    ['present', ['sent'], false],
    ['present', [], false],
    ['paid', ['validated'], false],
  ] as const)('status %s with tickets %j: %s', (status, tickets, expected) => {
    expect(isPresentForTicket({ status, ticketStatus: [...tickets] })).toBe(expected);
  });

  it('checks the given meeting', () => {
    const participant: Participant = { status: 'present', ticketStatus: ['validated', 'sent'] };
    expect(isPresentForTicket(participant, 0)).toBe(true);
    expect(isPresentForTicket(participant, 1)).toBe(false);
  });

  it('rejects a participant with an unknown status', () => {
    expect(() => isPresentForTicket({ status: 'obecny' } as never)).toThrow(
      'Nieznany status uczestnika: obecny',
    );
  });
});
