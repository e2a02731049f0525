import { formatGrosze } from '../money/format-money.js';
import type { Participant } from '../participants/participant.js';
import { participantContact } from '../participants/participant-contact.js';
import { PARTICIPANT_FIELD_NAMES as F } from '../participants/participant-fields.js';
import { formatProjectDate } from '../time/project-date.js';
import { nextInstallment } from './next-installment.js';
import type { NotificationValues } from './notification-placeholders.js';

export interface NotificationValuesInput {
  eventName: string;
  organizationName: string;
  participant: Pick<Participant, 'data' | 'calculated' | 'customer' | 'installments'>;
  /** The payer's link (`/l?k=…`). */
  paymentLink: string;
  /** The project's `event.dateFormat`. */
  dateFormat?: string | null;
  /**
   * Each answer of the form as the organizer reads it (an option's label, 'Tak', a product's name), by field
   * name; an answer missing here is written as stored when it is plain text or a number.
   */
  answerTexts?: Readonly<Record<string, string>>;
}

function plainText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The text of every placeholder for one participant (second document §3 "Template placeholders: EVENT_NAME,
 * FIRST_NAME, LAST_NAME, EMAIL_MAIN, PHONE_NUMBER, PAYMENT_LINK, TOTAL_SUM, PAYMENTS, LEFT_TO_PAY,
 * LEFT_TO_PAY_REQUIRED, LEFT_TO_PAY_LATE"), the next installment, the organizer's name, and every answer of
 * the form by its field name. Amounts in złote as the product writes them ('1 234,56 zł'), dates in the
 * project's format.
 */
export function participantNotificationValues(input: NotificationValuesInput): NotificationValues {
  const { participant } = input;
  const values: Record<string, string> = {};
  for (const entry of participant.data ?? []) {
    const text = input.answerTexts?.[entry.name] ?? plainText(entry.value);
    if (text !== null) values[entry.name] = text;
  }
  const contact = participantContact(participant);
  const read = (field: string): string => values[field] ?? '';
  const calculated = participant.calculated;
  const money = (grosze: number | undefined) => formatGrosze(grosze ?? 0);
  const next = nextInstallment(participant.installments, calculated?.payments ?? 0);
  Object.assign(values, {
    EVENT_NAME: input.eventName,
    ORGANIZATION_NAME: input.organizationName,
    FIRST_NAME: read(F.firstName) || (participant.customer?.firstName ?? ''),
    LAST_NAME: read(F.lastName) || (participant.customer?.lastName ?? ''),
    EMAIL_MAIN: contact.email ?? '',
    PHONE_NUMBER: contact.phone ?? '',
    PAYMENT_LINK: input.paymentLink,
    TOTAL_SUM: money(calculated?.totalSum),
    PAYMENTS: money(calculated?.payments),
    LEFT_TO_PAY: money(calculated?.leftToPay),
    LEFT_TO_PAY_REQUIRED: money(calculated?.leftToPayRequired),
    LEFT_TO_PAY_LATE: money(calculated?.leftToPayLate),
    NEXT_PAYMENT_DATE: next ? formatProjectDate(next.date, { dateFormat: input.dateFormat }) : '',
    NEXT_PAYMENT_AMOUNT: next ? formatGrosze(next.amount) : '',
  });
  return values;
}
