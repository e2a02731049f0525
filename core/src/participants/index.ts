export type {
  Participant,
  ParticipantCalculated,
  ParticipantCustomerContact,
  ParticipantDataEntry,
  ParticipantInstallmentRecord,
  ParticipantNotifiedRecord,
  ParticipantPaymentForm,
} from './participant.js';
export { ageOn } from './participant-age.js';
export { applyParticipantCancelRule, type ParticipantCancelRuleOptions } from './participant-cancel-rule.js';
export { type ParticipantContact, participantContact } from './participant-contact.js';
export { PARTICIPANT_FIELD_NAMES, PARTICIPANT_NAME_PLACEHOLDER } from './participant-fields.js';
export {
  FIELDS_SHOWN_BY_BASE_COLUMNS,
  PARTICIPANT_GRID_BASE_COLUMNS,
  PARTICIPANT_GRID_SETTLEMENT_COLUMNS,
  type ParticipantGridColumn,
  type ParticipantGridValueTexts,
  participantGridColumns,
  participantGridValueKey,
  participantGridValueText,
} from './participant-grid-columns.js';
export {
  type ParticipantGridSort,
  participantContactSearch,
  participantGridComparator,
  participantGridDataField,
  participantGridLineReader,
  participantGridSearch,
  participantGridSortsBySignUp,
  participantGridValue,
  participantSearchText,
  sortBySignUp,
  sortParticipantGrid,
  sortParticipantGridRows,
} from './participant-grid-order.js';
export {
  type ParticipantGridLinks,
  type ParticipantGridProject,
  participantGridLinks,
  projectPublicOrigin,
} from './participant-grid-project.js';
export {
  gridDateIso,
  type ParticipantGridBilling,
  type ParticipantGridRow,
  type ParticipantGridRowContext,
  type ParticipantGridSettlements,
  type ParticipantGridSource,
  participantFlatData,
  participantGridName,
  participantGridRow,
  participantGridSettlements,
  participantGridValues,
} from './participant-grid-row.js';
export {
  PARTICIPANT_GRID_ROW_KEYS,
  PARTICIPANT_GRID_SETTLEMENT_KEYS,
  type ParticipantGridProjects,
  participantGridDecoder,
  participantGridKeys,
  participantGridLine,
  participantGridLineCompactor,
} from './participant-grid-stream.js';
export {
  assignParticipantGroup,
  type ParticipantGroupInfo,
  participantGroupInfo,
  participantGroupKey,
  participantsInGroup,
} from './participant-groups.js';
export {
  type DescribedInstallment,
  participantInstallmentsDescription,
} from './participant-installments-description.js';
export { affiliationReceived, ParticipantReferrals, referrerOf } from './participant-referrals.js';
export {
  isParticipantStatus,
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
  PARTICIPANT_STATUSES_KEPT_BY_RECALCULATION,
  PARTICIPANT_STATUSES_WITHOUT_DUES,
  type ParticipantStatus,
  participantStatusLabel,
} from './participant-status.js';
export { participantTimeLeftDays, type TimeLeftBilling } from './participant-time-left.js';
export { polishDayNumber } from './polish-day-cache.js';
export { type PriceAdjustments, priceAdjustments } from './price-adjustments.js';
export {
  PARTICIPANT_NOTIFICATION_CLEARED_ON_ENTERING,
  type ParticipantComputedLeftToPay,
  type ParticipantRecalculationContext,
  type ParticipantRecalculationResult,
  participantStatusFromAmounts,
  recalculateParticipantStatus,
} from './recalculate-participant-status.js';
export { representativeFromCustomer } from './representative.js';
export {
  isPresentForTicket,
  PARTICIPANT_MAX_MEETING_INDEX,
  PARTICIPANT_STATUSES_RECEIVING_TICKET,
  participantMeeting,
  sendTicketTransition,
  setTicketStatus,
  ticketStatusAt,
} from './ticket-status.js';
export { isTicketStatus, TICKET_STATUSES, type TicketStatus } from './ticket-status-values.js';
