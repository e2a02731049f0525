import { BILLING_STATUS_LABELS, type BillingStatus } from '@zapisy/core';
import type { ApiClient } from '../../api/client.js';
import { formatAdminDate } from '../../lib/project-date.js';

/** One billing of `GET /participants/{eventId}/{participantId}/billings` (amounts in grosze). */
export interface ScheduledBilling {
  _id: string;
  installmentId?: string;
  amount: number;
  vat: number;
  grossAmount: number;
  manualDiscount: number;
  leftToPay: number;
  status: BillingStatus;
  /** ISO date-time. */
  requiredDate: string;
  paidDate?: string;
  invoiceId?: string;
}

/** The participant's payment schedule and its totals (grosze): `required` is due by today, overdue included. */
export interface BillingSchedule {
  billings: ScheduledBilling[];
  totals: { grossAmount: number; leftToPay: number; required: number; overdue: number };
}

export function billingStatusLabel(status: string): string {
  return (BILLING_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** '01/03/2026' in the project's date format for a moment, as the day falls in Warsaw; '—' for an invalid date. */
export function formatWarsawDay(iso: Date | string): string {
  return formatAdminDate(iso) || '—';
}

export const billingScheduleApi = {
  schedule: (api: ApiClient, eventId: string, participantId: string) =>
    api.get<BillingSchedule>(
      `/participants/${encodeURIComponent(eventId)}/${encodeURIComponent(participantId)}/billings`,
    ),
};
