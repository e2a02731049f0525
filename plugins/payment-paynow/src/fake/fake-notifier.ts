import { type RedeliveredNotification, RedeliveringNotifier, warsawWallTime } from '@zapisy/payment-fake-kit';
import { bodySignature } from '../signature.js';
import type { PaynowPaymentStatus } from '../status-mapping.js';
import type { FakePaynowPayment } from './fake-state.js';

/** One notification the fake sent (or keeps trying to send). */
export interface FakePaynowNotification extends RedeliveredNotification {
  paymentId: string;
  externalId: string;
  status: PaynowPaymentStatus;
  signature: string;
}

export interface NotifierOptions {
  signKey: string;
  /** Waits before each redelivery; the notification is given up after the last. */
  redeliveryDelaysMs: readonly number[];
  now(): Date;
}

/**
 * Sends Paynow notifications: POST `{paymentId, externalId, status, modifiedAt}` with `Signature` =
 * base64(HMAC-SHA256(body, Signature-Key)); anything but a 2xx is redelivered on the configured schedule.
 */
export class FakeNotifier extends RedeliveringNotifier<FakePaynowNotification> {
  constructor(private readonly paynow: NotifierOptions) {
    super({
      redeliveryDelaysMs: paynow.redeliveryDelaysMs,
      headers: (notification) => ({ 'Content-Type': 'application/json', Signature: notification.signature }),
    });
  }

  /** Sends one notification of `status` now; resolves after the first attempt. */
  sendStatus(
    url: string,
    payment: FakePaynowPayment,
    status: PaynowPaymentStatus,
  ): Promise<FakePaynowNotification> {
    const body = JSON.stringify({
      paymentId: payment.paymentId,
      externalId: payment.externalId,
      status,
      modifiedAt: warsawWallTime(this.paynow.now(), 'T'),
    });
    return this.send({
      paymentId: payment.paymentId,
      externalId: payment.externalId,
      status,
      url,
      body,
      signature: bodySignature(body, this.paynow.signKey),
    });
  }
}
