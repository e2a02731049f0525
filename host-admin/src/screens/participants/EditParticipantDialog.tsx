import type { FormFieldDefinition } from '@zapisy/core';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { changedAnswers } from '../participant-forms/changed-answers.js';
import { ParticipantField } from '../participant-forms/ParticipantField.js';
import { type AnswerForm, useAnswerForm } from '../participant-forms/use-answer-form.js';
import type { ParticipantDataField } from './participant-columns.js';
import type { ParticipantGridRow } from './participant-row.js';

/**
 * The fields to edit: the published form's (each with its kind), else the grid's data columns as text
 * (a project whose form was unpublished still lets the organizer correct what was stored).
 */
function fieldsOf(form: AnswerForm, fallback: readonly ParticipantDataField[]): FormFieldDefinition[] {
  const named = form.definition.filter((f) => typeof f.field_name === 'string' && f.field_name !== '');
  if (named.length > 0) return named;
  return fallback.map((f) => ({ field_name: f.name, label: f.title, plugin: 'TextInput' }));
}

function EditForm({
  id,
  row,
  form,
  fallback,
  busy,
  onSave,
}: {
  id: string;
  row: ParticipantGridRow;
  form: AnswerForm;
  fallback: readonly ParticipantDataField[];
  busy: boolean;
  onSave: (data: Record<string, unknown>) => void;
}) {
  const fields = fieldsOf(form, fallback);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...row.data }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(changedAnswers(fields, values, row.data));
  };
  return (
    <form id={`${id}-form`} className="za-form" onSubmit={submit} noValidate>
      {fields.map((field) => (
        <ParticipantField
          key={field.field_name}
          field={field}
          value={values[field.field_name]}
          errors={[]}
          context={form.context}
          disabled={busy}
          onChange={(value) => setValues((current) => ({ ...current, [field.field_name]: value }))}
        />
      ))}
    </form>
  );
}

/**
 * 'Edytuj': the participant's answers, each with its field kind's own control (product and plan pickers by
 * name, option lists, 'Tak'/'Nie', dates); files and signatures are shown, not edited. The server
 * validates what is sent and answers the Polish list of problems.
 */
export function EditParticipantDialog({
  row,
  eventId,
  fields,
  busy,
  errors,
  onSave,
  onClose,
}: {
  row: ParticipantGridRow;
  eventId: string;
  /** The grid's data columns, used only when the project has no published form. */
  fields: readonly ParticipantDataField[];
  busy: boolean;
  errors: readonly string[];
  onSave: (data: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const id = useId();
  const form = useAnswerForm(eventId);
  return (
    <Dialog
      title="Edycja uczestnika"
      onClose={onClose}
      wide
      footer={
        <DialogFooter
          confirmLabel="Zapisz"
          onCancel={onClose}
          disabled={busy || !form.data}
          form={`${id}-form`}
        />
      }
    >
      <FormErrors errors={errors} />
      {form.data ? (
        <EditForm id={id} row={row} form={form.data} fallback={fields} busy={busy} onSave={onSave} />
      ) : form.error ? (
        <p className="za-field__error" role="alert">
          Nie udało się wczytać pól formularza. Zamknij okno i spróbuj ponownie.
        </p>
      ) : (
        <Spinner label="Wczytywanie pól formularza…" />
      )}
    </Dialog>
  );
}
