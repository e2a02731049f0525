import { CUSTOMER_TYPE_LABELS } from '@zapisy/core';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner.js';
import { formatCell } from '../../grid/column-model.js';
import { CustomerMoneySection } from '../../money/CustomerMoneySection.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { CustomerParticipations } from './CustomerParticipations.js';
import { CustomerStatusLine } from './CustomerStatusLine.js';
import { type CustomerField, customerFieldsFor, readPath } from './customer-fields.js';
import { customerName } from './customers-api.js';
import { useCustomerFromAddress } from './use-customer.js';
import { useCustomerSettings } from './use-customer-settings.js';

const CELL_KIND = { text: 'text', boolean: 'boolean', date: 'day' } as const satisfies Record<
  CustomerField['kind'],
  string
>;

/** /admin/klient/dane?id=…: the customer card. */
export function CustomerCardScreen({ route }: AreaScreenProps) {
  const { id, organizationId, customer } = useCustomerFromAddress();
  const flags = useCustomerSettings(organizationId);
  if (!id) return <MissingCustomer title={route.title} />;
  const data = customer.data;
  return (
    <ScreenFrame
      title={data ? `${route.title}: ${customerName(data)}` : route.title}
      meta={data?.type ? CUSTOMER_TYPE_LABELS[data.type] : undefined}
      actions={
        <Link className="za-button" to={`/klient/dane-edycja?id=${encodeURIComponent(id)}`}>
          Edytuj
        </Link>
      }
    >
      {!data ? (
        customer.isLoading ? (
          <Spinner label="Wczytywanie klienta…" />
        ) : null
      ) : (
        <>
          {organizationId && (
            <CustomerStatusLine organizationId={organizationId} customerId={id} name={customerName(data)} />
          )}
          <dl className="za-card za-customer-facts" data-testid="customer-card">
            {customerFieldsFor(flags).map((field) => {
              const text = formatCell(CELL_KIND[field.kind], readPath(data, field.path));
              return text ? (
                <div key={field.path}>
                  <dt>{field.label}</dt>
                  <dd>{text}</dd>
                </div>
              ) : null;
            })}
          </dl>
        </>
      )}
      {data && organizationId && <CustomerParticipations organizationId={organizationId} customerId={id} />}
      {/* Money by hand (host-admin/src/money): one mount point, kept apart from the card's fields. */}
      {data && <CustomerMoneySection customerId={id} customerName={customerName(data)} />}
    </ScreenFrame>
  );
}

export function MissingCustomer({ title }: { title: string }) {
  return (
    <ScreenFrame title={title}>
      <p className="za-card">
        Nie wskazano klienta. Wybierz go na liście <Link to="/klient/klienci">Klienci</Link> albo w{' '}
        <Link to="/klient/szukaj">wyszukiwarce</Link>.
      </p>
    </ScreenFrame>
  );
}
