import { useState } from 'react';
import { describedBy, FieldFrame } from './field-frame.js';
import type { CellRendererProps } from './types.js';
import { fileProblem, UPLOAD_MESSAGES, type UploadedFile, uploadFile } from './upload.js';

const DEFAULT_EXTENSIONS = ['.pdf', '.jpg', '.png'];

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * FileUpload: each chosen file is sent at once to `POST /uploads/{eventId}` (progress shown, the server's
 * Polish error announced); the field's value is the list of upload ids.
 */
export function FileUploadRenderer({ field, data, context }: CellRendererProps) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!field) return null;
  const extensions = Array.isArray(data.extensions)
    ? data.extensions.filter((e): e is string => typeof e === 'string')
    : DEFAULT_EXTENSIONS;
  const maxSizeMb = typeof data.maxSizeMb === 'number' && data.maxSizeMb > 0 ? data.maxSizeMb : 10;
  const maxFiles = typeof data.maxFiles === 'number' && data.maxFiles > 0 ? data.maxFiles : 1;
  const ids = stringList(field.value);

  const choose = async (chosen: FileList | null) => {
    const list = Array.from(chosen ?? []);
    if (list.length === 0) return;
    setProblem(null);
    if (ids.length + list.length > maxFiles) {
      setProblem(UPLOAD_MESSAGES.tooMany(maxFiles));
      return;
    }
    const added: UploadedFile[] = [];
    for (const file of list) {
      const local = fileProblem(file, extensions, maxSizeMb);
      if (local) {
        setProblem(local);
        break;
      }
      try {
        setProgress(0);
        added.push(
          await uploadFile(
            context.apiBase,
            context.eventId,
            file,
            file.name,
            setProgress,
            field.definition.field_name,
          ),
        );
      } catch (error) {
        setProblem(error instanceof Error ? error.message : UPLOAD_MESSAGES.failed);
        break;
      } finally {
        setProgress(null);
      }
    }
    if (added.length > 0) {
      setFiles((current) => [...current, ...added]);
      field.onChange([...ids, ...added.map((f) => f.uploadId)]);
    }
  };

  const remove = (uploadId: string) => {
    setFiles((current) => current.filter((f) => f.uploadId !== uploadId));
    const rest = ids.filter((id) => id !== uploadId);
    field.onChange(rest.length > 0 ? rest : undefined);
  };

  return (
    <FieldFrame field={field}>
      <input
        className="zapisy-file"
        id={field.inputId}
        name={field.definition.field_name}
        type="file"
        accept={extensions.join(',')}
        multiple={maxFiles > 1}
        disabled={context.preview || progress !== null || ids.length >= maxFiles}
        onChange={(event) => {
          void choose(event.target.files);
          event.target.value = '';
        }}
        onBlur={field.onBlur}
        {...describedBy(field)}
      />
      <p className="zapisy-field-hint">
        Dozwolone pliki: {extensions.join(', ')}; do {maxSizeMb} MB.
      </p>
      {progress !== null ? (
        <progress className="zapisy-progress" max={1} value={progress} aria-label="Wysyłanie pliku">
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      <div role="alert" className="zapisy-field-errors">
        {problem ? <p className="zapisy-field-error">{problem}</p> : null}
      </div>
      {ids.length > 0 ? (
        <ul className="zapisy-files">
          {ids.map((id) => {
            const file = files.find((f) => f.uploadId === id);
            const name = file?.name ?? id;
            return (
              <li key={id}>
                {name}{' '}
                <button type="button" className="zapisy-link-button" onClick={() => remove(id)}>
                  {'Usuń '}
                  <span className="zapisy-visually-hidden">plik {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
