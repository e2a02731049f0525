import {
  type PaymentNotificationEvent,
  type PaymentNotificationInput,
  type PaymentNotificationResult,
  type PaymentProviderContext,
  parseJsonObject,
  parseWarsawWallTime,
  readNotificationKeys,
} from '@zapisy/core';
import { readPaynowSettings } from './settings.js';
import { verifyBodySignature } from './signature.js';
import { mapPaynowPaymentStatus } from './status-mapping.js';

/** Paynow only needs a 2xx; anything else is redelivered. */
const ACCEPTED_REPLY = { status: 202, body: '' } as const;

/**
 * A Paynow notification: `Signature` = base64(HMAC-SHA256(raw body, Signature-Key)) checked in constant
 * time, body `{paymentId, externalId, status, modifiedAt}`. Paynow's `externalId` is our payment id and
 * its `paymentId` our `externalId`. The amount is not in it (`notificationCarriesAmount: false`). Never
 * throws: without the Signature-Key it is not configured for the project (404).
 */
export async function parsePaynowNotification(
  input: PaymentNotificationInput,
  context: PaymentProviderContext,
): Promise<PaymentNotificationResult> {
  const read = readNotificationKeys(
    () => readPaynowSettings(context.settings).signKey,
    'Paynow Signature-Key is not configured',
  );
  if (read.refused) return read.refused;
  const signKey = read.keys;
  const signature = input.headers.signature;
  if (signature === undefined || signature === '') {
    return { accepted: false, httpStatus: 401, reason: 'Paynow notification without a Signature header' };
  }
  if (!verifyBodySignature(input.rawBody, signKey, signature)) {
    return { accepted: false, httpStatus: 401, reason: 'Paynow notification with a wrong Signature' };
  }
  const body = parseJsonObject(input.rawBody);
  if (body === undefined) {
    return { accepted: false, httpStatus: 400, reason: 'Paynow notification body is not a JSON object' };
  }
  const { paymentId, externalId } = body;
  const status = mapPaynowPaymentStatus(body.status);
  if (
    typeof externalId !== 'string' ||
    externalId === '' ||
    typeof paymentId !== 'string' ||
    paymentId === ''
  ) {
    return {
      accepted: false,
      httpStatus: 400,
      reason: 'Paynow notification without paymentId or externalId',
    };
  }
  if (status === undefined) {
    return { accepted: false, httpStatus: 400, reason: 'Paynow notification with an unknown status' };
  }
  const event: PaymentNotificationEvent = {
    type: 'payment',
    paymentId: externalId,
    externalId: paymentId,
    status,
  };
  if (body.status === 'CONFIRMED') {
    const paidAt = parseWarsawWallTime(body.modifiedAt);
    if (paidAt !== undefined) event.paidAt = paidAt;
  }
  return { accepted: true, event, reply: { ...ACCEPTED_REPLY } };
}
