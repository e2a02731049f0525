/**
 * `POST /importexport/create-balances/{organizationId}/{YYYY-MM}` (first document §7: "empty body"; the
 * spec shows neither meaning nor answer, so it is defined here): recomputes the OPENING BALANCE of every
 * customer of the organization at the start of that month and stores it in `balances`, one document per
 * customer and month (`_id` `<organizationId>:<customerId>:<YYYY-MM>`).
 *
 * A billing belongs to the period of its `year`/`month` when set, else of its `requiredDate`; billings of
 * earlier periods count, cancelled ones do not. Charged = net (or gross when the organization invoices with
 * VAT) + manual discount; paid = the billing's payments dated before the month. Opening balance = charged −
 * paid, in grosze: positive is debt, negative an overpayment. Recomputing replaces the month's documents
 * (idempotent); customers without earlier billings get a zero balance.
 */
import { ValidationError } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';
import { loadOrganization } from './store.js';
import { settingsOf } from './view.js';

export const BALANCES = 'balances';
export const BILLINGS = 'billings';
export const CUSTOMERS = 'customers';
export const YEAR_MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

interface StoredBilling {
  _id: string;
  organizationId: string;
  customerId?: string;
  amount?: number;
  grossAmount?: number;
  manualDiscount?: number;
  status?: string;
  requiredDate?: Date;
  createdDate?: Date;
  year?: number;
  month?: number;
  payments?: { date?: Date; amount?: number }[] | { items?: { date?: Date; amount?: number }[] };
}

export interface BalanceDocument {
  _id: string;
  organizationId: string;
  customerId: string;
  yearMonth: string;
  /** Grosze. */
  charged: number;
  paid: number;
  balance: number;
  billingsCount: number;
  computedAt: Date;
}

export interface BalancesResult {
  organizationId: string;
  yearMonth: string;
  customerCount: number;
  /** Sums over the customers, in grosze. */
  charged: number;
  paid: number;
  balance: number;
}

const grosze = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0;

function periodStart(billing: StoredBilling): number | undefined {
  if (typeof billing.year === 'number' && typeof billing.month === 'number') {
    return Date.UTC(billing.year, billing.month - 1, 1);
  }
  const date = billing.requiredDate ?? billing.createdDate;
  return date instanceof Date ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) : undefined;
}

function paymentsOf(billing: StoredBilling): { date?: Date; amount?: number }[] {
  const payments = billing.payments;
  if (Array.isArray(payments)) return payments;
  return payments?.items ?? [];
}

export function parseYearMonth(text: string): number {
  if (!new RegExp(YEAR_MONTH_PATTERN).test(text)) {
    throw new ValidationError([`params.b: oczekiwano miesiąca w formacie RRRR-MM, otrzymano '${text}'`]);
  }
  const [year, month] = text.split('-').map(Number) as [number, number];
  return Date.UTC(year, month - 1, 1);
}

export async function createBalances(
  store: Store,
  organizationId: string,
  yearMonth: string,
): Promise<BalancesResult> {
  const monthStart = parseYearMonth(yearMonth);
  const organization = await loadOrganization(store, organizationId);
  const useVat = settingsOf(organization).invoicing.useVat;
  const tenant = { organizationId: organization._id };
  const billings = new TenantRepository(store.db.collection<StoredBilling>(BILLINGS), tenant);
  const customers = new TenantRepository(
    store.db.collection<{ _id: string; organizationId: string }>(CUSTOMERS),
    tenant,
  );
  const balances = new TenantRepository(store.db.collection<BalanceDocument>(BALANCES), tenant);

  const sums = new Map<string, { charged: number; paid: number; count: number }>();
  for (const customer of await customers.find({}, { projection: { _id: 1 } }).toArray()) {
    sums.set(String(customer._id), { charged: 0, paid: 0, count: 0 });
  }
  for await (const billing of billings.find({ customerId: { $exists: true } })) {
    if (!billing.customerId || billing.status === 'cancelled') continue;
    const start = periodStart(billing);
    if (start === undefined || start >= monthStart) continue;
    const sum = sums.get(billing.customerId) ?? { charged: 0, paid: 0, count: 0 };
    sum.charged += grosze(useVat ? billing.grossAmount : billing.amount) + grosze(billing.manualDiscount);
    for (const payment of paymentsOf(billing)) {
      if (payment.date instanceof Date && payment.date.getTime() < monthStart)
        sum.paid += grosze(payment.amount);
    }
    sum.count += 1;
    sums.set(billing.customerId, sum);
  }

  const computedAt = new Date();
  const result: BalancesResult = {
    organizationId,
    yearMonth,
    customerCount: sums.size,
    charged: 0,
    paid: 0,
    balance: 0,
  };
  await store.withTransaction(async (session) => {
    await balances.deleteMany({ yearMonth }, { session });
    const docs = [...sums].map(([customerId, sum]) => ({
      _id: `${organizationId}:${customerId}:${yearMonth}`,
      organizationId,
      customerId,
      yearMonth,
      charged: sum.charged,
      paid: sum.paid,
      balance: sum.charged - sum.paid,
      billingsCount: sum.count,
      computedAt,
    }));
    if (docs.length > 0) await balances.insertMany(docs, { session });
  });
  for (const sum of sums.values()) {
    result.charged += sum.charged;
    result.paid += sum.paid;
  }
  result.balance = result.charged - result.paid;
  return result;
}
