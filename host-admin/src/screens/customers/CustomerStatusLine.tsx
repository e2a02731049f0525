import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_STATUS_LABELS, customerStatus, formatGrosze } from '@zapisy/core';
import { useApi } from '../../app/services.js';
import { type MoneyOwner, type MoneyPeriod, moneyApi, moneyKeys } from '../../money/money-api.js';

const ALL: MoneyPeriod = { mode: 'all' };

/**
 * The customer's status and balance over all projects, above the card's fields (first document §4
 * "Customer status (derived from billings…)": registered 'na bieżąco', overdue 'opóźniony', overpaid
 * 'nadpłacony', paid 'opłacony'), read from the same billings list as money by hand shows.
 */
export function CustomerStatusLine({
  organizationId,
  customerId,
  name,
}: {
  organizationId: string;
  customerId: string;
  name: string;
}) {
  const api = useApi();
  const owner: MoneyOwner = { kind: 'customer', customerId, name };
  const list = useQuery({
    queryKey: moneyKeys.list(organizationId, owner, ALL),
    queryFn: () => moneyApi.list(api, organizationId, owner, ALL),
  });
  if (!list.data) return null;
  const status = customerStatus(list.data.billings, { asOf: new Date() });
  const { sums } = list.data;
  return (
    <p className="za-card__text" data-testid="customer-status">
      Status klienta: <strong>{CUSTOMER_STATUS_LABELS[status]}</strong> · Należności:{' '}
      {formatGrosze(sums.grossAmount)} · Wpłacono: {formatGrosze(sums.payments)} · Pozostało do zapłaty:{' '}
      <strong>{formatGrosze(sums.leftToPay)}</strong>
    </p>
  );
}
