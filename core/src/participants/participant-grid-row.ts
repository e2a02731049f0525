import { addGroszeSafely } from '../billing/safe-sum.js';
import type { Grosze } from '../money/index.js';
import type { ParticipantCalculated, ParticipantDataEntry } from './participant.js';
import { participantContact } from './participant-contact.js';
import { type ParticipantGridProject, participantGridLinks } from './participant-grid-project.js';
import { PARTICIPANT_GRID_ROW_KEYS, PARTICIPANT_GRID_SETTLEMENT_KEYS } from './participant-grid-stream.js';
import {
  type DescribedInstallment,
  participantInstallmentsDescription,
} from './participant-installments-description.js';
import { affiliationReceived, type ParticipantReferrals } from './participant-referrals.js';
import { PARTICIPANT_STATUSES_WITHOUT_DUES, type ParticipantStatus } from './participant-status.js';
import { participantTimeLeftDays } from './participant-time-left.js';
import { priceAdjustments } from './price-adjustments.js';

/**
 * The settlements figures that exist before payments (first document §2 "Settlements grid": rebates, net,
 * VAT, gross, required payments, overdue payments, left to pay), in integer grosze.
 */
export interface ParticipantGridSettlements {
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
  /**
   * Priced form options that add to the price (already inside net); the price-list rules are the price
   * itself (the settlements grid's category columns).
   */
  surcharges: Grosze;
  /** Every rebate (options and price-list rules that lower the price), a non-negative number (already inside net). */
  rebates: Grosze;
  required: Grosze;
  overdue: Grosze;
  leftToPay: Grosze;
}

/** One row of the participants grid (first document §2 "Participants grid"), projected on the server. */
export interface ParticipantGridRow {
  _id: string;
  rowNumber: number;
  status: string;
  /** Signed-up date (createdOn), epoch milliseconds (compact in the stream, compared as a number). */
  createdOn: number | null;
  /** Removed date (removedOn), epoch milliseconds. */
  removedOn: number | null;
  group: string | null;
  /** Position in the group counted from 1 for people (the representative, stored as groupIndex 0, is 1). */
  groupIndex: number | null;
  /** The meeting the participant is on (0-based), when the project has meetings. */
  currentMeeting: number | null;
  representative: boolean;
  /** An invoice was issued for one of its billings, or the participant asked for one (form field `invoice`). */
  invoice: boolean;
  onWaitingList: boolean;
  /** Whole days (in Poland) left to the earliest unpaid billing's required date; negative when late. */
  timeLeft: number | null;
  /** The row's project (several with dataSettings.showFromAllEvents) and its name, the "event name". */
  eventId: string | null;
  eventName: string | null;
  /** Absolute links on the project's domain: /ankieta (survey enabled), /formularz, affiliate (enabled). */
  surveyLink: string | null;
  formLink: string | null;
  affiliateLink: string | null;
  affiliationReceived: boolean;
  /** Names of the participants who registered through this participant's affiliate link, ', '-joined. */
  referred: string | null;
  referralCount: number;
  installmentsDescription: string | null;
  customerId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** The form data as a flat map (field_name → value). */
  data: Record<string, unknown>;
  settlements: ParticipantGridSettlements;
}

/** The stored participant fields a grid row reads. */
export interface ParticipantGridSource {
  _id: string;
  status?: string | null;
  createdOn?: Date | string | null;
  removedOn?: Date | string | null;
  group?: string | number | null;
  groupIndex?: number | null;
  currentMeeting?: number | null;
  representative?: boolean | null;
  onWaitingList?: boolean | null;
  eventId?: string | null;
  customerId?: string | null;
  data?: readonly ParticipantDataEntry[] | null;
  installments?: readonly DescribedInstallment[] | null;
  calculated?: Partial<ParticipantCalculated> | null;
}

/** The stored billing fields a grid row reads (amounts in grosze). */
export interface ParticipantGridBilling {
  amount?: number | null;
  vat?: number | null;
  grossAmount?: number | null;
  status?: string | null;
  invoiceId?: string | null;
  leftToPay?: number | null;
  requiredDate?: Date | string | null;
}

/** What a row reads besides its participant and billings. */
export interface ParticipantGridRowContext {
  /** The participant's project: name, links, installment plan names. */
  project?: ParticipantGridProject | null;
  /** "Today" for the time left (default: the current time). */
  now?: Date;
  /** Who registered through whose affiliate link, over all the grid's participants. */
  referrals?: ParticipantReferrals | null;
}

/** A stored money figure in grosze; 0 when absent or not a safe integer. */
export function storedGrosze(value: unknown): Grosze {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
}

const grosze = storedGrosze;

/** A stored date (Date or ISO text) as epoch milliseconds; null when absent or unreadable. */
export function epochOf(value: Date | string | null | undefined): number | null {
  const time =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'string' && value !== ''
        ? Date.parse(value)
        : NaN;
  return Number.isNaN(time) ? null : time;
}

/** A grid date (epoch ms) as ISO text, for answers that keep ISO dates. */
export function gridDateIso(value: number | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 'Tak';
}

/** An invoice was issued for one of the billings, or the participant asked for one (form field `invoice`). */
function invoiceOf(billings: readonly ParticipantGridBilling[], data: Record<string, unknown>): boolean {
  for (const billing of billings) if (billing.invoiceId) return true;
  return truthy(data.invoice);
}

/** Details that registration stores next to the total: net, VAT, gross and the rules' rebate. */
function detailsOf(calculated: Partial<ParticipantCalculated> | null | undefined): Record<string, unknown> {
  const details = calculated?.details;
  return details && typeof details === 'object' && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : {};
}

/**
 * Settlements before payments. Net, VAT and gross are the sums of the participant's billings that are not
 * cancelled; a participant without billings (waiting list, not billed yet) shows its quote's figures from
 * `calculated.details` (net = total when no details). Required, overdue and left to pay are the stored
 * calculated figures, "For refunded, cancelled or waiting participants, required and late left-to-pay are
 * set to zero".
 */
export function participantGridSettlements(
  participant: Pick<ParticipantGridSource, 'status' | 'calculated'>,
  billings: readonly ParticipantGridBilling[],
): ParticipantGridSettlements {
  const calculated = participant.calculated ?? {};
  const details = detailsOf(calculated);
  let live = 0;
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const billing of billings) {
    if (billing.status === 'cancelled') continue;
    live++;
    net = addGroszeSafely(net, grosze(billing.amount), 'Kwota netto');
    vat = addGroszeSafely(vat, grosze(billing.vat), 'VAT');
    gross = addGroszeSafely(gross, grosze(billing.grossAmount), 'Kwota brutto');
  }
  if (live === 0) {
    const total = grosze(calculated.totalSum);
    net = typeof details.amount === 'number' ? grosze(details.amount) : total;
    vat = grosze(details.vat);
    gross = typeof details.grossAmount === 'number' ? grosze(details.grossAmount) : total;
  }
  const adjustments = priceAdjustments(details);
  const withoutDues = PARTICIPANT_STATUSES_WITHOUT_DUES.includes(participant.status as ParticipantStatus);
  return {
    net,
    vat,
    gross,
    surcharges: adjustments.optionSurcharges,
    rebates: adjustments.rebates,
    required: withoutDues ? 0 : grosze(calculated.leftToPayRequired),
    overdue: withoutDues ? 0 : grosze(calculated.leftToPayLate),
    leftToPay: grosze(calculated.leftToPay),
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The participant's own name, e-mail and phone when its data has them all (the common case, read without
 * searching the list again), else the full fallback chain of `participantContact`.
 */
export function participantGridContact(
  participant: Pick<ParticipantGridSource, 'data' | 'calculated'>,
  data: Record<string, unknown>,
): { name: string; email: string | null; phone: string | null } {
  const name = `${textOf(data.first_name)} ${textOf(data.last_name)}`.trim();
  const email = textOf(data.email_main);
  const phone = textOf(data.phone_number);
  if (name !== '' && email !== '' && phone !== '') return { name, email, phone };
  return participantContact({
    data: participant.data ?? undefined,
    calculated: (participant.calculated as ParticipantCalculated | undefined) ?? undefined,
  });
}

/** The participant's form data as a flat map (field_name → value). */
export function participantFlatData(
  participant: Pick<ParticipantGridSource, 'data'>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const entry of participant.data ?? []) {
    if (entry && typeof entry.name === 'string') data[entry.name] = entry.value;
  }
  return data;
}

/** The name the grid shows for a participant (also in other rows' referred lists). */
export function participantGridName(
  participant: ParticipantGridSource,
  data = participantFlatData(participant),
) {
  return participantGridContact(participant, data).name;
}

/** The group a grid shows: its name as text, null when the participant has none. */
export function gridGroupOf(group: string | number | null | undefined): string | null {
  return group === null || group === undefined || group === '' ? null : String(group);
}

/** Projects a stored participant and its billings to the grid's row shape (no full document leaves). */
export function participantGridRow(
  participant: ParticipantGridSource,
  billings: readonly ParticipantGridBilling[],
  rowNumber = 0,
  context: ParticipantGridRowContext = {},
): ParticipantGridRow {
  const data = participantFlatData(participant);
  const contact = participantGridContact(participant, data);
  const project = context.project ?? null;
  const referrals = context.referrals ?? null;
  return {
    _id: participant._id,
    rowNumber,
    status: participant.status ?? 'registered',
    createdOn: epochOf(participant.createdOn),
    removedOn: epochOf(participant.removedOn),
    group: gridGroupOf(participant.group),
    groupIndex: typeof participant.groupIndex === 'number' ? participant.groupIndex + 1 : null,
    currentMeeting: typeof participant.currentMeeting === 'number' ? participant.currentMeeting : null,
    representative: participant.representative === true,
    invoice: invoiceOf(billings, data),
    onWaitingList: participant.onWaitingList === true || participant.status === 'waiting',
    timeLeft: participantTimeLeftDays(
      participant.status ?? 'registered',
      billings,
      context.now ?? new Date(),
    ),
    eventId: project?.eventId ?? participant.eventId ?? null,
    eventName: project?.name ?? null,
    ...participantGridLinks(project, participant._id),
    affiliationReceived: affiliationReceived(data),
    referred: referrals?.referredOf(participant._id) ?? null,
    referralCount: referrals?.countOf(participant._id) ?? 0,
    installmentsDescription: participantInstallmentsDescription(
      data,
      participant.installments,
      project?.installmentPlans,
      project?.dateFormat,
    ),
    customerId: participant.customerId ?? null,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    data,
    settlements: participantGridSettlements(participant, billings),
  };
}

/**
 * The row's line values (`participantGridLine(participantGridRow(…), fieldNames)` parsed back, in
 * `participantGridKeys(fieldNames)` order) built straight from the participant: the whole-grid stream
 * needs no row object, links or event name (the decoder rebuilds those from the head's projects).
 */
export function participantGridValues(
  participant: ParticipantGridSource,
  billings: readonly ParticipantGridBilling[],
  fieldNames: readonly string[],
  context: ParticipantGridRowContext = {},
): unknown[] {
  const data = participantFlatData(participant);
  const contact = participantGridContact(participant, data);
  const project = context.project ?? null;
  const referrals = context.referrals ?? null;
  const status = participant.status ?? 'registered';
  const values: unknown[] = [
    participant._id,
    participant.customerId ?? null,
    status,
    epochOf(participant.createdOn),
    epochOf(participant.removedOn),
    gridGroupOf(participant.group),
    typeof participant.groupIndex === 'number' ? participant.groupIndex + 1 : null,
    typeof participant.currentMeeting === 'number' ? participant.currentMeeting : null,
    participant.representative === true,
    invoiceOf(billings, data),
    participant.onWaitingList === true || participant.status === 'waiting',
    contact.name,
    contact.email,
    contact.phone,
    project?.eventId ?? participant.eventId ?? null,
    participantTimeLeftDays(status, billings, context.now ?? new Date()),
    affiliationReceived(data),
    referrals?.referredOf(participant._id) ?? null,
    referrals?.countOf(participant._id) ?? 0,
    participantInstallmentsDescription(
      data,
      participant.installments,
      project?.installmentPlans,
      project?.dateFormat,
    ),
  ];
  // Sized once: pushes would grow (copy) the array twice per row.
  values.length =
    PARTICIPANT_GRID_ROW_KEYS.length + fieldNames.length + PARTICIPANT_GRID_SETTLEMENT_KEYS.length;
  let at = PARTICIPANT_GRID_ROW_KEYS.length;
  for (const name of fieldNames) values[at++] = data[name] ?? null;
  const s = participantGridSettlements(participant, billings);
  values[at++] = s.surcharges;
  values[at++] = s.rebates;
  values[at++] = s.net;
  values[at++] = s.vat;
  values[at++] = s.gross;
  values[at++] = s.required;
  values[at++] = s.overdue;
  values[at] = s.leftToPay;
  return values;
}
