import { type FormEvent, useId, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { FormErrors } from '../../forms/fields.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { SchemaForm } from '../../schema-form/SchemaForm.js';
import { useSchemaForm } from '../../schema-form/use-schema-form.js';
import {
  type PaymentOnboardingProvider,
  type PaymentOnboardingRegistration,
  paymentOnboardingApi,
} from './payment-onboarding-api.js';
import {
  type OnboardingProblems,
  problemsFromMessages,
  registrationProblems,
} from './payment-onboarding-errors.js';
import { emptyOnboardingValues, withoutBlanks } from './payment-onboarding-values.js';

const NO_PROBLEMS: OnboardingProblems = { lines: [], fields: {} };

/**
 * The registration form drawn from the provider's schema, folded by default (it is long and sits among the
 * organization's settings). Values live here, so folding it or a refused registration loses nothing typed.
 */
export function PaymentOnboardingForm({
  organizationId,
  provider,
  onRegistered,
}: {
  organizationId: string;
  provider: PaymentOnboardingProvider;
  onRegistered: (registration: PaymentOnboardingRegistration) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { schema } = provider;
  const form = useSchemaForm<Record<string, unknown>>(schema, emptyOnboardingValues(schema));
  const [problems, setProblems] = useState<OnboardingProblems>(NO_PROBLEMS);
  const registration = useApiMutation({
    mutationFn: (values: Record<string, unknown>) =>
      paymentOnboardingApi.register(api, organizationId, provider.provider, values),
    // The answer's registration goes to the section (onRegistered); the offers need no second read.
    showsErrors: true,
  });
  const busy = registration.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked.valid) {
      setProblems({ ...problemsFromMessages(schema, checked.messages), fields: {} });
      return;
    }
    setProblems(NO_PROBLEMS);
    try {
      const answer = await registration.mutateAsync(checked.value);
      feedback.success(`Zarejestrowano w ${provider.label}.`);
      onRegistered(answer.registration);
    } catch (error) {
      const shown = registrationProblems(schema, error);
      if (shown) setProblems(shown);
      else feedback.handleError(error);
    }
  };

  return (
    <div>
      <button
        type="button"
        className="za-button za-button--secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        Wypełnij formularz rejestracji
      </button>
      {open && (
        <form
          id={panelId}
          className="za-form"
          onSubmit={submit}
          noValidate
          aria-label="Formularz rejestracji"
        >
          <SchemaForm
            schema={schema}
            value={form.value}
            onChange={(next) => form.setValue(withoutBlanks(schema, next) as Record<string, unknown>)}
            errors={{ ...form.errors, ...problems.fields }}
            disabled={busy}
          />
          <FormErrors errors={problems.lines} title="Nie udało się zarejestrować:" />
          <div className="za-form__actions">
            <button type="submit" className="za-button" disabled={busy}>
              Zarejestruj w Przelewy24
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
