import { ValidationError } from '../errors/index.js';
import type { FormDefinition } from '../forms/index.js';
import { generateInstallmentId } from '../ids/index.js';
import {
  calculateInstallments,
  defaultInstallmentsDefinition,
  type InstallmentsDefinition,
  type ParticipantInstallment,
} from '../installments/index.js';
import type { Grosze, VatRateInput } from '../money/index.js';
import { polishDayAsUtcMidnight } from '../pricing/calendar-day.js';
import { coercePricingNumber, type PricingFormData } from '../pricing/index.js';
import { isPricedField } from './priced-fields.js';
import type { RegistrationQuoteInput } from './quote-types.js';

/** Well-known field name of the InstallmentsSelect kind. */
export const INSTALLMENTS_SELECT_FIELD = 'installments_select';

/**
 * The definition a participant pays by: the one named by `installments_select`, else the first configuration,
 * when the project offers installments; null (one immediate payment) otherwise. An unknown choice is rejected.
 */
export function chosenInstallmentsDefinition(
  installments: RegistrationQuoteInput['installments'],
  data: PricingFormData,
): InstallmentsDefinition | null {
  if (installments?.enabled !== true || installments.configurations.length === 0) return null;
  const chosen = data[INSTALLMENTS_SELECT_FIELD];
  if (chosen === undefined || chosen === null || chosen === '') return installments.configurations[0] ?? null;
  const definition = installments.configurations.find((candidate) => candidate.definitionId === chosen);
  if (definition === undefined) throw new ValidationError('Wybrany plan rat nie jest dostępny');
  return definition;
}

/** "amount times multiplier": an unpriced Multiplier field's value replaces the definition's multiplier. */
function multiplierOf(
  definition: InstallmentsDefinition,
  form: FormDefinition,
  data: PricingFormData,
): number | undefined {
  if (definition.calculationType !== 'amountTimesMultiplier') return undefined;
  // A priced Multiplier already multiplies its own option price; using it here too would count it twice.
  const field = form.find(
    (candidate) => (candidate.element ?? candidate.plugin) === 'Multiplier' && !isPricedField(candidate),
  );
  if (field === undefined || data[field.field_name] == null || data[field.field_name] === '')
    return undefined;
  return Math.max(0, coercePricingNumber(data[field.field_name]));
}

/**
 * The schedule of a net total (second document §4 "Installment calculation"); without a chosen definition the
 * spec's "default empty installments definition: constant number, count 1, multiplier 1, total amount,
 * immediate" gives one installment of the whole total.
 */
export function quoteInstallments(input: {
  definition: InstallmentsDefinition | null;
  form: FormDefinition;
  data: PricingFormData;
  total: Grosze;
  now: Date;
  vatRate: VatRateInput | null | undefined;
  idFor: ((index: number) => string) | undefined;
}): ParticipantInstallment[] {
  const definition = input.definition ?? defaultInstallmentsDefinition();
  return calculateInstallments(definition, {
    amount: input.total,
    startDate: polishDayAsUtcMidnight(input.now),
    vatRate: input.vatRate ?? undefined,
    multiplier: multiplierOf(definition, input.form, input.data),
    idFor: input.idFor ?? (() => generateInstallmentId()),
  });
}
