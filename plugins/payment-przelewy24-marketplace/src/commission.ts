import { type Grosze, Money } from '@zapisy/core';

/**
 * The grosze the sub-merchant receives: the payment minus the marketplace's commission
 * (`cost` percent, rounded half-up to the grosz).
 */
export function sellerAmount(amount: Grosze, costPercent: number): Grosze {
  const commission = new Money(amount)
    .times(costPercent)
    .dividedBy(100)
    .toDecimalPlaces(0, Money.ROUND_HALF_UP);
  return new Money(amount).minus(commission).toNumber();
}

/** The part of a refund charged to the sub-merchant: proportional to what was dispatched to them. */
export function sellerRefundShare(refund: Grosze, dispatched: Grosze, paid: Grosze): Grosze {
  if (paid <= 0) {
    return 0;
  }
  return new Money(refund)
    .times(dispatched)
    .dividedBy(paid)
    .toDecimalPlaces(0, Money.ROUND_HALF_UP)
    .toNumber();
}
