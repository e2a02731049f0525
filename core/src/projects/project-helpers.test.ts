import { describe, expect, it } from 'vitest';
import { allDataColumns } from './all-data-columns.js';
import {
  domainCandidates,
  domainFromName,
  domainWithSuffix,
  isValidProjectDomain,
  normalizeProjectDomain,
} from './domain-names.js';
import { effectiveInvoicing } from './effective-invoicing.js';
import { defaultProjectSettings } from './project-defaults.js';
import { findProjectSettingsProblems } from './settings-problems.js';

describe('domain names', () => {
  it('follow /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/', () => {
    for (const ok of ['a', 'demo', 'demo-2', 'a'.repeat(63), '0x'])
      expect(isValidProjectDomain(ok), ok).toBe(true);
    for (const bad of ['', '-a', 'a-', 'A', 'a_b', 'żak', 'a.b', 'a'.repeat(64)]) {
      expect(isValidProjectDomain(bad), bad).toBe(false);
    }
    expect(normalizeProjectDomain('  Demo ')).toBe('demo');
  });

  it('are derived from names and suffixed within 63 characters', () => {
    expect(domainFromName('Obóz Letni 2026!')).toBe('oboz-letni-2026');
    expect(domainFromName('!!!')).toBe('projekt');
    expect(domainWithSuffix('demo', '-stare')).toBe('demo-stare');
    expect(domainWithSuffix(`${'a'.repeat(60)}-b`, '-stare')).toBe(`${'a'.repeat(57)}-stare`);
    expect(domainCandidates('demo', 3)).toEqual(['demo', 'demo-2', 'demo-3']);
  });
});

describe('effectiveInvoicing: "Project values override organization values (invoicing in particular)"', () => {
  it('takes the project value when set, else the organization, else the organization defaults', () => {
    const project = defaultProjectSettings();
    project.invoicing.daysToPay = 30;
    project.invoicing.vatPercent = '23';
    const organization = { invoicing: { daysToPay: 7, lumpPercent: 3, vatPercent: '8', patternId: '' } };
    const effective = effectiveInvoicing(organization, project);
    expect(effective).toMatchObject({ daysToPay: 30, vatPercent: '23', lumpPercent: 3, patternId: '' });
    expect(effective.useVat).toBe(false);
    expect(effectiveInvoicing(null, defaultProjectSettings())).toMatchObject({
      lumpPercent: 8.5,
      daysToPay: 14,
      vatPercent: 'np',
    });
  });
});

describe('findProjectSettingsProblems', () => {
  it('accepts the defaults', () => {
    expect(findProjectSettingsProblems(defaultProjectSettings())).toEqual([]);
  });

  it('reports windows with to < from, a zero limit, unordered reminders and incomplete switches', () => {
    const s = defaultProjectSettings();
    s.event.registration.from = '2026-05-02T00:00:00Z';
    s.event.registration.to = '2026-05-01T00:00:00Z';
    s.event.registration.limitOfParticipantsEnabled = true;
    s.permissions = [
      { userId: 'u', role: 'admin', from: new Date('2026-02-01'), to: new Date('2026-01-01') },
    ];
    s.debtCollectionSettings.reminderSchedule.secondReminderDays = 40;
    s.webhooks.paymentExecuted.enabled = true;
    s.analytics.pixelEnabled = true;
    expect(findProjectSettingsProblems(s)).toEqual([
      'event.registration.to: data końcowa nie może być wcześniejsza niż data początkowa',
      'event.registration.limitOfParticipants: przy włączonym limicie liczba miejsc musi być większa od zera',
      'permissions[0].to: data końcowa nie może być wcześniejsza niż data początkowa',
      'debtCollectionSettings.reminderSchedule: dni przypomnień muszą rosnąć (pierwsze < drugie < ostateczne)',
      'webhooks.paymentExecuted.target: podaj adres włączonego webhooka',
      'analytics.pixelId: podaj identyfikator włączonego piksela',
    ]);
  });

  it("checks installments definitions with core's rules", () => {
    const s = defaultProjectSettings();
    s.payments.installments.configurations = [{ name: 3 } as never];
    const problems = findProjectSettingsProblems(s);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^payments\.installments\.configurations\[0\]: /);
  });
});

describe('allDataColumns', () => {
  it('lists the base columns, then data fields in order of first appearance', () => {
    const columns = allDataColumns([
      { data: [{ name: 'first_name' }, { name: 'email_main' }] },
      { data: [{ name: 'email_main' }, { name: 'city' }, { name: '' }] },
      {},
    ]);
    expect(columns.map((c) => c.field)).toEqual([
      'status',
      'createdOn',
      'group',
      'groupIndex',
      'first_name',
      'email_main',
      'city',
    ]);
    expect(allDataColumns([])).toHaveLength(4);
  });
});
