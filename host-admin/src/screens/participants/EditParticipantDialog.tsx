import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { FormErrors } from '../../forms/fields.js';
import type { ParticipantDataField } from './participant-columns.js';
import type { ParticipantGridRow } from './participant-row.js';

/**
 * 'Edytuj': the participant's text answers. Other values (lists, numbers, files) are shown but kept as
 * they are; the server validates what is sent and answers the Polish list of problems.
 */
export function EditParticipantDialog({
  row,
  fields,
  busy,
  errors,
  onSave,
  onClose,
}: {
  row: ParticipantGridRow;
  fields: readonly ParticipantDataField[];
  busy: boolean;
  errors: readonly string[];
  onSave: (data: Record<string, string>) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields
        .filter((f) => typeof (row.data[f.name] ?? '') === 'string')
        .map((f) => [f.name, String(row.data[f.name] ?? '')]),
    ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(values).filter(([name, value]) => value !== (row.data[name] ?? '')),
    );
    onSave(changed);
  };
  return (
    <Dialog
      title="Edycja uczestnika"
      onClose={onClose}
      wide
      footer={<DialogFooter confirmLabel="Zapisz" onCancel={onClose} disabled={busy} form={`${id}-form`} />}
    >
      <FormErrors errors={errors} />
      <form id={`${id}-form`} className="za-form" onSubmit={submit} noValidate>
        {fields.map((field) =>
          field.name in values ? (
            <label key={field.name} className="za-field">
              <span className="za-field__label">{field.title}</span>
              <input
                className="za-input"
                value={values[field.name]}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            </label>
          ) : (
            <p key={field.name} className="za-field">
              <span className="za-field__label">{field.title}</span>{' '}
              {JSON.stringify(row.data[field.name] ?? null)}
            </p>
          ),
        )}
      </form>
    </Dialog>
  );
}
