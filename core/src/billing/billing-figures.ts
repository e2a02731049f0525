import type { Grosze } from '../money/money.js';
import type { Billing } from './billing.js';
import { isRequiredByToday } from './due-today.js';
import { sumBillingPayments } from './left-to-pay.js';
import { addGroszeSafely } from './safe-sum.js';

/**
 * A participant's money figures read from its billings (already recalculated for "now"), as the spec's
 * participant status rules use them (§4 "Participant status"):
 * - late: what is left to pay on late billings ("Amount late above zero: overdue");
 * - required: what is left to pay on billings not yet late (active and upcoming): the rest of the plan.
 *   Reading it as "due by today" would make a participant who paid the first of three installments 'paid'
 *   ("late plus required equal to zero … paid") while two installments are still ahead; with this reading
 *   that participant is upToDate ("Required above zero: … Otherwise upToDate") and becomes paid only when
 *   nothing is left, which is the flow the product describes (pay the first → upToDate → pay all → paid);
 * - dueNow: left to pay on not-late billings whose required day has come in Poland, today included (what a
 *   payer must pay today; see isRequiredByToday);
 * - leftToPay: the sum over every non-cancelled billing (an overpaid one counts negative);
 * - payments: the sum of every payment on them; paymentsCount how many payments were recorded.
 */
export interface BillingFigures {
  leftToPay: Grosze;
  late: Grosze;
  required: Grosze;
  dueNow: Grosze;
  payments: Grosze;
  paymentsCount: number;
  billingsCount: number;
}

export function billingFigures(billings: readonly Billing[], now: Date): BillingFigures {
  const figures: BillingFigures = {
    leftToPay: 0,
    late: 0,
    required: 0,
    dueNow: 0,
    payments: 0,
    paymentsCount: 0,
    billingsCount: 0,
  };
  for (const billing of billings) {
    if (billing.status === 'cancelled') continue;
    figures.billingsCount++;
    figures.paymentsCount += billing.payments.length;
    figures.payments = addGroszeSafely(figures.payments, sumBillingPayments(billing.payments), 'wpłaty');
    figures.leftToPay = addGroszeSafely(figures.leftToPay, billing.leftToPay, 'pozostało do zapłaty');
    if (billing.leftToPay <= 0) continue;
    if (billing.status === 'late') {
      figures.late = addGroszeSafely(figures.late, billing.leftToPay, 'zaległe');
      continue;
    }
    figures.required = addGroszeSafely(figures.required, billing.leftToPay, 'wymagane');
    if (isRequiredByToday(billing.requiredDate, now)) {
      figures.dueNow = addGroszeSafely(figures.dueNow, billing.leftToPay, 'do zapłaty teraz');
    }
  }
  return figures;
}
