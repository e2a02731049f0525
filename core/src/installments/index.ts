export {
  calculateInstallments,
  type InstallmentsCalculationInput,
  type ParticipantInstallment,
} from './calculate-installments.js';
export {
  INSTALLMENT_CALCULATION_TYPE_LABELS,
  INSTALLMENT_CALCULATION_TYPES,
  INSTALLMENT_FREQUENCIES,
  INSTALLMENT_FREQUENCY_LABELS,
  INSTALLMENTS_TYPE_LABELS,
  INSTALLMENTS_TYPES,
  type InstallmentCalculationType,
  type InstallmentFrequency,
  type InstallmentsType,
  isInstallmentCalculationType,
  isInstallmentFrequency,
  isInstallmentsType,
  SINGLE_PAYMENT_LABEL,
} from './installment-kinds.js';
export {
  INSTALLMENT_DATE_SHIFT_HOURS,
  MAX_INSTALLMENTS,
  shiftInstallmentDate,
} from './installment-schedule.js';
export {
  DEFAULT_INSTALLMENTS_ADVANCE_AMOUNT,
  DEFAULT_INSTALLMENTS_ADVANCE_DAYS,
  DEFAULT_INSTALLMENTS_CONSTANT_NUMBER_COUNT,
  defaultInstallmentsAdvanceConfig,
  defaultInstallmentsBetweenDatesConfig,
  defaultInstallmentsConstantNumberConfig,
  defaultInstallmentsDefinition,
  type InstallmentScheduleRule,
  type InstallmentsAdvanceConfig,
  type InstallmentsBetweenDatesConfig,
  type InstallmentsConstantNumberConfig,
  type InstallmentsDefinition,
} from './installments-definition.js';
export { findInstallmentsDefinitionProblems } from './installments-definition-problems.js';
