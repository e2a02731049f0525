/** Billing statuses (spec §4 "Billing status: upcoming, active, late, paid, overpaid, cancelled"). */
export const BILLING_STATUSES = ['upcoming', 'active', 'late', 'paid', 'overpaid', 'cancelled'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** Spec §4: "Sort order: paid 1, late 2, active 3, overpaid 4, upcoming 5, cancelled 1000." */
export const BILLING_STATUS_SORT_ORDER: Readonly<Record<BillingStatus, number>> = {
  paid: 1,
  late: 2,
  active: 3,
  overpaid: 4,
  upcoming: 5,
  cancelled: 1000,
};

/**
 * Polish labels of the billing statuses (a billing is a 'należność', hence the feminine forms); the spec
 * names the statuses only, these are ours.
 */
export const BILLING_STATUS_LABELS: Readonly<Record<BillingStatus, string>> = {
  upcoming: 'Nadchodząca',
  active: 'Do zapłaty',
  late: 'Zaległa',
  paid: 'Opłacona',
  overpaid: 'Nadpłacona',
  cancelled: 'Anulowana',
};

export function isBillingStatus(value: unknown): value is BillingStatus {
  return typeof value === 'string' && (BILLING_STATUSES as readonly string[]).includes(value);
}

/**
 * Orders billings by the spec's status sort order (§4 "paid 1, late 2, active 3, overpaid 4, upcoming 5,
 * cancelled 1000"), then by required date (earliest first). Equal keys compare as 0, so `Array.sort`
 * (stable) keeps the input order among them.
 */
export function compareBillingsByStatus(
  a: { readonly status: BillingStatus; readonly requiredDate: Date },
  b: { readonly status: BillingStatus; readonly requiredDate: Date },
): number {
  return (
    BILLING_STATUS_SORT_ORDER[a.status] - BILLING_STATUS_SORT_ORDER[b.status] ||
    a.requiredDate.getTime() - b.requiredDate.getTime()
  );
}
