import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { FormErrors } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { CustomerSearch } from './CustomerSearch.js';
import { type CustomerGridRow, customerName, customersApi } from './customers-api.js';

/**
 * /admin/klient/polacz: picks the customers to merge and the one that stays (the target); the server merges
 * by first document §4 ("On merge, the first non-empty value wins").
 */
export function CustomerMergeScreen({ route }: AreaScreenProps) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { organizationId } = useProject();
  const [chosen, setChosen] = useState<CustomerGridRow[]>([]);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const merge = useFormMutation({
    mutationFn: ({ target, sources }: { target: string; sources: string[] }) =>
      customersApi.merge(api, organizationId ?? '', target, sources),
    invalidates: [queryKeys.customers(organizationId ?? '')],
  });
  const target = chosen.find((c) => c._id === targetId) ?? null;
  const sources = chosen.filter((c) => c._id !== targetId);
  const add = (customer: CustomerGridRow) => {
    if (chosen.some((c) => c._id === customer._id)) return;
    setChosen([...chosen, customer]);
    if (!targetId) setTargetId(customer._id);
  };
  const drop = (id: string) => {
    const rest = chosen.filter((c) => c._id !== id);
    setChosen(rest);
    if (targetId === id) setTargetId(rest[0]?._id ?? null);
  };
  const run = async () => {
    if (!target) return;
    const merged = await merge.run({ target: target._id, sources: sources.map((c) => c._id) });
    setConfirming(false);
    if (merged) {
      feedback.success('Połączono klientów');
      navigate(`/klient/dane?id=${encodeURIComponent(merged._id || target._id)}`);
    }
  };

  return (
    <ScreenFrame title={route.title}>
      <FormErrors errors={merge.errors} />
      <section className="za-card" aria-label="Wybrani klienci">
        <h2 className="za-card__title">Wybrani klienci</h2>
        {chosen.length === 0 ? (
          <p className="za-card__text">Wyszukaj klientów poniżej i dodaj co najmniej dwóch.</p>
        ) : (
          <ul className="za-list" data-testid="merge-chosen">
            {chosen.map((customer) => (
              <li key={customer._id}>
                <label>
                  <input
                    type="radio"
                    name="merge-target"
                    checked={customer._id === targetId}
                    onChange={() => setTargetId(customer._id)}
                  />{' '}
                  {customerName(customer)} {customer.email ? `(${customer.email})` : ''}
                  {customer._id === targetId ? ' — zostaje' : ' — zostanie dołączony'}
                </label>{' '}
                <button type="button" className="za-link-button" onClick={() => drop(customer._id)}>
                  Usuń z wyboru
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="za-button"
          disabled={!target || sources.length === 0 || merge.busy}
          onClick={() => setConfirming(true)}
        >
          Połącz
        </button>
      </section>
      <CustomerSearch
        render={(customer) => (
          <button
            type="button"
            className="za-link-button"
            disabled={chosen.some((c) => c._id === customer._id)}
            onClick={() => add(customer)}
          >
            Dodaj do łączenia
          </button>
        )}
      />
      {confirming && target && (
        <Dialog
          title="Połączyć klientów?"
          onClose={() => setConfirming(false)}
          footer={
            <DialogFooter
              confirmLabel="Połącz klientów"
              onCancel={() => setConfirming(false)}
              onConfirm={() => void run()}
              disabled={merge.busy}
            />
          }
        >
          <p>
            Klienci {sources.map(customerName).join(', ')} zostaną dołączeni do klienta{' '}
            <strong>{customerName(target)}</strong>. Z każdego pola zostaje pierwsza niepusta wartość.
          </p>
        </Dialog>
      )}
    </ScreenFrame>
  );
}
