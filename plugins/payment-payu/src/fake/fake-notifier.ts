import {
  type NotificationDraft,
  type RedeliveredNotification,
  RedeliveringNotifier,
} from '@zapisy/payment-fake-kit';
import { type PayuAlgorithmName, signatureHeader } from '../signature.js';

/** One notification the fake sent (or keeps trying to send). */
export interface FakePayuNotification extends RedeliveredNotification {
  kind: 'order' | 'refund';
  orderId: string;
  extOrderId: string;
  /** The order status, or the refund status for refund notifications. */
  status: string;
  refundId?: string;
  signatureHeader: string;
}

export type FakeNotificationDraft = Omit<NotificationDraft<FakePayuNotification>, 'signatureHeader'>;

export interface NotifierOptions {
  secondKey: string;
  algorithm: PayuAlgorithmName;
  /** Waits before each redelivery; the notification is given up after the last. */
  redeliveryDelaysMs: readonly number[];
}

/**
 * Sends PayU notifications: POST JSON with `OpenPayu-Signature: sender=checkout;signature=HASH(body +
 * second key);algorithm=…;content=DOCUMENT`. PayU wants exactly HTTP 200; anything else is redelivered
 * on the (shortened) schedule.
 */
export class FakeNotifier extends RedeliveringNotifier<FakePayuNotification> {
  constructor(private readonly payu: NotifierOptions) {
    super({
      redeliveryDelaysMs: payu.redeliveryDelaysMs,
      headers: (notification) => ({
        'Content-Type': 'application/json;charset=UTF-8',
        'OpenPayu-Signature': notification.signatureHeader,
        'X-OpenPayU-Signature': notification.signatureHeader,
      }),
      acknowledged: (status) => status === 200,
    });
  }

  /** Signs and sends one notification; resolves after the first attempt. */
  sendSigned(draft: FakeNotificationDraft): Promise<FakePayuNotification> {
    return this.send({
      ...draft,
      signatureHeader: signatureHeader(draft.body, this.payu.secondKey, this.payu.algorithm),
    });
  }
}
