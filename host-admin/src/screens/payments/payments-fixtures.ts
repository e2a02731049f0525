/** Payments as the organizer API answers them, for the payments tests. */
import type { PaymentDetailAnswer, PaymentView } from './payments-api.js';

export const completedTransfer: PaymentView = {
  _id: 'pay1',
  paymentId: 'pay1',
  extPaymentId: null,
  type: 'payment',
  typeLabel: 'Wpłata',
  method: 'transfer',
  methodLabel: 'Przelew',
  provider: null,
  providerLabel: null,
  date: '2026-02-10T09:30:00.000Z',
  amount: 35_000,
  currency: 'PLN',
  status: 'COMPLETED',
  statusLabel: 'Wpłacono',
  title: 'Zapisy 2026 Jan Kowalski',
  description: '',
  product: 'Obiady',
  account: '61109010140000071219812874',
  receivingAccount: null,
  remarks: '',
  isArchived: false,
  customerId: 'c1',
  customerName: 'Jan Kowalski',
  participantIds: ['x0'],
  flags: [],
  refundStatus: null,
  refundOf: null,
  settledAt: '2026-02-10T09:31:00.000Z',
};

export const refundRow: PaymentView = {
  ...completedTransfer,
  _id: 'ref1',
  paymentId: 'ref1',
  type: 'refund',
  typeLabel: 'Zwrot',
  amount: -5_000,
  statusLabel: 'Zwrócono',
  refundStatus: 'completed',
  description: 'Zwrot za obiady',
  refundOf: 'pay1',
  account: null,
  remarks: 'Rezygnacja z obiadów',
  isArchived: true,
};

/** A refund the gateway refused: flagged, its state 'Zwrot nieudany'. */
export const failedRefundRow: PaymentView = {
  ...refundRow,
  _id: 'ref3',
  paymentId: 'ref3',
  method: 'online',
  methodLabel: 'Płatność online',
  provider: 'przelewy24',
  providerLabel: 'Przelewy24',
  amount: -2_000,
  statusLabel: 'Zwrot nieudany',
  refundStatus: 'failed',
  flags: [{ code: 'refund-failed', label: 'Zwrot nieudany – środki nie wróciły' }],
  isArchived: false,
  remarks: '',
};

/** An online payment the money flow flagged: the gateway reported a different amount. */
export const flaggedOnline: PaymentView = {
  ...completedTransfer,
  _id: 'pay2',
  paymentId: 'pay2',
  extPaymentId: 'P24-778',
  method: 'online',
  methodLabel: 'Płatność online',
  provider: 'przelewy24',
  providerLabel: 'Przelewy24',
  accountSourceLabel: 'Konto projektu',
  status: 'WAITING FOR CONFIRMATION',
  statusLabel: 'Oczekuje na potwierdzenie',
  account: null,
  flags: [{ code: 'amount-mismatch', label: 'Kwota niezgodna' }],
  customerName: 'Ewa Nowak',
  settledAt: null,
};

/** The detail route's answers (`{ payment, shares, refunds, notifications }`). */
export const flaggedDetail: PaymentDetailAnswer = {
  payment: flaggedOnline,
  shares: [],
  refunds: [],
  notifications: [
    { receivedAt: '2026-02-11T08:00:00.000Z', verified: true, state: 'COMPLETED', outcome: 'flagged' },
  ],
};

export const transferDetail: PaymentDetailAnswer = {
  payment: completedTransfer,
  shares: [{ billingId: 'b1', participantId: 'x0', participantName: 'Jan Kowalski', amount: 35_000 }],
  refunds: [
    refundRow,
    { ...failedRefundRow, _id: 'ref4', date: '2026-02-12T09:00:00.000Z', description: 'Błędne konto' },
  ],
  notifications: [],
};

export const failedRefundDetail: PaymentDetailAnswer = {
  payment: failedRefundRow,
  shares: [],
  refunds: [],
  notifications: [],
};

export const page = (rows: PaymentView[], sums = { completed: 35_000, refunded: -5_000 }) => ({
  rows,
  total: rows.length,
  sums,
});
