import { describe, expect, it } from 'vitest';
import { defaultProject, defaultProjectSettings, withProjectDefaults } from './project-defaults.js';
import { projectSchema, projectSettingsSchemas } from './project-schema.js';
import { DEFAULT_ABSENCE_MESSAGE_AFTER_HOUR } from './settings-schemas.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const project = () =>
  defaultProject({ organizationId: 'org1', eventId: 'ev1', name: 'Obóz', domainName: 'oboz', now });

interface Walkable {
  type?: unknown;
  properties?: Record<string, Walkable>;
  default?: unknown;
  title?: unknown;
}

/** Paths of settings without a default or without a Polish title. */
function missing(schema: Walkable, path: string, out: string[]): string[] {
  if (typeof schema.title !== 'string' || schema.title === '') out.push(`${path} (title)`);
  if (schema.default === undefined) out.push(`${path} (default)`);
  for (const [key, child] of Object.entries(schema.properties ?? {})) missing(child, `${path}.${key}`, out);
  return out;
}

describe('project defaults', () => {
  it('every setting of every group has a default and a Polish title', () => {
    const problems: string[] = [];
    for (const [name, schema] of Object.entries(projectSettingsSchemas)) {
      if (name === 'event') {
        for (const [key, child] of Object.entries(schema.properties as Record<string, Walkable>)) {
          if (key !== 'name' && key !== 'domainName') missing(child, `event.${key}`, problems);
        }
      } else {
        missing(schema as Walkable, name, problems);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a new project is active, named, on its domain, with the spec defaults', () => {
    const p = project();
    expect(p).toMatchObject({
      eventId: 'ev1',
      organizationId: 'org1',
      active: true,
      lite: false,
      createdAt: now,
    });
    expect(p.event).toMatchObject({
      name: 'Obóz',
      domainName: 'oboz',
      translationType: 'default',
      from: null,
    });
    expect(p.event.registration).toMatchObject({ enabled: true, confirm: true, from: null, to: null });
    expect(p.event.registration.affiliateBillingCategory).toBe('Prowizja');
    expect(p.event.reception).toEqual({ enabled: true, meetings: { enabled: false, current: 0 } });
    expect(p.permissions).toEqual([]);
  });

  it('"Default payments: online on, cash off, automatic on, daysLate 2, statements off, algorithm consecutive, matching on customer and participant data"', () => {
    const { payments } = project();
    expect(payments).toMatchObject({ online: true, cash: false, automatic: true, daysLate: 2 });
    expect(payments.statements).toEqual({
      enabled: false,
      distributionAlgorithm: 'consecutive',
      matchOnCustomerData: true,
      matchOnParticipantData: true,
      settleWithEvent: false,
    });
    expect(payments.installments).toEqual({
      enabled: false,
      billBeforeInstallment: false,
      configurations: [],
    });
  });

  it('webhooks: five, each disabled with an empty target', () => {
    const { webhooks } = project();
    expect(Object.keys(webhooks)).toHaveLength(5);
    for (const hook of Object.values(webhooks)) expect(hook).toEqual({ enabled: false, target: '' });
  });

  it('"employees dayOfMonth 1"; analytics "default all disabled, empty ids"', () => {
    const p = project();
    expect(p.employees.dayOfMonth).toBe(1);
    expect(p.analytics).toEqual({
      pixelEnabled: false,
      pixelId: '',
      googleAnalyticsEnabled: false,
      googleAnalyticsId: '',
    });
  });

  it('calendar: "defaultEventLength (30 minutes), onParticipant (default true)" and the absence message', () => {
    const { calendar } = project();
    expect(calendar).toMatchObject({ defaultEventLength: 30, onParticipant: true });
    expect(calendar.absenceMessageAfterHour).toBe(DEFAULT_ABSENCE_MESSAGE_AFTER_HOUR);
    expect(DEFAULT_ABSENCE_MESSAGE_AFTER_HOUR).toBe(
      'Termin zgłaszania nieobecności w dniu dzisiejszym minął. Zgłoszenie nieobecności nie wstrzyma naliczenia należności.',
    );
  });

  it('debt collection: PerOrganization, statutory rate, Daily, Monthly, reminders 7/14/30, 50 zł, 14 days, seed 1', () => {
    expect(project().debtCollectionSettings).toEqual({
      enabled: false,
      scope: 'PerOrganization',
      useStatutoryInterestRate: true,
      customInterestRate: 0,
      interestCalculationMethod: 'Daily',
      interestNoteFrequency: 'Monthly',
      automaticRemindersEnabled: false,
      reminderSchedule: { firstReminderDays: 7, secondReminderDays: 14, finalReminderDays: 30 },
      autoCreateCasesEnabled: false,
      minAmountForCase: 5000,
      daysOverdueForCase: 14,
      interestNotePatternId: '',
      interestNoteNumberSeed: 1,
    });
  });

  it('project invoicing inherits the organization by default (null), with its own switches off', () => {
    const { invoicing } = project();
    expect(invoicing).toMatchObject({ enabled: false, vatPercent: null, lumpPercent: null, daysToPay: null });
    expect(invoicing.businessType).toBe(1);
  });

  it('the defaults are fresh copies (changing one project does not change the next)', () => {
    const a = defaultProjectSettings();
    a.payments.installments.configurations.push({} as never);
    a.webhooks.formSubmit.enabled = true;
    const b = defaultProjectSettings();
    expect(b.payments.installments.configurations).toEqual([]);
    expect(b.webhooks.formSubmit.enabled).toBe(false);
  });

  it('lists every settings group as required in the whole-project schema', () => {
    expect(projectSchema.required).toEqual(expect.arrayContaining(Object.keys(projectSettingsSchemas)));
    expect(projectSchema.additionalProperties).toBe(false);
  });
});

describe('withProjectDefaults', () => {
  it('fills settings a stored project lacks and keeps what it has', () => {
    const stored = {
      eventId: 'e',
      event: {
        name: 'Demo',
        domainName: 'demo',
        registration: { enabled: false, from: new Date('2026-01-01T00:00:00Z') },
      },
      payments: { daysLate: 5 },
      appearance: null,
    };
    const full = withProjectDefaults(stored);
    expect(full.event.name).toBe('Demo');
    expect(full.event.registration.enabled).toBe(false);
    expect(full.event.registration.from).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(full.event.registration.to).toBeNull();
    expect(full.event.registration.confirm).toBe(true);
    expect(full.payments.daysLate).toBe(5);
    expect(full.payments.online).toBe(true);
    expect(full.appearance.themeName).toBe('default');
    expect(full.calendar.defaultEventLength).toBe(30);
    expect(full.eventId).toBe('e');
  });
});
