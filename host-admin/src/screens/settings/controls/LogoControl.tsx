/**
 * The organization's logo (second document §3 "logo (id, fileName, mimeType, height default 30)") as an
 * upload: a preview, 'Wybierz plik' / 'Zmień logo', 'Usuń logo' and the height. The file goes to
 * `POST /images/{orgId}` (PNG or JPG up to 2 MB, the server's Polish refusal shown under the control); the
 * stored id, file name and type are written into the form and saved with 'Zapisz ustawienia'.
 */
import { HttpError } from '@zapisy/core';
import { type ChangeEvent, useId, useState } from 'react';
import { useEnv } from '../../../app/env-context.js';
import { useApi } from '../../../app/services.js';
import { formErrorLines } from '../../../forms/server-errors.js';
import { DEFAULT_ENV } from '../../../lib/env.js';
import { useApiMutation } from '../../../lib/query/use-api-mutation.js';
import type { SchemaControlProps } from '../../../schema-form/SchemaControl.js';
import { organizationApi } from '../organization-api.js';

interface Logo {
  id?: string;
  fileName?: string;
  mimeType?: string;
  height?: number;
}

export const LOGO_UPLOAD_FAILED = 'Nie udało się przesłać logo. Spróbuj ponownie.';

/** The refusal's lines: the server's list (400), its message for a file too large (413) or not multipart. */
function uploadErrorLines(error: unknown): string[] {
  const lines = formErrorLines(error);
  if (lines) return lines;
  if (error instanceof HttpError && (error.status === 413 || error.status === 415) && error.message)
    return [error.message];
  return [LOGO_UPLOAD_FAILED];
}

/** What changed and is not saved yet, told as it is. */
function pendingNote(saved: Logo, now: Logo): string | null {
  if ((saved.id ?? '') === (now.id ?? '')) return null;
  if (!now.id) return 'Logo zostanie usunięte po zapisaniu ustawień.';
  return `Przesłano plik ${now.fileName ?? ''}. Zapisz ustawienia, aby go użyć jako logo.`;
}

export function LogoControl({
  organizationId,
  props,
}: {
  organizationId: string;
  props: SchemaControlProps;
}) {
  const api = useApi();
  const filesPath = useEnv()?.filesPath ?? DEFAULT_ENV.filesPath ?? '/images';
  const logo = (props.value ?? {}) as Logo;
  const [saved] = useState(logo);
  const [errors, setErrors] = useState<string[]>([]);
  const fileId = useId();
  const upload = useApiMutation({
    mutationFn: (file: File) => organizationApi.uploadImage(api, organizationId, file),
    showsErrors: true,
    onSuccess: (image) => {
      setErrors([]);
      props.set({ ...logo, id: image.id, fileName: image.fileName, mimeType: image.mimeType });
    },
  });
  const busy = upload.isPending || props.disabled;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setErrors([]);
    upload.mutate(file, { onError: (error) => setErrors(uploadErrorLines(error)) });
  };
  const height = props.messagesAt('height');
  const note = pendingNote(saved, logo);
  return (
    <div className="za-logo" aria-busy={upload.isPending || undefined}>
      <div className="za-logo__preview">
        {logo.id ? (
          <img
            src={`${filesPath}/${encodeURIComponent(logo.id)}`}
            alt={`Logo organizacji${logo.fileName ? `: ${logo.fileName}` : ''}`}
            height={logo.height ?? 30}
          />
        ) : (
          <p className="za-field__hint">Brak logo. Dodaj plik PNG albo JPG, najwyżej 2 MB.</p>
        )}
        {logo.id && logo.fileName && <span className="za-logo__name">{logo.fileName}</span>}
      </div>
      <div className="za-logo__actions">
        <label
          htmlFor={fileId}
          className={`za-button za-button--secondary${busy ? ' za-button--disabled' : ''}`}
          aria-disabled={busy || undefined}
        >
          {upload.isPending ? 'Przesyłanie…' : logo.id ? 'Zmień logo' : 'Wybierz plik'}
        </label>
        <input
          id={fileId}
          type="file"
          className="za-visually-hidden"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          disabled={busy}
          aria-describedby={errors.length > 0 ? `${fileId}-error` : `${fileId}-hint`}
          aria-invalid={errors.length > 0 || undefined}
          onChange={pick}
        />
        {logo.id && (
          <button
            type="button"
            className="za-button za-button--secondary"
            disabled={busy}
            onClick={() => {
              setErrors([]);
              props.set({ ...logo, id: '', fileName: '', mimeType: '' });
            }}
          >
            Usuń logo
          </button>
        )}
      </div>
      <p id={`${fileId}-hint`} className="za-field__hint">
        PNG albo JPG, najwyżej 2 MB.
      </p>
      {errors.length > 0 && (
        <p id={`${fileId}-error`} className="za-field__error" role="alert">
          {errors.join(' ')}
        </p>
      )}
      {note && (
        <p className="za-field__hint" role="status">
          {note}
        </p>
      )}
      <div className="za-field">
        <label className="za-field__label" htmlFor={`${props.id}-height`}>
          Wysokość logo (px)
        </label>
        <input
          id={`${props.id}-height`}
          type="number"
          inputMode="numeric"
          className="za-input za-input--number"
          min={10}
          max={500}
          step={1}
          value={logo.height ?? ''}
          disabled={props.disabled}
          aria-invalid={height?.length ? true : undefined}
          aria-describedby={height?.length ? `${props.id}-height-error` : undefined}
          onChange={(event) => {
            const raw = event.target.value.trim();
            props.set({ ...logo, height: raw === '' ? undefined : Number(raw) });
          }}
        />
        {height?.length ? (
          <p id={`${props.id}-height-error`} className="za-field__error">
            {height.join(' ')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
