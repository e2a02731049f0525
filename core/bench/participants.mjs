// Throughput of participant recalculation (core/src/participants) on the built package: each participant's
// amounts are computed from 3 billings and 2 payments (billing module's left-to-pay, integer grosze sums),
// then its status is recalculated (with the needs-recounting comparison).
// Build first: `npx tsc -b core`. Run alone: `node core/bench/participants.mjs`.
import { billingLeftToPay, sumBillingPayments } from '../dist/billing/index.js';
import { recalculateParticipantStatus } from '../dist/participants/index.js';
import { operationsPerSecond } from './measure.mjs';

const DAY_MS = 86_400_000;
const now = new Date('2025-04-01T10:00:00Z');
const vat = { useVat: true };
const statuses = ['registered', 'confirmed', 'paid', 'overdue', 'upToDate', 'registered', 'overpaid', 'free'];

/** A billing of `amount` net + 23% VAT, due `dueInDays` from now, with the given payments. */
function billing(i, k, amount, dueInDays, payments) {
  const vatAmount = Math.round(amount * 0.23);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const left = amount + vatAmount - paid;
  const requiredDate = new Date(now.getTime() + dueInDays * DAY_MS);
  return {
    _id: `b${i}-${k}`,
    eventId: 'e1',
    amount,
    vat: vatAmount,
    grossAmount: amount + vatAmount,
    manualDiscount: 0,
    leftToPay: left,
    status: left === 0 ? 'paid' : left < 0 ? 'overpaid' : dueInDays < 0 ? 'late' : 'active',
    createdDate: new Date(now.getTime() - 60 * DAY_MS),
    requiredDate,
    payments,
    isProvision: false,
  };
}

// 1024 participants whose billings cover every branch: overdue, paid, overpaid, up to date, registered.
const pool = Array.from({ length: 1024 }, (_, i) => {
  const base = 10_000 + (i % 50) * 1_000;
  const gross = base + Math.round(base * 0.23);
  const variant = i % 5;
  const firstPaid = variant === 4 ? 0 : variant === 2 ? gross + 500 : gross;
  const secondPaid = variant === 1 ? gross : variant === 3 ? 1_000 : 0;
  const due = variant === 0 ? -10 : variant === 3 ? 0 : 30;
  const payment = (amount, day) => ({ date: new Date(now.getTime() - day * DAY_MS), amount });
  const billings = [
    billing(i, 0, base, -30, [payment(firstPaid, 31)]),
    billing(i, 1, base, due, [payment(secondPaid, 2)]),
    billing(i, 2, base, 60, []),
  ];
  const participant = {
    _id: `p${i}`,
    eventId: 'e1',
    status: statuses[i % statuses.length],
    statusDate: new Date(now.getTime() - 90 * DAY_MS),
    isDirty: false,
    ticketStatus: i % 7 === 0 ? ['validated'] : [],
    notified: [{ id: 'n1', type: 'participant_overdue', version: 1 }],
  };
  return { participant, billings, paymentsCount: 2 };
});

const nowMs = now.getTime();

/** Recalculates `count` participants; returns a checksum so the work cannot be optimised away. */
function recalculateMany(count) {
  let checksum = 0;
  for (let n = 0; n < count; n++) {
    const { participant, billings, paymentsCount } = pool[n & 1023];
    let totalSum = 0;
    let leftToPay = 0;
    let late = 0;
    let required = 0;
    let payments = 0;
    for (let k = 0; k < billings.length; k++) {
      const b = billings[k];
      const left = billingLeftToPay(b, vat);
      totalSum += b.grossAmount;
      leftToPay += left;
      payments += sumBillingPayments(b.payments);
      // What is owed: an overpaid billing adds nothing to the late or required figures.
      if (left > 0 && b.status === 'late') late += left;
      else if (left > 0 && b.requiredDate.getTime() <= nowMs) required += left;
    }
    const calculated = { totalSum, leftToPay, leftToPayLate: late, leftToPayRequired: required, payments };
    const result = recalculateParticipantStatus(
      { ...participant, calculated },
      { now, billingsCount: billings.length, paymentsCount, billingEnabled: true, computed: { leftToPay } },
    );
    checksum += result.changed ? 1 : result.participant.status.length;
  }
  return checksum;
}

export async function run() {
  return [
    {
      label: 'participants recalculated per second (status + amounts, each with 3 billings and 2 payments)',
      perSecond: operationsPerSecond(recalculateMany, { size: 10_000 }),
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { label, perSecond } of await run()) console.log(`${label}: ${Math.round(perSecond)}/s`);
}
