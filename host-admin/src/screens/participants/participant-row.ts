import type { ParticipantStatus } from '@zapisy/core';

/** Money columns of the settlements that exist before payments; integer grosze. */
export const PARTICIPANT_AMOUNT_FIELDS = [
  'net',
  'vat',
  'gross',
  'rebates',
  'required',
  'overdue',
  'leftToPay',
] as const;
export type ParticipantAmountField = (typeof PARTICIPANT_AMOUNT_FIELDS)[number];

/** One participant as the grid shows it (projected by `GET /project/all-data/{id}`). */
export interface ParticipantGridRow {
  _id: string;
  customerId: string | null;
  status: ParticipantStatus | string;
  createdOn: string | null;
  removedOn: string | null;
  group: string | number | null;
  groupIndex: number | null;
  representative: boolean;
  invoice: boolean;
  onWaitingList: boolean;
  timeLeft: string | number | null;
  currentMeeting: number | null;
  surveyLink: string | null;
  formLink: string | null;
  affiliateLink: string | null;
  affiliationReceived: boolean | null;
  referred: readonly string[];
  referralCount: number | null;
  eventName: string | null;
  installmentsDescription: string | null;
  data: Readonly<Record<string, unknown>>;
  amounts: Readonly<Record<ParticipantAmountField, number | null>>;
}

type Raw = Record<string, unknown>;

const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const grosze = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** `data` as the store keeps it (`[{name, value}]`) or already flattened (`{name: value}`). */
function dataRecord(value: unknown): Record<string, unknown> {
  if (Array.isArray(value)) {
    const record: Record<string, unknown> = {};
    for (const entry of value as { name?: unknown; value?: unknown }[])
      if (typeof entry?.name === 'string') record[entry.name] = entry.value;
    return record;
  }
  return value && typeof value === 'object' ? { ...(value as Raw) } : {};
}

/**
 * A row of the server's answer, read defensively: the projected fields when present, else the stored
 * participant's own (`calculated` amounts, `data` as name/value pairs).
 */
export function toParticipantRow(raw: Raw): ParticipantGridRow {
  const calculated = (raw.calculated as Raw | null | undefined) ?? {};
  const amounts = (raw.amounts as Raw | null | undefined) ?? {};
  const amount = (field: ParticipantAmountField, fallback?: unknown) =>
    grosze(raw[field] ?? amounts[field] ?? fallback);
  const status: string = typeof raw.status === 'string' ? raw.status : 'registered';
  return {
    _id: String(raw._id ?? raw.participantId ?? ''),
    customerId: str(raw.customerId),
    status,
    createdOn: str(raw.createdOn),
    removedOn: str(raw.removedOn ?? raw.removedDate),
    group: typeof raw.group === 'string' || typeof raw.group === 'number' ? raw.group : null,
    groupIndex: num(raw.groupIndex),
    representative: raw.representative === true,
    invoice: raw.invoice === true || raw.wantsInvoice === true,
    onWaitingList: raw.onWaitingList === true,
    timeLeft: typeof raw.timeLeft === 'string' || typeof raw.timeLeft === 'number' ? raw.timeLeft : null,
    currentMeeting: num(raw.currentMeeting),
    surveyLink: str(raw.surveyLink),
    formLink: str(raw.formLink),
    affiliateLink: str(raw.affiliateLink),
    affiliationReceived: typeof raw.affiliationReceived === 'boolean' ? raw.affiliationReceived : null,
    referred: Array.isArray(raw.referred) ? raw.referred.map(String) : [],
    referralCount: num(raw.referralCount),
    eventName: str(raw.eventName),
    installmentsDescription: str(raw.installmentsDescription),
    data: dataRecord(raw.data),
    amounts: {
      net: amount('net'),
      vat: amount('vat'),
      gross: amount('gross', calculated.totalSum),
      rebates: amount('rebates'),
      required: amount('required', calculated.leftToPayRequired),
      overdue: amount('overdue', calculated.leftToPayLate),
      leftToPay: amount('leftToPay', calculated.leftToPay),
    },
  };
}
