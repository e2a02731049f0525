import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_DEFINITIONS } from './default-notifications.js';
import { notificationDefinitionProblems, withDefinitionVersions } from './definition-checks.js';
import type { NotificationDefinition } from './notification-definition.js';

const [registration, organizer] = DEFAULT_NOTIFICATION_DEFINITIONS as [
  NotificationDefinition,
  NotificationDefinition,
];

describe('notificationDefinitionProblems', () => {
  it('the spec defaults are valid', () => {
    expect(notificationDefinitionProblems(DEFAULT_NOTIFICATION_DEFINITIONS)).toEqual([]);
  });
  it('"notification ids 6": a short or repeated id, an unknown event, a wrong context, negative days, an empty enabled text', () => {
    expect(
      notificationDefinitionProblems([
        { ...registration, id: 'abc' },
        { ...organizer, id: registration.id },
        { ...registration, id: 'xyz123', eventType: 'participant_party' },
        { ...registration, id: 'xyz124', contextType: 'invoice' },
        { ...registration, id: 'xyz125', days: -1, mailBodyTemplate: ' ', smsEnabled: true, smsTemplate: '' },
      ]),
    ).toEqual([
      'Powiadomienie 1: identyfikator musi mieć 6 liter lub cyfr',
      'Powiadomienie 3: nieznane zdarzenie',
      'Powiadomienie 4: zdarzenie nie pasuje do rodzaju powiadomienia',
      'Powiadomienie 5: liczba dni musi być liczbą całkowitą od 0 do 3650',
      'Powiadomienie 5: podaj treść e-maila',
      'Powiadomienie 5: podaj treść SMS-a',
    ]);
  });
  it('a repeated id is named', () => {
    expect(notificationDefinitionProblems([registration, { ...organizer, id: registration.id }])).toEqual([
      'Powiadomienie 2: identyfikator powtarza się w projekcie',
    ]);
  });
});

describe('withDefinitionVersions — "editing a sent definition bumps its version so it can be sent again"', () => {
  const stored = [{ ...registration, version: 3 }, organizer];
  it('a changed text or timing: the next version of the stored one, whatever the client sent', () => {
    const saved = withDefinitionVersions(stored, [
      { ...registration, version: 1, mailBodyTemplate: 'Nowa treść' },
      { ...organizer, days: 1 },
    ]);
    expect(saved.map((d) => d.version)).toEqual([4, 2]);
  });
  it('switching a channel or enabling is not a new version; a new definition starts at 1', () => {
    const saved = withDefinitionVersions(stored, [
      { ...registration, enabled: false, smsEnabled: true },
      { ...organizer, id: 'nowy01', version: 7 },
    ]);
    expect(saved.map((d) => d.version)).toEqual([3, 1]);
  });
  it('a from-date given again as the same instant is no change', () => {
    const from = new Date('2027-01-01T00:00:00Z');
    const saved = withDefinitionVersions(
      [{ ...registration, from }],
      [{ ...registration, from: new Date(from) }],
    );
    expect(saved[0]?.version).toBe(1);
  });
});
