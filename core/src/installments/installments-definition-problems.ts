import {
  isInstallmentCalculationType,
  isInstallmentFrequency,
  isInstallmentsType,
} from './installment-kinds.js';
import { MAX_INSTALLMENTS } from './installment-schedule.js';
import type {
  InstallmentScheduleRule,
  InstallmentsAdvanceConfig,
  InstallmentsBetweenDatesConfig,
  InstallmentsConstantNumberConfig,
  InstallmentsDefinition,
} from './installments-definition.js';

const TOO_MANY = `Zbyt wiele rat (najwyżej ${MAX_INSTALLMENTS}).`;

const isPositiveInteger = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;
const isNonNegativeInteger = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;
const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
export const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/** A non-negative finite multiplier (decimals allowed, e.g. 1.5 hours). */
export const isValidMultiplier = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Polish descriptions of everything wrong with an installments definition (second document §3 fields); empty
 * when the definition can be calculated. Only the configs its type uses are checked.
 */
export function findInstallmentsDefinitionProblems(definition: InstallmentsDefinition): string[] {
  if (typeof definition !== 'object' || definition === null) return ['Brak definicji rat.'];
  const problems: string[] = [];
  if (typeof definition.name !== 'string') problems.push('Nazwa definicji rat musi być tekstem.');
  if (typeof definition.definitionId !== 'string')
    problems.push('Identyfikator definicji rat musi być tekstem.');
  if (!isPositiveInteger(definition.count)) problems.push('Liczba rat musi być dodatnią liczbą całkowitą.');
  if (!isValidMultiplier(definition.multiplier)) problems.push('Mnożnik musi być nieujemną liczbą.');
  if (!isInstallmentCalculationType(definition.calculationType)) {
    problems.push(`Nieznany sposób naliczania rat: ${String(definition.calculationType)}.`);
  }
  if (!isInstallmentsType(definition.type)) {
    problems.push(`Nieznany typ rat: ${String(definition.type)}.`);
    return problems;
  }
  const usesAdvance = definition.type !== 'constantNumber' && definition.type !== 'betweenDates';
  if (usesAdvance) problems.push(...advanceProblems(definition.advance));
  if (definition.type === 'betweenDates' || definition.type === 'advanceBetweenDates') {
    problems.push(...betweenDatesProblems(definition.betweenDates));
  }
  if (definition.type === 'constantNumber')
    problems.push(...constantNumberProblems(definition.constantNumber));
  return problems;
}

function advanceProblems(config: InstallmentsAdvanceConfig | undefined): string[] {
  if (!config) return ['Brak konfiguracji zaliczki i terminów rat.'];
  const problems: string[] = [];
  if (typeof config.isPercent !== 'boolean')
    problems.push('Pole isPercent zaliczki musi być wartością logiczną.');
  if (typeof config.advanceIsAddition !== 'boolean') {
    problems.push('Pole advanceIsAddition zaliczki musi być wartością logiczną.');
  }
  if (!isPercent(config.advancePercent)) problems.push('Procent zaliczki musi być liczbą od 0 do 100.');
  if (!isNonNegativeInteger(config.advanceAmount)) {
    problems.push('Kwota zaliczki musi być nieujemną, całkowitą liczbą groszy.');
  }
  if (!isNonNegativeInteger(config.advanceDays)) {
    problems.push('Liczba dni do zapłaty zaliczki musi być nieujemną liczbą całkowitą.');
  }
  if (!Array.isArray(config.dates) || !config.dates.every(isValidDate)) {
    problems.push('Terminy rat muszą być poprawnymi datami.');
  } else if (config.dates.length > MAX_INSTALLMENTS) {
    problems.push(TOO_MANY);
  }
  return problems;
}

function betweenDatesProblems(config: InstallmentsBetweenDatesConfig | undefined): string[] {
  if (!config) return ['Brak konfiguracji rat między datami.'];
  const problems = scheduleRuleProblems(config);
  if (!isValidDate(config.from) || !isValidDate(config.to)) {
    problems.push('Daty od i do rat muszą być poprawnymi datami.');
  } else if (config.to.getTime() < config.from.getTime()) {
    problems.push('Data do rat nie może być wcześniejsza niż data od.');
  }
  return problems;
}

function constantNumberProblems(config: InstallmentsConstantNumberConfig | undefined): string[] {
  if (!config) return ['Brak konfiguracji stałej liczby rat.'];
  const problems = scheduleRuleProblems(config);
  if (!isPositiveInteger(config.count)) problems.push('Liczba rat musi być dodatnią liczbą całkowitą.');
  else if (config.count > MAX_INSTALLMENTS) problems.push(TOO_MANY);
  return problems;
}

function scheduleRuleProblems(rule: InstallmentScheduleRule): string[] {
  const problems: string[] = [];
  if (!isInstallmentFrequency(rule.frequency)) {
    problems.push(`Nieznana częstotliwość rat: ${String(rule.frequency)}.`);
  }
  if (!isPositiveInteger(rule.every))
    problems.push('Odstęp między ratami musi być dodatnią liczbą całkowitą.');
  if (rule.on === undefined || rule.on === null) return problems;
  if (rule.frequency === 'monthly' && !(isPositiveInteger(rule.on) && rule.on <= 31)) {
    problems.push('Dzień miesiąca raty musi być liczbą od 1 do 31.');
  }
  if (rule.frequency === 'weekly' && !(isPositiveInteger(rule.on) && rule.on <= 7)) {
    problems.push('Dzień tygodnia raty musi być liczbą od 1 (poniedziałek) do 7 (niedziela).');
  }
  return problems;
}
