/**
 * The participant's payment schedule (its billings, sourceId = participant id) as of now, for the
 * organizer's 'Finalizacja' step after adding a participant (first document §2 /admin/zapisany/finalizacja;
 * the route is in billings-routes.ts). Amounts are integer grosze.
 */
import {
  BILLING_STATUSES,
  type Billing,
  type BillingStatus,
  billingFigures,
  fromGrosze,
  type Grosze,
  Money,
  recalculateBillings,
  toGrosze,
} from '@zapisy/core';
import { now as clockNow } from '../../clock.js';
import type { Store } from '../../storage/index.js';
import { completeProject, type ProjectRecord, projectMoneyOptions } from '../projects/index.js';
import { findParticipant } from './participant-actions.js';
import { billingsOf } from './store.js';

export interface ParticipantBillingView {
  _id: string;
  installmentId?: string;
  amount: Grosze;
  vat: Grosze;
  grossAmount: Grosze;
  manualDiscount: Grosze;
  leftToPay: Grosze;
  status: BillingStatus;
  requiredDate: string;
  paidDate?: string;
  invoiceId?: string;
}

export interface ParticipantBillingTotals {
  /** Gross of every billing that is not cancelled. */
  grossAmount: Grosze;
  /** Left to pay on every billing that is not cancelled (an overpaid one counts negative). */
  leftToPay: Grosze;
  /** Left to pay on billings whose required date has come by now, the overdue ones included. */
  required: Grosze;
  /** Left to pay on late billings (required date passed). */
  overdue: Grosze;
}

export interface ParticipantBillings {
  billings: ParticipantBillingView[];
  totals: ParticipantBillingTotals;
}

const grosze = { type: 'integer' } as const;

const billingView = {
  type: 'object',
  required: ['_id', 'amount', 'vat', 'grossAmount', 'manualDiscount', 'leftToPay', 'status', 'requiredDate'],
  properties: {
    _id: { type: 'string' },
    installmentId: { type: 'string' },
    amount: { ...grosze, description: 'Kwota netto w groszach' },
    vat: grosze,
    grossAmount: grosze,
    manualDiscount: { ...grosze, description: 'Dopłata (dodatnia) lub rabat (ujemny) w groszach' },
    leftToPay: grosze,
    status: { type: 'string', enum: [...BILLING_STATUSES] },
    requiredDate: { type: 'string', format: 'date-time' },
    paidDate: { type: 'string', format: 'date-time' },
    invoiceId: { type: 'string' },
  },
} as const;

export const participantBillingsAnswer = {
  type: 'object',
  required: ['billings', 'totals'],
  properties: {
    billings: { type: 'array', items: billingView },
    totals: {
      type: 'object',
      required: ['grossAmount', 'leftToPay', 'required', 'overdue'],
      properties: {
        grossAmount: { ...grosze, description: 'Suma brutto należności (bez anulowanych)' },
        leftToPay: { ...grosze, description: 'Pozostało do zapłaty' },
        required: { ...grosze, description: 'Wymagane do dziś (z zaległymi)' },
        overdue: { ...grosze, description: 'Zaległe (termin minął)' },
      },
    },
  },
} as const;

function viewOf(billing: Billing & { _id: string }): ParticipantBillingView {
  return {
    _id: billing._id,
    ...(billing.installmentId ? { installmentId: billing.installmentId } : {}),
    amount: billing.amount,
    vat: billing.vat,
    grossAmount: billing.grossAmount,
    manualDiscount: billing.manualDiscount,
    leftToPay: billing.leftToPay,
    status: billing.status,
    requiredDate: billing.requiredDate.toISOString(),
    ...(billing.paidDate ? { paidDate: billing.paidDate.toISOString() } : {}),
    ...(billing.invoiceId ? { invoiceId: billing.invoiceId } : {}),
  };
}

function grossTotal(billings: readonly Billing[]): Grosze {
  const sum = billings
    .filter((billing) => billing.status !== 'cancelled')
    .reduce((total, billing) => total.plus(fromGrosze(billing.grossAmount)), new Money(0));
  return toGrosze(sum);
}

/**
 * The participant's billings recalculated for `now` (stored statuses may predate a passed required date;
 * nothing is written), sorted by required date, with the totals of core's billingFigures.
 */
export async function participantBillings(
  store: Store,
  project: ProjectRecord,
  participantId: string,
  now = clockNow(),
): Promise<ParticipantBillings> {
  const participant = await findParticipant(store, project, participantId);
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const stored = await billingsOf(store, tenant).find({ sourceId: participant._id }).toArray();
  // VAT and the grace days before a billing is late, as every money path reads them; a stored project may
  // lack settings added after it was written (the seeded demo has no `invoicing`).
  const options = await projectMoneyOptions(store, completeProject(project), now);
  const billings = recalculateBillings(stored, options) as (Billing & { _id: string })[];
  billings.sort(
    (a, b) =>
      a.requiredDate.getTime() - b.requiredDate.getTime() ||
      a.createdDate.getTime() - b.createdDate.getTime(),
  );
  const figures = billingFigures(billings, now);
  return {
    billings: billings.map(viewOf),
    totals: {
      grossAmount: grossTotal(billings),
      leftToPay: figures.leftToPay,
      required: toGrosze(fromGrosze(figures.late).plus(fromGrosze(figures.dueNow))),
      overdue: figures.late,
    },
  };
}
