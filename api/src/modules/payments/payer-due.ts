/**
 * What a payer sees on /platnosc and /l: each participant with its billings (installment n of m, required
 * date, gross, left to pay, status) and the totals of core billingFigures — all (left to pay), dueNow (what
 * must be paid today, late included) and late — with the methods the project offers. The answer's type is
 * core's PayerDue, the contract the payment widget reads.
 */
import {
  allowsPartialPayment,
  BILLING_STATUS_LABELS,
  type Billing,
  billingFigures,
  type DueBilling,
  isParticipantStatus,
  PARTICIPANT_STATUS_LABELS,
  type PayerDue,
} from '@zapisy/core';
import type { BillingRecord } from '../participants/index.js';
import type { PaymentSetupDeps } from './online-availability.js';
import type { PayerContext } from './payer-context.js';
import { paymentOffer } from './payer-methods.js';
import { customerName, fullName, participantName } from './payer-names.js';

function dueBillings(billings: readonly BillingRecord[]): DueBilling[] {
  const installments = billings.filter((billing) => billing.installmentId && billing.status !== 'cancelled');
  return billings.map((billing) => {
    const index = installments.indexOf(billing);
    return {
      _id: billing._id,
      installment:
        index >= 0 && installments.length > 1 ? { number: index + 1, count: installments.length } : null,
      requiredDate: billing.requiredDate.toISOString(),
      grossAmount: billing.grossAmount,
      leftToPay: billing.leftToPay,
      status: billing.status,
      statusLabel: BILLING_STATUS_LABELS[billing.status],
    };
  });
}

export async function payerDue(deps: PaymentSetupDeps, payer: PayerContext): Promise<PayerDue> {
  const figures = billingFigures(payer.billings as Billing[], payer.now);
  const totals = { all: figures.leftToPay, dueNow: figures.dueNow + figures.late, late: figures.late };
  const participants = payer.participants.map((participant) => {
    const status = String(participant.status ?? 'registered');
    return {
      _id: participant._id,
      name: fullName(participantName(participant, payer.customer)),
      status,
      statusLabel: isParticipantStatus(status) ? PARTICIPANT_STATUS_LABELS[status] : status,
      billings: dueBillings(payer.billings.filter((billing) => billing.sourceId === participant._id)),
    };
  });
  const transferAmount = Math.max(0, totals.dueNow > 0 ? totals.dueNow : totals.all);
  return {
    payer: { name: fullName(customerName(payer.customer)) },
    project: { name: payer.project.event.name, currency: 'PLN' },
    participants,
    totals,
    partialAllowed: allowsPartialPayment(payer.project.payments),
    methods: await paymentOffer(deps, payer, transferAmount),
  };
}
