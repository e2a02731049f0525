import { useMemo, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { schemaResolver } from '../../lib/forms/schema-resolver.js';
import { placeServerErrors } from '../../lib/forms/server-field-errors.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { MissingCustomer } from './CustomerCardScreen.js';
import { CustomerFormField } from './CustomerFormField.js';
import {
  CUSTOMER_FIELDS,
  customerFieldsFor,
  customerPatch,
  fieldValue,
  readPath,
} from './customer-fields.js';
import { customerFormSchema } from './customer-form-schema.js';
import { type CustomerGridRow, customerName, customersApi } from './customers-api.js';
import { useCustomerFromAddress } from './use-customer.js';
import { useCustomerSettings } from './use-customer-settings.js';

const FIELD_PATHS: ReadonlySet<string> = new Set(CUSTOMER_FIELDS.map((f) => f.path));

/** The form's value: the customer's fields at their paths ('invoiceData.address.city' nested). */
function formValues(customer: Partial<CustomerGridRow>): FieldValues {
  const values: FieldValues = {};
  for (const field of CUSTOMER_FIELDS) {
    const keys = field.path.split('.');
    let target = values;
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as FieldValues;
    }
    target[keys.at(-1) as string] = fieldValue(customer, field);
  }
  return values;
}

/** /admin/klient/dane-edycja?id=…: edits the customer; the server's refusals show under their fields. */
export function CustomerEditScreen({ route }: AreaScreenProps) {
  const { id, organizationId, customer } = useCustomerFromAddress();
  if (!id) return <MissingCustomer title={route.title} />;
  if (!customer.data || !organizationId) {
    return (
      <ScreenFrame title={route.title}>
        {customer.isLoading ? <Spinner label="Wczytywanie klienta…" /> : null}
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={`${route.title}: ${customerName(customer.data)}`}>
      <CustomerForm organizationId={organizationId} id={id} original={customer.data} />
    </ScreenFrame>
  );
}

function CustomerForm({
  organizationId,
  id,
  original,
}: {
  organizationId: string;
  id: string;
  original: CustomerGridRow;
}) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const navigate = useNavigate();
  // The second person's and the guardian's fields by the organization's flags, as on the card.
  const fields = customerFieldsFor(useCustomerSettings(organizationId));
  const [problems, setProblems] = useState<string[]>([]);
  const defaultValues = useMemo(() => formValues(original), [original]);
  const form = useForm({ defaultValues, resolver: schemaResolver(customerFormSchema) });
  const cardAddress = `/klient/dane?id=${encodeURIComponent(id)}`;
  const save = useApiMutation({
    mutationFn: (patch: Record<string, unknown>) => customersApi.update(api, organizationId, id, patch),
    invalidates: [queryKeys.customers(organizationId)],
    showsErrors: true,
    onSuccess: () => {
      feedback.success();
      navigate(cardAddress);
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    const flat = Object.fromEntries(
      CUSTOMER_FIELDS.map((f) => [f.path, readPath(values, f.path) as string | boolean]),
    );
    try {
      await save.mutateAsync(customerPatch(original, flat));
    } catch (error) {
      const rest = placeServerErrors(error, FIELD_PATHS, form.setError);
      if (rest) setProblems(rest);
      else feedback.handleError(error);
    }
  });
  return (
    <>
      <FormErrors errors={problems} />
      <form className="za-form za-card" onSubmit={(event) => void submit(event)} noValidate>
        {fields.map((field) => (
          <CustomerFormField key={field.path} field={field} form={form} />
        ))}
        <div className="za-toolbar">
          <button type="submit" className="za-button" disabled={save.isPending}>
            Zapisz
          </button>
          <button
            type="button"
            className="za-button za-button--secondary"
            onClick={() => navigate(cardAddress)}
          >
            Anuluj
          </button>
        </div>
      </form>
    </>
  );
}
