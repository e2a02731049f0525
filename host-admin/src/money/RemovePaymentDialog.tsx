import { formatGrosze } from '@zapisy/core';
import { Dialog } from '../components/Dialog.js';
import { DialogFooter } from '../components/DialogFooter.js';
import { FormErrors } from '../forms/fields.js';
import { formatWarsawDay } from '../screens/participant-forms/billing-schedule.js';
import type { BillingPaymentItem, MoneyBilling } from './money-api.js';

/**
 * Asks before a payment is taken off a billing (first document §4: "Removing a payment recalculates the
 * billing and clears its paid date"), saying what follows.
 */
export function RemovePaymentDialog({
  billing,
  payment,
  busy,
  errors,
  onConfirm,
  onClose,
}: {
  billing: MoneyBilling;
  payment: BillingPaymentItem;
  busy: boolean;
  errors: readonly string[];
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="Usunąć wpłatę z należności?"
      onClose={onClose}
      footer={
        <DialogFooter confirmLabel="Usuń wpłatę" onCancel={onClose} onConfirm={onConfirm} disabled={busy} />
      }
    >
      <p>
        Wpłata <strong>{formatGrosze(payment.amount)}</strong> z dnia {formatWarsawDay(payment.date)} zostanie
        zdjęta z należności {billing.category ? `„${billing.category}” ` : ''}z terminem{' '}
        {formatWarsawDay(billing.requiredDate)}.
      </p>
      <p>
        Należność zostanie przeliczona, a data zapłaty wyczyszczona. Rekord wpłaty zostaje na liście wpłat
        jako nierozliczony. Zmiana trafi do dziennika zmian.
      </p>
      <FormErrors errors={errors} title="Nie usunięto wpłaty:" />
    </Dialog>
  );
}
