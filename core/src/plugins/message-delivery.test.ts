import { describe, expect, it } from 'vitest';
import {
  isFinalDeliveryStatus,
  MESSAGE_DELIVERY_STATUS_LABELS,
  MESSAGE_DELIVERY_STATUSES,
  notificationStatusOfDelivery,
} from './message-delivery.js';

describe('message delivery statuses', () => {
  it('map to the spec’s Notification status ("new, sending, sent, error, …")', () => {
    expect(MESSAGE_DELIVERY_STATUSES.map((s) => [s, notificationStatusOfDelivery(s)])).toEqual([
      ['queued', 'sending'],
      ['sent', 'sent'],
      ['delivered', 'sent'],
      ['undelivered', 'error'],
      ['rejected', 'error'],
      ['expired', 'error'],
      ['unknown', 'sending'],
    ]);
  });

  it('are final once delivered, undelivered, rejected or expired: polling stops', () => {
    expect(MESSAGE_DELIVERY_STATUSES.filter(isFinalDeliveryStatus)).toEqual([
      'delivered',
      'undelivered',
      'rejected',
      'expired',
    ]);
  });

  it('have a Polish label each', () => {
    expect(MESSAGE_DELIVERY_STATUS_LABELS.undelivered).toBe('Nie doręczono');
    expect(Object.keys(MESSAGE_DELIVERY_STATUS_LABELS)).toEqual([...MESSAGE_DELIVERY_STATUSES]);
  });
});
