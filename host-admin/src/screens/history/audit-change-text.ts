/**
 * One recorded change as the audit log shows it: what changed in words and its old and new values as
 * text. Money actions record their billings by path (`billings.<id>`, `billings.<id>.payments.<n>`,
 * `manualDiscount`) with amounts in grosze; they read here as 'Opłata „Wpisowe”: 120,00 zł brutto …' and no
 * billing id or grosze reaches the organizer. A form field's change carries its label and texts already.
 */
import { formatGrosze, vatRateLabel } from '@zapisy/core';
import { formatAdminDate } from '../../lib/project-date.js';
import { auditPathLabel, formatAuditValue } from './audit-labels.js';

export interface AuditChangeInput {
  path: string;
  label?: string;
  oldValue?: unknown;
  newValue?: unknown;
}

export interface AuditChangeText {
  /** What changed ('Nazwisko', 'Płatności › Dni opóźnienia'); undefined when nothing names it. */
  name: string | undefined;
  before: string;
  after: string;
}

const CHARGE_PATH = /^billings\.[^.]+$/;
/** A payment taken off a billing, or one taken at the desk / refunded (`payment`). */
const PAYMENT_PATH = /^(billings\.[^.]+\.payments\.\d+|payment)$/;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const grosze = (value: unknown) => (typeof value === 'number' ? formatGrosze(value) : '—');

function chargeText(value: unknown): string {
  const charge = record(value);
  if (!charge) return '—';
  const category = typeof charge.category === 'string' && charge.category ? `„${charge.category}” ` : '';
  const vat = typeof charge.vatPercent === 'string' ? `, VAT ${vatRateLabel(charge.vatPercent)}` : '';
  const due = formatAdminDate(charge.requiredDate);
  return `${category}${grosze(charge.grossAmount)} brutto (netto ${grosze(charge.amount)}${vat})${due ? `, termin ${due}` : ''}`;
}

function paymentText(value: unknown): string {
  const payment = record(value);
  if (!payment) return '—';
  const day = formatAdminDate(payment.date);
  const note =
    typeof payment.description === 'string' && payment.description ? ` („${payment.description}”)` : '';
  return `${grosze(payment.amount)}${day ? ` z dnia ${day}` : ''}${note}`;
}

export function auditChangeText(
  change: AuditChangeInput,
  targetType: string,
  organizationSchema?: object,
): AuditChangeText {
  const { path, oldValue, newValue } = change;
  if (CHARGE_PATH.test(path))
    return { name: 'Opłata', before: chargeText(oldValue), after: chargeText(newValue) };
  if (PAYMENT_PATH.test(path))
    return { name: 'Wpłata', before: paymentText(oldValue), after: paymentText(newValue) };
  if (path === 'manualDiscount')
    return {
      name: 'Rabat ręczny (minus) lub dopłata (plus)',
      before: grosze(oldValue),
      after: grosze(newValue),
    };
  return {
    name: change.label ?? auditPathLabel(path, targetType, organizationSchema),
    before: formatAuditValue(oldValue, path),
    after: formatAuditValue(newValue, path),
  };
}
