import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_DEFINITIONS } from './default-notifications.js';
import type { NotificationDefinition } from './notification-definition.js';
import {
  clearNotified,
  isNotificationDue,
  NOTIFICATION_CUTOFF_MARGIN_MS,
  notificationCutoff,
  notifiedRecord,
  wasNotified,
} from './notification-due.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 86_400_000;
const byId = (id: string) =>
  DEFAULT_NOTIFICATION_DEFINITIONS.find((d) => d.id === id) as NotificationDefinition;
const registration = byId('zapisU');
const overdue2 = byId('zal02U');

describe('notificationCutoff — "Cutoff is the days value before now, minus 30 more minutes unless the event type is exempt or it is a preview"', () => {
  it('a time-driven type: days before now minus 30 minutes', () => {
    expect(notificationCutoff(overdue2, NOW).getTime()).toBe(
      NOW.getTime() - 2 * DAY - NOTIFICATION_CUTOFF_MARGIN_MS,
    );
  });

  it('an event-driven type (registration) is exempt; a preview has no margin either', () => {
    expect(notificationCutoff(registration, NOW)).toEqual(NOW);
    expect(notificationCutoff(overdue2, NOW, { preview: true }).getTime()).toBe(NOW.getTime() - 2 * DAY);
  });

  it('negative or fractional days are refused', () => {
    expect(() => notificationCutoff({ ...overdue2, days: -1 }, NOW)).toThrow('nieujemną liczbą całkowitą');
    expect(() => notificationCutoff({ ...overdue2, days: 1.5 }, NOW)).toThrow();
  });
});

describe('isNotificationDue — "fires only if enabled, not yet sent, and the status date falls between its from-date and the cutoff"', () => {
  const due = (over: Partial<Parameters<typeof isNotificationDue>[0]> = {}) =>
    isNotificationDue({
      definition: overdue2,
      statusDate: new Date(NOW.getTime() - 3 * DAY),
      notified: [],
      now: NOW,
      ...over,
    });

  it('overdue for 3 days with a 2-day definition: due; for 1 day, or 2 days minus 10 minutes: not yet', () => {
    expect(due()).toBe(true);
    expect(due({ statusDate: new Date(NOW.getTime() - DAY) })).toBe(false);
    expect(due({ statusDate: new Date(NOW.getTime() - 2 * DAY + 10 * 60_000) })).toBe(false);
  });

  it('disabled, inactive or with no channel on: never', () => {
    expect(due({ definition: { ...overdue2, enabled: false } })).toBe(false);
    expect(due({ definition: { ...overdue2, isActive: false } })).toBe(false);
    expect(due({ definition: { ...overdue2, mailEnabled: false, smsEnabled: false } })).toBe(false);
    expect(due({ definition: { ...overdue2, mailEnabled: false, smsEnabled: true } })).toBe(true);
  });

  it('a status date before the from-date: not due; on or after it: due', () => {
    const statusDate = new Date(NOW.getTime() - 3 * DAY);
    expect(due({ definition: { ...overdue2, from: new Date(statusDate.getTime() + 1) } })).toBe(false);
    expect(due({ definition: { ...overdue2, from: statusDate } })).toBe(true);
  });

  it('no status date: never', () => {
    expect(due({ statusDate: null })).toBe(false);
    expect(due({ statusDate: new Date('nie') })).toBe(false);
  });

  it('"recorded per notification id and version so each is sent once": the same version is not due again; a preview still shows it', () => {
    const notified = [notifiedRecord(overdue2, NOW)];
    expect(due({ notified })).toBe(false);
    expect(due({ notified, preview: true })).toBe(true);
    expect(due({ notified, definition: { ...overdue2, version: 2 } })).toBe(true);
    expect(due({ notified, definition: { ...overdue2, allowMultipleRuns: true } })).toBe(true);
  });
});

describe('the notified records', () => {
  it('a record without a version counts as version 1 (stored before versions)', () => {
    expect(wasNotified([{ id: 'zal02U', type: 'participant_overdue' }], overdue2)).toBe(true);
    expect(wasNotified([{ id: 'zal02U', type: 'participant_overdue' }], { ...overdue2, version: 2 })).toBe(
      false,
    );
  });

  it('"clearing by event type allows resend": every record of the type goes, the others stay', () => {
    const records = [
      notifiedRecord(overdue2, NOW),
      notifiedRecord(byId('zal14U'), NOW),
      notifiedRecord(registration, NOW),
    ];
    expect(clearNotified(records, 'participant_overdue').map((r) => r.id)).toEqual(['zapisU']);
    expect(clearNotified(undefined, 'participant_overdue')).toEqual([]);
  });
});

describe('the defaults — second document §9 "Default notification offsets (days): registration 0, paid 0, overdue 2 and 14, upcoming payment 5"', () => {
  it('registration to the participant and to the organizer, paid, overdue after 2 and 14 days, upcoming payment 5 days before', () => {
    expect(DEFAULT_NOTIFICATION_DEFINITIONS.map((d) => [d.eventType, d.receiver, d.days])).toEqual([
      ['participant_registration', 'participant', 0],
      ['participant_registration', 'organization', 0],
      ['participant_paid', 'participant', 0],
      ['participant_overdue', 'participant', 2],
      ['participant_overdue', 'participant', 14],
      ['participant_upcoming_payment', 'participant', 5],
    ]);
  });

  it('"notification ids 6", unique; "version (default 1), isActive (default true)"; e-mail on, SMS off', () => {
    const ids = DEFAULT_NOTIFICATION_DEFINITIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of DEFAULT_NOTIFICATION_DEFINITIONS) {
      expect(d.id).toMatch(/^[A-Za-z0-9]{6}$/);
      expect(d).toMatchObject({
        version: 1,
        isActive: true,
        enabled: true,
        mailEnabled: true,
        smsEnabled: false,
      });
    }
  });
});
