/**
 * Rules across fields that a JSON Schema cannot say, checked after the schema: date windows in order,
 * a participant limit above zero, increasing reminder days, installments definitions (core's rules),
 * enabled webhooks and analytics with their targets. Each problem is one Polish line with the field path.
 */
import { findInstallmentsDefinitionProblems } from '../installments/index.js';
import type { ProjectDate, ProjectSettings } from './project-types.js';

function time(value: ProjectDate | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? undefined : t;
}

function windowProblem(path: string, from: ProjectDate | undefined, to: ProjectDate | undefined): string[] {
  const start = time(from);
  const end = time(to);
  return start !== undefined && end !== undefined && end < start
    ? [`${path}.to: data końcowa nie może być wcześniejsza niż data początkowa`]
    : [];
}

/** Problems of a schema-valid project's settings; empty when it may be saved. */
export function findProjectSettingsProblems(settings: ProjectSettings): string[] {
  const problems: string[] = [];
  const { event } = settings;
  problems.push(...windowProblem('event', event.from, event.to));
  problems.push(...windowProblem('event.registration', event.registration.from, event.registration.to));
  problems.push(...windowProblem('event.survey', event.survey.from, event.survey.to));
  if (event.registration.limitOfParticipantsEnabled && event.registration.limitOfParticipants < 1) {
    problems.push(
      'event.registration.limitOfParticipants: przy włączonym limicie liczba miejsc musi być większa od zera',
    );
  }
  if (event.registration.enableWaitingList && !event.registration.limitOfParticipantsEnabled) {
    problems.push('event.registration.enableWaitingList: lista rezerwowa wymaga włączonego limitu miejsc');
  }

  settings.permissions.forEach((permission, index) => {
    problems.push(...windowProblem(`permissions[${index}]`, permission.from, permission.to));
  });

  const schedule = settings.debtCollectionSettings.reminderSchedule;
  if (
    !(
      schedule.firstReminderDays < schedule.secondReminderDays &&
      schedule.secondReminderDays < schedule.finalReminderDays
    )
  ) {
    problems.push(
      'debtCollectionSettings.reminderSchedule: dni przypomnień muszą rosnąć (pierwsze < drugie < ostateczne)',
    );
  }

  settings.payments.installments.configurations.forEach((definition, index) => {
    for (const problem of findInstallmentsDefinitionProblems(definition)) {
      problems.push(`payments.installments.configurations[${index}]: ${problem}`);
    }
  });

  for (const [name, hook] of Object.entries(settings.webhooks)) {
    if (hook.enabled && hook.target.trim() === '') {
      problems.push(`webhooks.${name}.target: podaj adres włączonego webhooka`);
    }
  }
  const { analytics } = settings;
  if (analytics.pixelEnabled && analytics.pixelId.trim() === '') {
    problems.push('analytics.pixelId: podaj identyfikator włączonego piksela');
  }
  if (analytics.googleAnalyticsEnabled && analytics.googleAnalyticsId.trim() === '') {
    problems.push('analytics.googleAnalyticsId: podaj identyfikator włączonego Google Analytics');
  }
  return problems;
}
