import { useQueryClient } from '@tanstack/react-query';
import {
  COMPLETION_PARTS,
  COMPLETION_VARIANTS,
  type CompletionPart,
  type CompletionVariant,
  completionMessageKey,
  FLOW_MESSAGE_KEYS,
  type FlowMessageKey,
  PROJECT_STRING_MAX_LENGTH,
  type ProjectStrings,
  projectStringsOverridesSchema,
  REGISTRATION_MESSAGE_KEYS,
  type RegistrationMessageKey,
  ValidationError,
} from '@zapisy/core';
import { useId, useState } from 'react';
import { get, type UseFormReturn, useForm } from 'react-hook-form';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { formErrorLines } from '../../forms/server-errors.js';
import { schemaResolver } from '../../lib/forms/schema-resolver.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { projectApi } from '../../project/project-api.js';
import { useProject, useProjectStrings } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { messageProblems } from './message-problems.js';

type Messages = Record<RegistrationMessageKey, string>;

const MESSAGE_KEYS: ReadonlySet<string> = new Set(REGISTRATION_MESSAGE_KEYS);

const FLOW_LABELS: Record<FlowMessageKey, string> = {
  question: 'Pytanie przed wysłaniem formularza',
  payments: 'Informacja o płatnościach',
  registrationClosed: 'Zapisy zamknięte',
  surveyClosed: 'Ankieta zamknięta',
};

const VARIANT_LABELS: Record<CompletionVariant, string> = {
  registration: 'Zakończenie zapisu',
  cash: 'Zapis: płatność gotówką',
  transfer: 'Zapis: płatność przelewem',
  online: 'Zapis: płatność online',
  'link-cash': 'Link płatności: gotówka',
  'link-transfer': 'Link płatności: przelew',
  'link-online': 'Link płatności: online',
  survey: 'Ankieta wysłana',
};

const PART_LABELS: Record<CompletionPart, string> = { Title: 'Tytuł', Body: 'Treść', Button: 'Przycisk' };

/** /admin/ustawienia/komunikaty: the registration-flow strings of the project (GET and POST /strings/{id}). */
export function StringsScreen({ route }: AreaScreenProps) {
  const { current, label } = useProject();
  const strings = useProjectStrings(current?.eventId);
  return (
    <ProjectScreenFrame
      title={route.title}
      meta={(project) => `${project.event.name} · słownictwo: ${strings.data?.label ?? '…'}`}
    >
      {({ eventId }) =>
        strings.data ? (
          <StringsForm key={eventId} eventId={eventId} strings={strings.data} label={label} />
        ) : (
          <Spinner label="Wczytywanie komunikatów…" />
        )
      }
    </ProjectScreenFrame>
  );
}

/** One message: its text with the client's length check or the server's refusal under it. */
function MessageField({
  name,
  title,
  form,
  long,
}: {
  name: RegistrationMessageKey;
  title: string;
  form: UseFormReturn<Messages>;
  long?: boolean;
}) {
  const id = useId();
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const props = {
    id,
    className: long ? 'za-input za-textarea' : 'za-input',
    maxLength: PROJECT_STRING_MAX_LENGTH,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
    ...form.register(name),
  };
  return (
    <div className="za-field">
      <label className="za-field__label" htmlFor={id}>
        {title}
      </label>
      {long ? <textarea rows={3} {...props} /> : <input {...props} />}
      {message && (
        <p id={`${id}-error`} className="za-field__error">
          {message}
        </p>
      )}
    </div>
  );
}

function StringsForm({
  eventId,
  strings,
  label,
}: {
  eventId: string;
  strings: ProjectStrings;
  label: (t: string) => string;
}) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<Messages>({
    defaultValues: strings.messages,
    resolver: schemaResolver(projectStringsOverridesSchema),
  });
  const save = useApiMutation({
    mutationFn: (body: Messages) => projectApi.saveStrings(api, eventId, body),
    showsErrors: true,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.projectStrings(eventId), saved),
  });

  const submit = form.handleSubmit(async (messages) => {
    setProblems([]);
    try {
      const saved = await save.mutateAsync(messages);
      form.reset(saved.messages);
      feedback.success();
    } catch (error) {
      if (!(error instanceof ValidationError)) {
        const lines = formErrorLines(error);
        if (lines) setProblems(lines);
        else feedback.handleError(error);
        return;
      }
      const { fields, rest } = messageProblems(error, MESSAGE_KEYS);
      for (const [index, { key, message }] of fields.entries()) {
        const name = key as RegistrationMessageKey;
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      }
      setProblems(rest);
    }
  });

  return (
    <form
      className="za-form za-settings-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Komunikaty"
    >
      <section className="za-card za-schema-section">
        <h2 className="za-card__title">{label('Formularz zapisu')}</h2>
        {FLOW_MESSAGE_KEYS.map((key) => (
          <MessageField key={key} name={key} title={label(FLOW_LABELS[key])} form={form} long />
        ))}
      </section>
      {COMPLETION_VARIANTS.map((variant) => (
        <section key={variant} className="za-card za-schema-section">
          <h2 className="za-card__title">{VARIANT_LABELS[variant]}</h2>
          {COMPLETION_PARTS.map((part) => {
            const key = completionMessageKey(variant, part);
            return (
              <MessageField
                key={key}
                name={key}
                title={PART_LABELS[part]}
                form={form}
                long={part === 'Body'}
              />
            );
          })}
        </section>
      ))}
      <div className="za-sticky-actions">
        <FormErrors errors={problems} title="Serwer odrzucił zmiany:" />
        <button type="submit" className="za-button" disabled={save.isPending}>
          Zapisz zmiany
        </button>
      </div>
    </form>
  );
}
