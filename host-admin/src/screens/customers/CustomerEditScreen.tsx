import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { useFormAction } from '../../forms/use-form-action.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { MissingCustomer } from './CustomerCardScreen.js';
import { CUSTOMER_FIELDS, customerPatch, fieldValue } from './customer-fields.js';
import { customerName, customersApi } from './customers-api.js';
import { useCustomerFromAddress } from './use-customer.js';

/** /admin/klient/dane-edycja?id=…: edits the customer; the server's Polish validation list shows above the form. */
export function CustomerEditScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { id, organizationId, customer } = useCustomerFromAddress();
  const [values, setValues] = useState<Record<string, string | boolean> | null>(null);
  const save = useFormAction((patch: Record<string, unknown>) =>
    customersApi.update(api, organizationId ?? '', id ?? '', patch),
  );
  useEffect(() => {
    if (customer.data)
      setValues(Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f.path, fieldValue(customer.data ?? {}, f)])));
  }, [customer.data]);

  if (!id) return <MissingCustomer title={route.title} />;
  if (!customer.data || !values) {
    return (
      <ScreenFrame title={route.title}>
        {customer.loading ? <Spinner label="Wczytywanie klienta…" /> : null}
      </ScreenFrame>
    );
  }
  const original = customer.data;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(customerPatch(original, values));
    if (saved) {
      feedback.success();
      navigate(`/klient/dane?id=${encodeURIComponent(id)}`);
    }
  };
  return (
    <ScreenFrame title={`${route.title}: ${customerName(original)}`}>
      <FormErrors errors={save.errors} />
      <form className="za-form za-card" onSubmit={(event) => void submit(event)} noValidate>
        {CUSTOMER_FIELDS.map((field) =>
          field.kind === 'boolean' ? (
            <label key={field.path} className="za-field za-field--inline">
              <input
                type="checkbox"
                checked={values[field.path] === true}
                onChange={(event) => setValues({ ...values, [field.path]: event.target.checked })}
              />{' '}
              {field.label}
            </label>
          ) : (
            <label key={field.path} className="za-field">
              <span className="za-field__label">{field.label}</span>
              <input
                className="za-input"
                type={field.kind === 'date' ? 'date' : 'text'}
                value={String(values[field.path] ?? '')}
                onChange={(event) => setValues({ ...values, [field.path]: event.target.value })}
              />
            </label>
          ),
        )}
        <div className="za-toolbar">
          <button type="submit" className="za-button" disabled={save.busy}>
            Zapisz
          </button>
          <button
            type="button"
            className="za-button za-button--secondary"
            onClick={() => navigate(`/klient/dane?id=${encodeURIComponent(id)}`)}
          >
            Anuluj
          </button>
        </div>
      </form>
    </ScreenFrame>
  );
}
