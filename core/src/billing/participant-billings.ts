import { ValidationError } from '../errors/index.js';
import { assertGrosze } from '../money/index.js';
import { addCreatedBilling, createBilling } from './add-billing-for-source.js';
import type { Billing, BillingAmounts, BillingRecalculationOptions } from './billing.js';
import { addWholeDays, assertBillingList, assertDayCount, assertValidDate } from './billing-validation.js';

/**
 * A participant's installment as billing reads it (spec §3 Participant.installments: date, amount,
 * grossAmount, vat, installmentId); the installments module's ParticipantInstallment has this shape.
 */
export interface BillableInstallment extends BillingAmounts {
  readonly installmentId: string;
  readonly date: Date;
}

/** What billing creation reads from a participant; `totalSum` is the participant's calculated total. */
export interface ParticipantToBill {
  readonly _id: string;
  readonly eventId: string;
  readonly customerId?: string;
  readonly isBilled?: boolean;
  readonly installments?: readonly BillableInstallment[];
  readonly totalSum: BillingAmounts;
}

export interface CreateParticipantBillingsInput extends BillingRecalculationOptions {
  readonly participant: ParticipantToBill;
  /** The customer's billings so far (those of this participant have sourceId = participant._id). */
  readonly existing: readonly Billing[];
  /** Installments dated on or after it are not billed yet; default: no limit ("far in the future"). */
  readonly cutoff?: Date;
  /** Whole days added to an installment's date to get the required date; default 0. */
  readonly requiredDays?: number;
}

export interface ParticipantBillingsResult {
  /** `existing` followed by the created billings, normalised per source (see addBillingForSource). */
  readonly billings: Billing[];
  /** Only the billings created now, as they stand in `billings`. */
  readonly created: Billing[];
  /** The participant's new isBilled flag. */
  readonly isBilled: boolean;
}

/**
 * Spec §4: "Billing creation for a participant happens once (isBilled). Per installment, a billing is made
 * if the amount is above zero, no billing exists for that installment, and the date is before a cutoff
 * (default far in the future). The required date is the installment date plus the given days. Without
 * installments, one billing uses the total sum and the creation date."
 *
 * Readings: "amount" is the installment's net `amount`; "before" is strictly earlier; an installment counts
 * as billed when a billing of this participant (sourceId) has its installmentId. isBilled becomes true only
 * when no installment was held back by the cutoff, so a later run (with a later cutoff) bills the rest. The
 * total-sum billing (required date = now) is made only when the total's net amount is above zero, like an
 * installment. Each billing is added with addBillingForSource, so an overpaid billing of the participant
 * gives its payments to the new ones.
 */
export function createParticipantBillings(input: CreateParticipantBillingsInput): ParticipantBillingsResult {
  const { participant, existing, cutoff, requiredDays = 0, ...options } = input;
  assertBillingList(existing);
  assertParticipant(participant);
  assertValidDate(options.now, 'now');
  if (cutoff !== undefined) assertValidDate(cutoff, 'cutoff');
  assertDayCount(requiredDays, 'requiredDays');
  if (participant.isBilled === true) return { billings: [...existing], created: [], isBilled: true };

  const base = {
    eventId: participant.eventId,
    customerId: participant.customerId,
    sourceId: participant._id,
  };
  const drafts: Billing[] = [];
  let heldBack = false;
  const installments = participant.installments ?? [];
  if (installments.length === 0) {
    if (participant.totalSum.amount > 0) {
      drafts.push(
        createBilling({ ...base, ...amountsOf(participant.totalSum), requiredDate: options.now }, options),
      );
    }
  } else {
    const billed = new Set(
      existing.flatMap((b) =>
        b.sourceId === participant._id && b.installmentId != null ? [b.installmentId] : [],
      ),
    );
    for (const installment of installments) {
      if (installment.amount <= 0 || billed.has(installment.installmentId)) continue;
      if (cutoff !== undefined && installment.date.getTime() >= cutoff.getTime()) {
        heldBack = true;
        continue;
      }
      billed.add(installment.installmentId);
      const requiredDate = addWholeDays(installment.date, requiredDays, 'requiredDate');
      const fields = {
        ...base,
        ...amountsOf(installment),
        installmentId: installment.installmentId,
        requiredDate,
      };
      drafts.push(createBilling(fields, options));
    }
  }
  let billings: Billing[] = [...existing];
  for (const draft of drafts) billings = addCreatedBilling(billings, draft, options);
  return { billings, created: billings.slice(existing.length), isBilled: !heldBack };
}

function amountsOf(source: BillingAmounts): BillingAmounts {
  return { amount: source.amount, vat: source.vat, grossAmount: source.grossAmount };
}

function assertParticipant(participant: ParticipantToBill): void {
  if (typeof participant !== 'object' || participant === null) {
    throw new ValidationError('pole participant jest wymagane');
  }
  if (typeof participant._id !== 'string' || participant._id === '') {
    throw new ValidationError('pole participant._id jest wymagane');
  }
  assertAmounts(participant.totalSum, 'totalSum');
  if (participant.installments === undefined) return;
  if (!Array.isArray(participant.installments)) throw new ValidationError('pole installments musi być listą');
  participant.installments.forEach((installment, i) => {
    const field = `installments[${i}]`;
    assertAmounts(installment, field);
    assertValidDate(installment.date, `${field}.date`);
    if (typeof installment.installmentId !== 'string' || installment.installmentId === '') {
      throw new ValidationError(`pole ${field}.installmentId jest wymagane`);
    }
  });
}

function assertAmounts(value: BillingAmounts | undefined, field: string): void {
  if (typeof value !== 'object' || value === null) throw new ValidationError(`pole ${field} jest wymagane`);
  assertGrosze(value.amount, `${field}.amount`);
  assertGrosze(value.vat, `${field}.vat`);
  assertGrosze(value.grossAmount, `${field}.grossAmount`);
}
