/**
 * bench:payments — what the server's store and the fakes say after the run: notification states, payment
 * records, what reached the billings (in total and per payment), and what the gateways took.
 */
import type { Billing } from '@zapisy/core';
import { BILLINGS } from '../modules/participants/store.js';
import type { PaymentNotificationRecord } from '../modules/payments/notifications.js';
import { PAYMENT_NOTIFICATIONS, PAYMENTS, type PaymentRecord } from '../modules/payments/store.js';
import type { PaymentsBenchServers } from './payments-server.js';

/** How many stored notifications are still waiting to be applied, and how many there are in all. */
export async function notificationBacklog(servers: PaymentsBenchServers) {
  const collection = servers.store.db.collection<PaymentNotificationRecord>(PAYMENT_NOTIFICATIONS);
  const [pending, stored] = await Promise.all([
    collection.countDocuments({ state: 'pending' }),
    collection.countDocuments({}),
  ]);
  return { pending, stored };
}

export interface MoneyFigures {
  notificationStates: Record<string, number>;
  /** Notifications applied on a later attempt (the job's retry after a failure). */
  retried: number;
  paymentRecords: number;
  completed: number;
  completedSum: number;
  billingSum: number;
  /** COMPLETED payments whose shares on billings do not add up to their amount: id, amount, on billings. */
  unbalanced: Array<{ paymentId: string; amount: number; onBillings: number }>;
  /** Billing money naming a payment that is not COMPLETED. */
  strayOnBillings: number;
  gatewayTransactions: number;
  gatewayPaid: number;
  gatewayPaidSum: number;
  p24Verified: number;
  p24Transactions: number;
}

export async function moneyFigures(servers: PaymentsBenchServers): Promise<MoneyFigures> {
  const { store, p24, paynow } = servers;
  const notifications = await store.db
    .collection<PaymentNotificationRecord>(PAYMENT_NOTIFICATIONS)
    .find({})
    .toArray();
  const notificationStates: Record<string, number> = {};
  for (const n of notifications) notificationStates[n.state] = (notificationStates[n.state] ?? 0) + 1;

  const payments = await store.db.collection<PaymentRecord>(PAYMENTS).find({ type: 'payment' }).toArray();
  const completed = payments.filter((payment) => payment.status === 'COMPLETED');
  const billings = await store.db.collection<Billing & { _id: string }>(BILLINGS).find({}).toArray();
  const onBillings = new Map<string, number>();
  let billingSum = 0;
  for (const billing of billings) {
    for (const part of billing.payments) {
      billingSum += part.amount;
      const key = part.paymentId ?? '(bez płatności)';
      onBillings.set(key, (onBillings.get(key) ?? 0) + part.amount);
    }
  }
  const unbalanced = completed
    .map((payment) => ({
      paymentId: payment._id,
      amount: payment.amount,
      onBillings: onBillings.get(payment._id) ?? 0,
    }))
    .filter((row) => row.amount !== row.onBillings);
  const completedIds = new Set(completed.map((payment) => payment._id));
  const strayOnBillings = [...onBillings.entries()]
    .filter(([id]) => !completedIds.has(id))
    .reduce((sum, [, amount]) => sum + amount, 0);

  const p24Transactions = p24.payments();
  const p24Paid = p24Transactions.filter((tx) => tx.status === 'paid' || tx.status === 'verified');
  const paynowPaid = paynow.payments().filter((payment) => payment.status === 'CONFIRMED');
  return {
    notificationStates,
    retried: notifications.filter((n) => n.attempts > 1).length,
    paymentRecords: payments.length,
    completed: completed.length,
    completedSum: completed.reduce((sum, payment) => sum + payment.amount, 0),
    billingSum,
    unbalanced,
    strayOnBillings,
    gatewayTransactions: p24Transactions.length + paynow.payments().length,
    gatewayPaid: p24Paid.length + paynowPaid.length,
    gatewayPaidSum:
      p24Paid.reduce((sum, tx) => sum + tx.amount, 0) +
      paynowPaid.reduce((sum, payment) => sum + payment.amount, 0),
    p24Verified: p24Transactions.filter((tx) => tx.status === 'verified').length,
    p24Transactions: p24Transactions.length,
  };
}
