import type { ParticipantStatus } from './participant-status.js';
import type { TicketStatus } from './ticket-status-values.js';

/** One answer of the participant's form: a well-known field name (first_name, email_main …) and its value. */
export interface ParticipantDataEntry {
  name: string;
  value: unknown;
}

/**
 * The participant's computed figures. Amounts are integer grosze. `fields` carries other computed column
 * values keyed by field name (the spec reads name, e-mails and phones from "its calculated values").
 */
export interface ParticipantCalculated {
  totalSum: number;
  leftToPay: number;
  leftToPayLate: number;
  leftToPayRequired: number;
  /** Sum of payments. */
  payments: number;
  partial?: boolean;
  /** The spec's needs_recounting flag. */
  needsRecounting?: boolean;
  details?: unknown;
  status?: string;
  ticketStatus?: string;
  fields?: Readonly<Record<string, unknown>>;
}

/** A sent-notification record (spec: notified (id, version, type, date, notificationId)); `type` is the event type. */
export interface ParticipantNotifiedRecord {
  id: string;
  version?: number;
  type: string;
  date?: Date;
  notificationId?: string;
}

export interface ParticipantInstallmentRecord {
  date: Date;
  amount: number;
  grossAmount?: number;
  vat?: number;
  installmentId: string;
}

/** Minimal customer data a participant falls back on (see `participantContact`). */
export interface ParticipantCustomerContact {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  email2?: string | null;
  phoneNumber?: string | null;
  phoneNumber2?: string | null;
  invoiceData?: { fullName?: string | null } | null;
}

export type ParticipantPaymentForm = 'none' | 'online' | 'transfer' | 'cash';

/** Participant entity of spec §3 (amounts in integer grosze). */
export interface Participant {
  _id?: string;
  eventId?: string;
  customerId?: string;
  customer?: ParticipantCustomerContact | null;
  group?: string | number | null;
  groupIndex?: number | null;
  representative?: boolean | null;
  status: ParticipantStatus;
  statusDate?: Date | null;
  createdOn?: Date;
  data?: readonly ParticipantDataEntry[];
  calculated?: ParticipantCalculated | null;
  installments?: readonly ParticipantInstallmentRecord[];
  isBilled?: boolean;
  isDirty?: boolean;
  isSurvey?: boolean;
  onWaitingList?: boolean;
  paymentForm?: ParticipantPaymentForm;
  /** One entry per meeting (index 0 is the first meeting). */
  ticketStatus?: readonly TicketStatus[];
  currentMeeting?: number | null;
  notified?: readonly ParticipantNotifiedRecord[];
  accommodation?: { roomId?: string; roomCategoryId?: string } | null;
  attachments?: unknown;
  calendars?: unknown;
  calendarAssignments?: unknown;
  employeeId?: string;
}
