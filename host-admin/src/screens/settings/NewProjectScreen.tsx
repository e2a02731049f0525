import { useQuery } from '@tanstack/react-query';
import {
  domainFromName,
  isValidProjectDomain,
  normalizeProjectDomain,
  projectEventSchema,
  TRANSLATION_TYPE_IDS,
} from '@zapisy/core';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../app/env-context.js';
import { useApi, useFeedback, useTypedApi } from '../../app/services.js';
import { FormErrors, Notice, TextField } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { URL_PREVIEW_DELAY_MS, useDebounced } from '../../lib/use-debounced.js';
import { projectApi, projectUrl } from '../../project/project-api.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ENUM_VALUE_LABELS } from '../../schema-form/labels.js';
import { ScreenFrame } from '../ScreenFrame.js';

/** Spec §9 "Default debounce 300 ms" for the server's domain check. */
const DOMAIN_CHECK_DELAY_MS = 300;

/** /admin/ustawienia/nowy-projekt: name, domain (free check), vocabulary; PUT /project with defaults. */
export function NewProjectScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const typedApi = useTypedApi();
  const env = useEnv();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const selectId = useId();
  const { organizationId, canChooseOrganization, select } = useProject();
  // The new project's vocabulary is chosen below, so this screen speaks the default words.
  const label = (text: string) => text;
  const [name, setName] = useState('');
  const [domain, setDomain] = useState('');
  const [domainTouched, setDomainTouched] = useState(false);
  const [translationType, setTranslationType] = useState<string>('default');
  const [problems, setProblems] = useState<{ name?: string; domain?: string }>({});
  const effectiveDomain = normalizeProjectDomain(domainTouched ? domain : name ? domainFromName(name) : '');
  const preview = useDebounced(effectiveDomain, URL_PREVIEW_DELAY_MS);
  const toCheck = useDebounced(effectiveDomain, DOMAIN_CHECK_DELAY_MS);
  const create = useFormMutation({
    mutationFn: () =>
      projectApi.create(api, organizationId ?? '', {
        name: name.trim(),
        domainName: effectiveDomain,
        translationType,
      }),
    invalidates: [queryKeys.projects(organizationId ?? '')],
  });

  // A failed check says nothing on screen: the server refuses a taken domain on save anyway.
  const domainCheck = useQuery({
    queryKey: queryKeys.domainCheck(toCheck),
    queryFn: () => projectApi.uniqueDomain(typedApi, toCheck),
    enabled: isValidProjectDomain(toCheck),
    staleTime: 0,
    meta: { showsErrors: true },
  });
  const check = domainCheck.data ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof problems = {};
    if (!name.trim()) next.name = label('Podaj nazwę projektu.');
    if (!isValidProjectDomain(effectiveDomain))
      next.domain = String(projectEventSchema.properties.domainName.description);
    else if (check && check.domainName === effectiveDomain && !check.unique)
      next.domain = label('Projekt o podanej domenie już istnieje. Znajdź unikalną, nową domenę.');
    setProblems(next);
    if (next.name || next.domain) return;
    const project = await create.run();
    if (!project) return;
    feedback.success(label(`Utworzono projekt ${project.event.name}`));
    select(project.event.domainName);
    navigate(`/ustawienia/projekt?projekt=${encodeURIComponent(project.event.domainName)}`);
  };

  const status =
    check && check.domainName === effectiveDomain
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
        onSubmit={submit}
        noValidate
        aria-label={label('Nowy projekt')}
      >
        <TextField
          label="Nazwa"
          required
          value={name}
          onChange={setName}
          error={problems.name}
          maxLength={200}
        />
        <TextField
          label="Domena"
          required
          spellCheck={false}
          value={domainTouched ? domain : effectiveDomain}
          onChange={(value) => {
            setDomainTouched(true);
            setDomain(value);
          }}
          error={problems.domain}
          hint={
            <>
              Adres: <code>{preview ? projectUrl(preview, env?.host) : '—'}</code>
              {status && (
                <span className={`za-domain-status${check?.unique ? '' : ' za-domain-status--taken'}`}>
                  {' '}
                  {status}
                </span>
              )}
            </>
          }
        />
        <div className="za-field">
          <label className="za-field__label" htmlFor={selectId}>
            Rodzaj słownictwa
          </label>
          <select
            id={selectId}
            className="za-input"
            value={translationType}
            onChange={(e) => setTranslationType(e.target.value)}
          >
            {TRANSLATION_TYPE_IDS.map((id) => (
              <option key={id} value={id}>
                {ENUM_VALUE_LABELS[id] ?? id}
              </option>
            ))}
          </select>
        </div>
        <FormErrors errors={create.errors} title={label('Nie udało się utworzyć projektu:')} />
        <div className="za-form__actions">
          <button
            type="submit"
            className="za-button"
            disabled={create.busy || !organizationId || canChooseOrganization}
          >
            {label('Utwórz projekt')}
          </button>
        </div>
      </form>
    </ScreenFrame>
  );
}
