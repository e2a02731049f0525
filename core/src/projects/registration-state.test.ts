import { describe, expect, it } from 'vitest';
import {
  availableTickets,
  isOnWaitingList,
  isRegistrationOpen,
  isSurveyOpen,
  type LimitSettings,
} from './registration-state.js';

const now = new Date('2026-05-10T12:00:00.000Z');
const project = (registration: LimitSettings, survey: LimitSettings = { enabled: false }) => ({
  event: { registration, survey },
});

describe('"Registration open: enabled and now within from/to (open-ended if unset) and, with a participant limit, tickets remain"', () => {
  it('is closed when disabled', () => {
    expect(isRegistrationOpen(project({ enabled: false }), { now, participantsCount: 0 })).toBe(false);
  });

  it('is open-ended when from/to are unset', () => {
    expect(
      isRegistrationOpen(project({ enabled: true, from: null, to: null }), { now, participantsCount: 0 }),
    ).toBe(true);
  });

  it('respects from and to (both inclusive), as Date or ISO text', () => {
    const open = (from: string | Date | null, to: string | Date | null) =>
      isRegistrationOpen(project({ enabled: true, from, to }), { now, participantsCount: 0 });
    expect(open('2026-05-11T00:00:00Z', null)).toBe(false);
    expect(open(null, '2026-05-10T11:59:59Z')).toBe(false);
    expect(open(now, now)).toBe(true);
    expect(open(new Date('2026-05-01'), '2026-06-01T00:00:00Z')).toBe(true);
  });

  it('with a limit, is open while tickets remain', () => {
    const p = project({ enabled: true, limitOfParticipantsEnabled: true, limitOfParticipants: 3 });
    expect(isRegistrationOpen(p, { now, participantsCount: 2 })).toBe(true);
    expect(isRegistrationOpen(p, { now, participantsCount: 3 })).toBe(false);
    expect(availableTickets(p, 2)).toBe(1);
    expect(availableTickets(p, 5)).toBe(0);
  });

  it('ignores the limit number when the limit is disabled', () => {
    const p = project({ enabled: true, limitOfParticipantsEnabled: false, limitOfParticipants: 1 });
    expect(isRegistrationOpen(p, { now, participantsCount: 10 })).toBe(true);
    expect(availableTickets(p, 10)).toBeNull();
  });
});

describe('"Waiting list applies when limit and waiting list are enabled and no tickets remain"', () => {
  it('applies only with both switches on and no tickets left', () => {
    const full = {
      enabled: true,
      limitOfParticipantsEnabled: true,
      limitOfParticipants: 2,
      enableWaitingList: true,
    };
    expect(isOnWaitingList(project(full), { now, participantsCount: 2 })).toBe(true);
    expect(isOnWaitingList(project(full), { now, participantsCount: 1 })).toBe(false);
    expect(
      isOnWaitingList(project({ ...full, enableWaitingList: false }), { now, participantsCount: 2 }),
    ).toBe(false);
    expect(
      isOnWaitingList(project({ ...full, limitOfParticipantsEnabled: false }), { now, participantsCount: 2 }),
    ).toBe(false);
  });
});

describe('"Survey open likewise"', () => {
  it('is open when enabled and within its window', () => {
    const reg = { enabled: false };
    expect(isSurveyOpen(project(reg, { enabled: true }), { now })).toBe(true);
    expect(isSurveyOpen(project(reg, { enabled: false }), { now })).toBe(false);
    expect(isSurveyOpen(project(reg, { enabled: true, to: '2026-05-01T00:00:00Z' }), { now })).toBe(false);
    expect(isSurveyOpen({ event: { registration: reg } }, { now })).toBe(false);
  });
});
