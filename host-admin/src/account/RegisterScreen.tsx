import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { authApi } from '../api/auth.js';
import { useApi } from '../app/services.js';
import { FormErrors, Notice } from '../forms/fields.js';
import { FormTextField } from '../lib/forms/FormTextField.js';
import { schemaResolver } from '../lib/forms/schema-resolver.js';
import { useFormSave } from '../lib/forms/use-form-save.js';
import { withChecks } from '../lib/forms/with-checks.js';
import { useApiMutation } from '../lib/query/use-api-mutation.js';
import { AccountLayout } from './AccountLayout.js';
import { NameFields } from './NameFields.js';
import { NAME_FIELDS_SCHEMA } from './name-fields-schema.js';
import { PASSWORD_MIN_LENGTH, passwordProblems } from './passwords.js';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  repeat: string;
  organizationName: string;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  repeat: '',
  organizationName: '',
};

const REGISTER_FIELDS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'email',
  'password',
  'organizationName',
]);

/** The limits of `POST /auth/register` the form checks before sending (the password rules below). */
const registerFormSchema = {
  type: 'object',
  properties: {
    ...NAME_FIELDS_SCHEMA,
    email: { type: 'string', format: 'email', maxLength: 254 },
    organizationName: { type: 'string', maxLength: 200 },
  },
} as const;

const registerProblems = (values: Values) => passwordProblems(values.password, values.repeat);

/** /glowne/zarejestruj: the account stays pending until the e-mailed link is opened. */
export function RegisterScreen() {
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: withChecks(schemaResolver<Values>(registerFormSchema), registerProblems),
  });
  const register = useApiMutation({
    mutationFn: (v: Values) =>
      authApi.register(api, {
        email: v.email.trim(),
        password: v.password,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        ...(v.organizationName.trim() ? { organizationName: v.organizationName.trim() } : {}),
      }),
    showsErrors: true,
  });

  const { control } = form;
  const { problems, send } = useFormSave(REGISTER_FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    const done = await send(() => register.mutateAsync(values));
    if (done !== undefined) setSentTo(values.email.trim());
  });

  if (sentTo) {
    return (
      <AccountLayout title="Sprawdź skrzynkę e-mail">
        {/* The server answers the same whether the address is new or already has an account (no
            enumeration) and e-mails in both cases, so this says only what is true of both. */}
        <Notice tone="success">
          Wysłaliśmy wiadomość na adres <strong>{sentTo}</strong>. Jeśli zakładasz nowe konto, kliknij
          odnośnik w wiadomości, aby je aktywować (do tego czasu jest nieaktywne). Jeśli masz już konto z tym
          adresem, wiadomość podpowie, jak się zalogować lub ustawić nowe hasło.
        </Notice>
        <p className="za-account__links">
          <Link to="/zaloguj">Przejdź do logowania</Link>
        </p>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Załóż konto">
      <form className="za-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Rejestracja">
        <NameFields control={control} />
        <FormTextField
          control={control}
          label="Adres e-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          label="Nazwa organizacji"
          name="organizationName"
          autoComplete="organization"
          hint="Opcjonalnie: utworzymy organizację, której zostaniesz administratorem."
        />
        <FormTextField
          control={control}
          label="Hasło"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={`Co najmniej ${PASSWORD_MIN_LENGTH} znaków.`}
        />
        <FormTextField
          control={control}
          label="Powtórz hasło"
          type="password"
          name="repeat"
          autoComplete="new-password"
          required
        />
        <FormErrors errors={problems} title="Nie udało się założyć konta:" />
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={register.isPending}>
            {register.isPending ? 'Zakładanie konta…' : 'Załóż konto'}
          </button>
        </div>
      </form>
      <p className="za-account__links">
        <Link to="/zaloguj">Masz już konto? Zaloguj się</Link>
      </p>
    </AccountLayout>
  );
}
