import { ValidationError } from '../errors/index.js';
import { createBilling } from './add-billing-for-source.js';
import type { Billing, BillingAmounts, BillingVatOptions } from './billing.js';
import { assertBillingList, assertValidDate } from './billing-validation.js';

/** Spec §4: provision billings have "category 'Prowizja'". */
export const PROVISION_BILLING_CATEGORY = 'Prowizja';

/** One source entry of an employee that earns a provision (a calendar event, a billing, a customer…). */
export interface ProvisionSource extends BillingAmounts {
  /** Identifies the entry; stored as the billing's provisionSourceId. */
  readonly sourceId: string;
  readonly eventId: string;
  readonly employeeId: string;
  /** The employee's customer record, who is billed (the billing's customerId). */
  readonly employeeCustomerId?: string;
  /** The customer the provision was earned on (provisionCustomerId). */
  readonly provisionCustomerId?: string;
  readonly calEventId?: string;
}

export interface ProvisionBillingsResult {
  readonly billings: Billing[];
  readonly created: Billing[];
}

/**
 * The first day of the month after `date`, at 00:00 UTC. Calendar parts are read in UTC so the result does
 * not depend on the machine's time zone (31 January → 1 February, 31 December → 1 January of the next
 * year). A caller that wants another zone's calendar passes a `date` shifted by that zone's offset.
 */
export function firstDayOfNextMonthUtc(date: Date): Date {
  assertValidDate(date, 'data');
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  assertValidDate(next, 'data');
  return next;
}

/**
 * Spec §4: "Provisions: for each source entry of an employee not yet billed, a billing with category
 * 'Prowizja' is created. Its required date is the first day of the next month" (§9 "Provision due on the
 * first of the next month"), the month after `now` (firstDayOfNextMonthUtc). An entry counts as billed when
 * a provision billing (isProvision) with its provisionSourceId exists; an entry repeated in `sources` is
 * billed once. Provision billings start active and have no sourceId, so they are not grouped by source.
 */
export function createProvisionBillings(
  sources: readonly ProvisionSource[],
  existing: readonly Billing[],
  options: BillingVatOptions & { readonly now: Date },
): ProvisionBillingsResult {
  if (!Array.isArray(sources)) throw new ValidationError('lista źródeł prowizji musi być tablicą');
  assertBillingList(existing);
  const requiredDate = firstDayOfNextMonthUtc(options.now);
  const billed = new Set(
    existing.flatMap((b) => (b.isProvision && b.provisionSourceId != null ? [b.provisionSourceId] : [])),
  );
  const created: Billing[] = [];
  sources.forEach((source, i) => {
    if (typeof source?.sourceId !== 'string' || source.sourceId === '') {
      throw new ValidationError(`pole sources[${i}].sourceId jest wymagane`);
    }
    if (typeof source.employeeId !== 'string' || source.employeeId === '') {
      throw new ValidationError(`pole sources[${i}].employeeId jest wymagane`);
    }
    if (billed.has(source.sourceId)) return;
    billed.add(source.sourceId);
    created.push(
      createBilling(
        {
          eventId: source.eventId,
          customerId: source.employeeCustomerId,
          employeeId: source.employeeId,
          amount: source.amount,
          vat: source.vat,
          grossAmount: source.grossAmount,
          requiredDate,
          isProvision: true,
          provisionSourceId: source.sourceId,
          provisionCustomerId: source.provisionCustomerId,
          calEventId: source.calEventId,
          category: PROVISION_BILLING_CATEGORY,
        },
        options,
      ),
    );
  });
  return { billings: [...existing, ...created], created };
}
