import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { authApi, type MeUpdate } from '../api/auth.js';
import type { SessionProfile } from '../api/session.js';
import { useFeedback, useServices } from '../app/services.js';
import { FormErrors } from '../forms/fields.js';
import { FormTextField } from '../lib/forms/FormTextField.js';
import { schemaResolver } from '../lib/forms/schema-resolver.js';
import { useFormSave } from '../lib/forms/use-form-save.js';
import { withChecks } from '../lib/forms/with-checks.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { useApiMutation } from '../lib/query/use-api-mutation.js';
import { NameFields } from './NameFields.js';
import {
  PROFILE_FIELDS,
  type ProfileValues,
  passwordChangeProblems,
  profileFormSchema,
  profileUpdate,
  profileValues,
} from './profile-form.js';

/**
 * The logged-in user's own names, phone and password (PATCH /me). Used by /glowne/edytuj-uzytkownika and by
 * 'Moje konto' (/admin/glowna/ja), which has no 'back' link because it sits inside the admin.
 */
export function ProfileForm({ user, backHref }: { user: SessionProfile; backHref?: string }) {
  const { api, session } = useServices();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({
    defaultValues: profileValues(user),
    resolver: withChecks(schemaResolver<ProfileValues>(profileFormSchema), passwordChangeProblems),
  });
  const save = useApiMutation({
    mutationFn: (update: MeUpdate) => authApi.updateMe(api, update),
    showsErrors: true,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.me(), answer.user),
  });

  const { control } = form;
  const { problems, send } = useFormSave(PROFILE_FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    const answer = await send(() => save.mutateAsync(profileUpdate(values)));
    if (!answer) return;
    // A password change answers a new token: the other sessions end, this one goes on.
    if (answer.token) session.signIn(answer.token, answer.user);
    else session.updateUser(answer.user);
    form.reset(profileValues(answer.user));
    feedback.success();
  });

  return (
    <form className="za-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Edycja profilu">
      <NameFields control={control} />
      <FormTextField
        control={control}
        label="Telefon"
        type="tel"
        name="phoneNumber"
        autoComplete="tel"
        hint="9 cyfr albo numer międzynarodowy zaczynający się od +."
      />
      <fieldset className="za-fieldset">
        <legend>Zmiana hasła (opcjonalnie)</legend>
        <FormTextField
          control={control}
          label="Obecne hasło"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
        />
        <div className="za-form__row">
          <FormTextField
            control={control}
            label="Nowe hasło"
            type="password"
            name="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={control}
            label="Powtórz nowe hasło"
            type="password"
            name="repeat"
            autoComplete="new-password"
          />
        </div>
      </fieldset>
      <FormErrors errors={problems} title="Nie udało się zapisać zmian:" />
      <div className="za-form__actions">
        <button type="submit" className="za-button" disabled={save.isPending}>
          Zapisz zmiany
        </button>
        {backHref && (
          <a className="za-button za-button--secondary" href={backHref}>
            Wróć do panelu
          </a>
        )}
      </div>
    </form>
  );
}
