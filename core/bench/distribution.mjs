// Throughput of distributing one bank transfer over a customer's 12 billings, on the built package
// (core/dist, from `npx tsc -b core`). `run()` returns [{ label, perSecond }] for `npm run bench:core`.
import { assignPayment, distributeAmount } from '../dist/billing/index.js';
import { operationsPerSecond } from './measure.mjs';

const DAY_MS = 86_400_000;
const WARM_UP_MS = 300;
const MEASURE_MS = 1_000;

/**
 * A school year of monthly installments, 350,00 zł net + 23% VAT (430,50 zł gross) each, seen on
 * 15 January 2026: September to November paid, December late and partly paid, January active, the rest
 * upcoming. Amounts in grosze.
 */
function schoolYearBillings() {
  const billings = [];
  for (let month = 0; month < 12; month++) {
    const requiredDate = new Date(Date.UTC(2025, 8 + month, 10));
    const payments =
      month < 3
        ? [
            {
              date: new Date(requiredDate.getTime() - 2 * DAY_MS),
              amount: 43_050,
              transferId: `t${month}`,
              statementId: 's1',
            },
          ]
        : month === 3
          ? [
              {
                date: new Date(requiredDate.getTime() + 5 * DAY_MS),
                amount: 20_000,
                transferId: 't3',
                statementId: 's2',
              },
            ]
          : [];
    const paid = payments.reduce((sum, p) => sum + p.amount, 0);
    billings.push({
      _id: `b${month}`,
      eventId: 'ev-2025',
      customerId: 'c-42',
      sourceId: 'participant-42',
      installmentId: `inst-${month}`,
      amount: 35_000,
      vat: 8_050,
      vatPercent: '23',
      grossAmount: 43_050,
      manualDiscount: 0,
      leftToPay: 43_050 - paid,
      status: month < 3 ? 'paid' : month === 3 ? 'late' : month === 4 ? 'active' : 'upcoming',
      createdDate: new Date(Date.UTC(2025, 7, 20)),
      requiredDate,
      ...(month < 3 ? { paidDate: payments[0].date } : {}),
      payments,
      isProvision: false,
    });
  }
  return billings;
}

const billings = schoolYearBillings();
const options = { now: new Date(Date.UTC(2026, 0, 15, 9)), graceDays: 2, useVat: true };
const transfer = {
  date: new Date(Date.UTC(2026, 0, 14)),
  amount: 123_456,
  transferId: 't-77',
  statementId: 's-9',
};
const items = billings.map((b) => ({ leftToPay: b.leftToPay }));

function checkCorrectness() {
  const after = assignPayment(billings, transfer, options);
  const assigned = after.reduce(
    (sum, b, i) => sum + b.payments.slice(billings[i].payments.length).reduce((s, p) => s + p.amount, 0),
    0,
  );
  if (assigned !== transfer.amount)
    throw new Error(`assignPayment placed ${assigned} of ${transfer.amount} gr`);
  for (const algorithm of ['auto', 'consecutive', 'equal', 'first-served']) {
    const total = distributeAmount(transfer.amount, items, algorithm).reduce((a, b) => a + b, 0);
    if (total !== transfer.amount) throw new Error(`${algorithm} placed ${total} of ${transfer.amount} gr`);
  }
}

/** Calls per second of `fn`, in batches of 64 calls. */
function measure(fn) {
  return operationsPerSecond(
    (size) => {
      let sink = 0;
      for (let i = 0; i < size; i++) sink += fn().length;
      return sink;
    },
    { size: 64, warmUpMs: WARM_UP_MS, measureMs: MEASURE_MS },
  );
}

export async function run() {
  checkCorrectness();
  return [
    {
      label: 'billing: one transfer over 12 billings (assignPayment)',
      perSecond: measure(() => assignPayment(billings, transfer, options)),
    },
    {
      label: 'billing: one transfer over 12 items (distributeAmount auto)',
      perSecond: measure(() => distributeAmount(transfer.amount, items, 'auto')),
    },
  ];
}
