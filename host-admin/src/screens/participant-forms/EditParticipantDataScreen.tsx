import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { NeedProject } from '../NeedProject.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { changedAnswers } from './changed-answers.js';
import { ParticipantField } from './ParticipantField.js';
import {
  answersOf,
  type ParticipantRecord,
  participantFormsApi,
  participantName,
} from './participant-forms-api.js';
import { type AnswerForm, useAnswerForm } from './use-answer-form.js';

/** The server's 'field_name: message' lines, by field. */
function errorsByField(lines: readonly string[], names: ReadonlySet<string>): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const line of lines) {
    const name = /^([A-Za-z0-9_]+):\s/.exec(line)?.[1];
    if (name && names.has(name))
      byField[name] = [...(byField[name] ?? []), line.slice(name.length + 1).trim()];
  }
  return byField;
}

function EditForm({
  eventId,
  participant,
  form,
}: {
  eventId: string;
  participant: ParticipantRecord;
  form: AnswerForm;
}) {
  const { definition, context } = form;
  const api = useApi();
  const feedback = useFeedback();
  const [saved, setSaved] = useState(() => answersOf(participant));
  const [values, setValues] = useState(saved);
  const save = useFormMutation({
    mutationFn: (data: Record<string, unknown>) =>
      participantFormsApi.saveData(api, eventId, participant._id, data),
    invalidates: [queryKeys.participants(eventId)],
  });
  const fields = definition.filter((f) => typeof f.field_name === 'string' && f.field_name !== '');
  const names = new Set(fields.map((f) => f.field_name));
  const fieldErrors = errorsByField(save.errors, names);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only what the organizer changed is sent; an emptied field is sent as null (the server removes it).
    const changed = Object.fromEntries(
      Object.entries(changedAnswers(fields, values, saved)).map(([name, value]) => [
        name,
        value === '' ? null : value,
      ]),
    );
    if (Object.keys(changed).length === 0) {
      feedback.toast({ kind: 'info', title: 'Brak zmian do zapisania.' });
      return;
    }
    const updated = await save.run(changed);
    if (updated) {
      const answers = answersOf(updated);
      setSaved(answers);
      setValues(answers);
      feedback.success();
    }
  };

  return (
    <form
      className="za-form za-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="edit-participant"
    >
      <FormErrors errors={save.errors} />
      {fields.map((field) => (
        <ParticipantField
          key={field.field_name}
          field={field}
          value={values[field.field_name]}
          errors={fieldErrors[field.field_name] ?? []}
          context={context}
          onChange={(value) => setValues((current) => ({ ...current, [field.field_name]: value }))}
        />
      ))}
      <div className="za-form__actions">
        <button type="submit" className="za-button" disabled={save.busy}>
          Zapisz zmiany
        </button>
        <Link to="/listy/uczestnicy" className="za-button za-button--secondary">
          Wróć do listy
        </Link>
      </div>
    </form>
  );
}

/**
 * /admin/zapisany/edycja-danych?id={participantId}: the participant's answers as the published registration
 * form's labelled fields; saves the changed ones with `PATCH /participants/{eventId}/{participantId}`.
 */
export function EditParticipantDataScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const { current } = useProject();
  const eventId = current?.eventId;
  const [params] = useSearchParams();
  const participantId = params.get('id') ?? '';
  const loaded = useQuery({
    queryKey: queryKeys.participantData(eventId ?? '', participantId),
    queryFn: async () => ({
      participant: await participantFormsApi.participant(api, eventId ?? '', participantId),
    }),
    enabled: Boolean(eventId && participantId),
    // The form starts from the stored data, never from a copy read before another save.
    staleTime: 0,
  });
  const form = useAnswerForm(eventId ?? null);
  return (
    <ScreenFrame
      title={route.title}
      meta={loaded.data ? participantName(loaded.data.participant) : current?.event.name}
    >
      {!eventId ? (
        <NeedProject />
      ) : !participantId ? (
        <p className="za-card">Nie wskazano uczestnika (brak parametru id).</p>
      ) : !loaded.data || !form.data ? (
        loaded.isLoading || form.isLoading ? (
          <Spinner label="Wczytywanie danych uczestnika…" />
        ) : null
      ) : (
        <EditForm eventId={eventId} participant={loaded.data.participant} form={form.data} />
      )}
    </ScreenFrame>
  );
}
