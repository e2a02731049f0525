import { useQuery } from '@tanstack/react-query';
import {
  isValidProjectDomain,
  normalizeProjectDomain,
  projectEventSchema,
  TRANSLATION_TYPE_IDS,
} from '@zapisy/core';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../app/env-context.js';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { FormTextField } from '../../lib/forms/FormTextField.js';
import { useFormSave } from '../../lib/forms/use-form-save.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { URL_PREVIEW_DELAY_MS, useDebounced } from '../../lib/use-debounced.js';
import { projectApi, projectUrl } from '../../project/project-api.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ENUM_VALUE_LABELS } from '../../schema-form/labels.js';
import { ScreenFrame } from '../ScreenFrame.js';
import {
  NEW_PROJECT_DEFAULTS,
  NEW_PROJECT_FIELDS,
  NEW_PROJECT_PLACE,
  type NewProjectValues,
  newProjectEvent,
  newProjectResolver,
  suggestedDomain,
} from './new-project-form.js';

/** Spec §9 "Default debounce 300 ms" for the server's domain check. */
const DOMAIN_CHECK_DELAY_MS = 300;

/** /admin/ustawienia/nowy-projekt: name, domain (free check), vocabulary; PUT /project with defaults. */
export function NewProjectScreen({ route }: AreaScreenProps) {
  const typedApi = useTypedApi();
  const env = useEnv();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const selectId = useId();
  const { organizationId, canChooseOrganization, select } = useProject();
  // The new project's vocabulary is chosen below, so this screen speaks the default words.
  const label = (text: string) => text;
  const form = useForm<NewProjectValues>({
    defaultValues: NEW_PROJECT_DEFAULTS,
    // The domain check's last answer refuses a taken domain before anything is sent.
    resolver: newProjectResolver((domain) => check?.domainName === domain && check.unique === false),
  });
  const { control } = form;
  const name = useWatch({ control, name: 'event.name' });
  const domain = normalizeProjectDomain(useWatch({ control, name: 'event.domainName' }));
  // The domain follows the name until it is typed in.
  useEffect(() => {
    if (!form.getFieldState('event.domainName').isDirty)
      form.setValue('event.domainName', suggestedDomain(name));
  }, [form, name]);
  const preview = useDebounced(domain, URL_PREVIEW_DELAY_MS);
  const toCheck = useDebounced(domain, DOMAIN_CHECK_DELAY_MS);
  const create = useApiMutation({
    mutationFn: (event: NewProjectValues['event']) =>
      projectApi.create(typedApi, organizationId ?? '', event),
    invalidates: [queryKeys.projects(organizationId ?? '')],
    showsErrors: true,
  });
  const { problems, send } = useFormSave(NEW_PROJECT_FIELDS, form.setError, NEW_PROJECT_PLACE);

  // A failed check says nothing on screen: the server refuses a taken domain on save anyway.
  const domainCheck = useQuery({
    queryKey: queryKeys.domainCheck(toCheck),
    queryFn: () => projectApi.uniqueDomain(typedApi, toCheck),
    enabled: isValidProjectDomain(toCheck),
    staleTime: 0,
    meta: { showsErrors: true },
  });
  const check = domainCheck.data ?? null;

  const submit = form.handleSubmit(async (values) => {
    const project = await send(() => create.mutateAsync(newProjectEvent(values)));
    if (!project) return;
    feedback.success(label(`Utworzono projekt ${project.event.name}`));
    select(project.event.domainName);
    navigate(`/ustawienia/projekt?projekt=${encodeURIComponent(project.event.domainName)}`);
  });

  const status =
    check && check.domainName === domain
      ? check.unique
        ? 'Domena jest wolna.'
        : 'Domena jest zajęta.'
      : null;
  return (
    <ScreenFrame title={label(route.title)}>
      {canChooseOrganization && (
        <Notice tone="warning">
          Nowy projekt powstaje w organizacji, do której należy konto (PUT /project). Twoje konto
          administratora serwisu nie należy do żadnej organizacji: utwórz ją na ekranie Nowa organizacja z
          Twoim adresem jako właścicielem albo zaloguj się kontem organizacji.
        </Notice>
      )}
      <form
        className="za-card za-form za-form--narrow"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={label('Nowy projekt')}
      >
        <FormTextField control={control} name="event.name" label="Nazwa" required maxLength={200} />
        <FormTextField
          control={control}
          name="event.domainName"
          label="Domena"
          required
          spellCheck={false}
          hint={
            <>
              {String(projectEventSchema.properties.domainName.description)}. Adres:{' '}
              <code>{isValidProjectDomain(preview) ? projectUrl(preview, env?.host) : '—'}</code>
              {status && (
                <span className={`za-domain-status${check?.unique ? '' : ' za-domain-status--taken'}`}>
                  {' '}
                  {status}
                </span>
              )}
            </>
          }
        />
        <Controller
          control={control}
          name="event.translationType"
          render={({ field, fieldState }) => (
            <div className="za-field">
              <label className="za-field__label" htmlFor={selectId}>
                Rodzaj słownictwa
              </label>
              <select
                id={selectId}
                className="za-input"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              >
                {TRANSLATION_TYPE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {ENUM_VALUE_LABELS[id] ?? id}
                  </option>
                ))}
              </select>
              {fieldState.error && <p className="za-field__error">{fieldState.error.message}</p>}
            </div>
          )}
        />
        <FormErrors errors={problems} title={label('Nie udało się utworzyć projektu:')} />
        <div className="za-form__actions">
          <button
            type="submit"
            className="za-button"
            disabled={create.isPending || !organizationId || canChooseOrganization}
          >
            {create.isPending ? label('Tworzenie…') : label('Utwórz projekt')}
          </button>
        </div>
      </form>
    </ScreenFrame>
  );
}
