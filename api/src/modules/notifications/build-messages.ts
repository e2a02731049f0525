/**
 * The messages one definition makes for one participant: an e-mail and/or an SMS to its receiver, rendered
 * now (what the participant's figures are at the moment it fires), each with the status it starts in:
 * 'new' to be sent, 'blocked' with the reason when it cannot go (no address, no consent), 'no-quota' when
 * the organization is over its subscription's quota.
 */
import { randomUUID } from 'node:crypto';
import {
  type NotificationDefinition,
  type NotificationStatus,
  participantContact,
  participantNotificationValues,
  renderNotificationTemplate,
  smsSender,
} from '@zapisy/core';
import type { ParticipantRecord } from '../projects/index.js';
import { renderNotificationMail } from './mail-layout.js';
import type { MessageContext } from './message-context.js';
import type { NotificationMessage } from './store.js';

export const NO_EMAIL_REASON = 'Brak adresu e-mail odbiorcy';
export const NO_PHONE_REASON = 'Brak numeru telefonu odbiorcy';
export const NO_CONSENT_REASON = 'Odbiorca nie zgodził się na wiadomości systemowe';
export const NO_QUOTA_REASON = 'Organizacja wykorzystała limit wiadomości w abonamencie';

/** The participant as queueing reads it. */
export type NotifiedParticipant = ParticipantRecord & {
  customer?: { firstName?: string | null; lastName?: string | null; email?: string | null } | null;
  calculated?: Parameters<typeof participantNotificationValues>[0]['participant']['calculated'];
  installments?: Parameters<typeof participantNotificationValues>[0]['participant']['installments'];
};

export interface Receiver {
  name: string;
  email: string | null;
  phone: string | null;
  /** False when the receiver refused system messages (the customer's allowSystemEmail). */
  consents: boolean;
}

/** A phone number as gateways take it: the country code and digits only ('48500100200'). */
export function gatewayPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\s/g, '');
  if (/^\d{9}$/.test(digits)) return `48${digits}`;
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits.slice(1);
  return null;
}

export function receiverOf(
  definition: NotificationDefinition,
  participant: NotifiedParticipant,
  context: MessageContext,
  consents: boolean,
): Receiver | null {
  switch (definition.receiver) {
    case 'participant':
    case 'customer': {
      const contact = participantContact(participant);
      return { name: contact.name, email: contact.email, phone: contact.phone, consents };
    }
    case 'organization':
      return {
        name: context.identity.organizationName,
        email: context.organization.emailAddress?.trim() || null,
        phone: context.organization.phoneNumber?.trim() || null,
        consents: true,
      };
    default:
      // Employees receive compensation notifications (not of a participant); 'none' sends nothing.
      return null;
  }
}

function startStatus(
  address: string | null,
  missing: string,
  receiver: Receiver,
  context: MessageContext,
): { status: NotificationStatus; reason: string | null } {
  if (context.organization.subscriptionStatus === 'quota')
    return { status: 'no-quota', reason: NO_QUOTA_REASON };
  if (!address) return { status: 'blocked', reason: missing };
  if (!receiver.consents) return { status: 'blocked', reason: NO_CONSENT_REASON };
  return { status: 'new', reason: null };
}

/** The SMS sender from the organizer's name (spec §9), or '' (the gateway's own number) when none is left. */
function senderName(name: string): string {
  try {
    return smsSender(name);
  } catch {
    return '';
  }
}

export async function buildParticipantMessages(
  definition: NotificationDefinition,
  participant: NotifiedParticipant,
  receiver: Receiver,
  context: MessageContext,
  now: Date,
): Promise<NotificationMessage[]> {
  const values = participantNotificationValues({
    eventName: context.project.event.name,
    organizationName: context.identity.organizationName,
    participant,
    paymentLink: participant.customerId ? context.paymentLink(participant.customerId) : '',
    dateFormat: context.project.event.dateFormat,
    answerTexts: Object.fromEntries(
      (participant.data ?? []).map((entry) => [entry.name, context.answerText(entry.name, entry.value)]),
    ),
  });
  const base = {
    organizationId: context.project.organizationId,
    eventId: context.project.eventId,
    kind: 'notification' as const,
    definitionId: definition.id,
    definitionVersion: definition.version,
    eventType: definition.eventType,
    receiver: definition.receiver,
    participantId: String(participant._id),
    customerId: participant.customerId ?? null,
    toName: receiver.name,
    attempts: 0,
    lock: null,
    messageId: '',
    transport: null,
    createdAt: now,
    sentAt: null,
    updatedAt: now,
  };
  const messages: NotificationMessage[] = [];
  if (definition.mailEnabled) {
    const mail = await renderNotificationMail(
      { subject: definition.mailSubjectTemplate, body: definition.mailBodyTemplate },
      context.identity,
      values,
    );
    const start = startStatus(receiver.email, NO_EMAIL_REASON, receiver, context);
    messages.push({
      ...base,
      _id: randomUUID().replaceAll('-', ''),
      channel: 'mail',
      to: receiver.email ?? '',
      from: context.from,
      replyTo: context.replyTo,
      ...mail,
      ...start,
      nextAttemptAt: start.status === 'new' ? now : null,
    });
  }
  if (definition.smsEnabled) {
    const phone = gatewayPhone(receiver.phone);
    const start = startStatus(phone, NO_PHONE_REASON, receiver, context);
    messages.push({
      ...base,
      _id: randomUUID().replaceAll('-', ''),
      channel: 'sms',
      to: phone ?? '',
      from: senderName(context.identity.organizationName),
      replyTo: null,
      subject: '',
      text: renderNotificationTemplate(definition.smsTemplate, values).trim(),
      html: '',
      ...start,
      nextAttemptAt: start.status === 'new' ? now : null,
    });
  }
  return messages;
}
