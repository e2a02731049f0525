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
  type RegistrationMessageKey,
} from '@zapisy/core';
import { type FormEvent, useId, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { useFormAction } from '../../forms/use-form-action.js';
import { projectApi } from '../../project/project-api.js';
import { useProject } from '../../project/project-context.js';
import { useAsync } from '../../project/use-async.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';

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
  const api = useApi();
  const { current, label } = useProject();
  const strings = useAsync(current ? () => projectApi.strings(api, current.eventId) : null, [
    api,
    current?.eventId,
  ]);
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

function MessageField({
  id,
  title,
  value,
  onChange,
  long,
}: {
  id: string;
  title: string;
  value: string;
  onChange: (v: string) => void;
  long?: boolean;
}) {
  return (
    <div className="za-field">
      <label className="za-field__label" htmlFor={id}>
        {title}
      </label>
      {long ? (
        <textarea
          id={id}
          className="za-input za-textarea"
          rows={3}
          maxLength={PROJECT_STRING_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className="za-input"
          maxLength={PROJECT_STRING_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
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
  const api = useApi();
  const feedback = useFeedback();
  const base = useId();
  const [messages, setMessages] = useState<Record<RegistrationMessageKey, string>>(strings.messages);
  const save = useFormAction((body: Record<string, string>) => projectApi.saveStrings(api, eventId, body));
  const set = (key: RegistrationMessageKey) => (value: string) =>
    setMessages((prev) => ({ ...prev, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(messages);
    if (!saved) return;
    setMessages(saved.messages);
    feedback.success();
  };

  return (
    <form className="za-form za-settings-form" onSubmit={submit} noValidate aria-label="Komunikaty">
      <section className="za-card za-schema-section">
        <h2 className="za-card__title">{label('Formularz zapisu')}</h2>
        {FLOW_MESSAGE_KEYS.map((key) => (
          <MessageField
            key={key}
            id={`${base}-${key}`}
            title={label(FLOW_LABELS[key])}
            value={messages[key] ?? ''}
            onChange={set(key)}
            long
          />
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
                id={`${base}-${key}`}
                title={PART_LABELS[part]}
                value={messages[key] ?? ''}
                onChange={set(key)}
                long={part === 'Body'}
              />
            );
          })}
        </section>
      ))}
      <div className="za-sticky-actions">
        <FormErrors errors={save.errors} title="Serwer odrzucił zmiany:" />
        <button type="submit" className="za-button" disabled={save.busy}>
          Zapisz zmiany
        </button>
      </div>
    </form>
  );
}
