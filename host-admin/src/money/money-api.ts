/** The `/billings/{organizationId}` calls of money by hand (amounts in grosze). */
import { endOfPolishDayText } from '@zapisy/core';
import type { ApiResponse } from '../api/api-types.js';
import type { ApiClient } from '../api/client.js';

/** A billing as `GET /billings/{organizationId}` answers it (the server's OpenAPI document). */
export type MoneyBilling = ApiResponse<'/billings/{organizationId}', 'get'>['billings'][number];
export type BillingPaymentItem = MoneyBilling['payments'][number];
export type MoneySums = ApiResponse<'/billings/{organizationId}', 'get'>['sums'];

/** Whose money: a participant of a project, or a customer (in one project or all). */
export type MoneyOwner =
  | { kind: 'participant'; eventId: string; participantId: string; name: string }
  | { kind: 'customer'; customerId: string; name: string; eventId?: string };

/** Billings by required date: all, up to a day (dateUpTo) or after it (dateOver) — never both (§5). */
export type MoneyPeriod = { mode: 'all' } | { mode: 'upTo' | 'over'; day: string };

export interface ManualChargeInput {
  eventId: string;
  category: string;
  amount: number;
  vatRate: string;
  requiredDate: string;
}

function ownerFields(owner: MoneyOwner, eventId = owner.eventId): Record<string, string> {
  const base: Record<string, string> =
    owner.kind === 'participant' ? { participantId: owner.participantId } : { customerId: owner.customerId };
  return eventId ? { ...base, eventId } : base;
}

/** The end of a Warsaw day as an instant is what 'up to the day' and 'after the day' compare with. */
export function endOfWarsawDay(day: string): string {
  return endOfPolishDayText(day).toISOString();
}

export function periodQuery(period: MoneyPeriod): Record<string, string> {
  if (period.mode === 'all' || !period.day) return {};
  return period.mode === 'upTo'
    ? { dateUpTo: endOfWarsawDay(period.day) }
    : { dateOver: endOfWarsawDay(period.day) };
}

export const moneyKeys = {
  all: (organizationId: string) => ['billings', organizationId] as const,
  list: (organizationId: string, owner: MoneyOwner, period: MoneyPeriod) =>
    ['billings', organizationId, ownerFields(owner), period] as const,
};

const base = (organizationId: string) => `/billings/${encodeURIComponent(organizationId)}`;

export const moneyApi = {
  list: (api: ApiClient, organizationId: string, owner: MoneyOwner, period: MoneyPeriod) => {
    const query = new URLSearchParams({ ...ownerFields(owner), ...periodQuery(period) });
    return api.get<{ billings: MoneyBilling[]; sums: MoneySums }>(`${base(organizationId)}?${query}`);
  },
  charge: (api: ApiClient, organizationId: string, owner: MoneyOwner, input: ManualChargeInput) =>
    api.post<MoneyBilling>(`${base(organizationId)}/manual`, {
      ...ownerFields(owner, input.eventId),
      ...input,
    }),
  discount: (
    api: ApiClient,
    organizationId: string,
    owner: MoneyOwner,
    eventId: string,
    manualDiscount: number,
  ) =>
    api.put<MoneyBilling[]>(`${base(organizationId)}/manual-discount`, {
      ...ownerFields(owner, eventId),
      manualDiscount,
    }),
  removePayment: (api: ApiClient, organizationId: string, billingId: string, index: number) =>
    api.delete<MoneyBilling>(`${base(organizationId)}/${encodeURIComponent(billingId)}/payments/${index}`),
};
