/** What `POST /services/api/uploads/{eventId}` answers for a stored file. */
export interface UploadedFile {
  readonly uploadId: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly accessKey?: string;
}

export const UPLOAD_MESSAGES = {
  failed: 'Nie udało się wysłać pliku. Spróbuj ponownie.',
  network: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  tooLarge: (name: string, maxMb: number) =>
    `Plik „${name}” jest za duży (największy dozwolony rozmiar: ${maxMb} MB).`,
  wrongType: (name: string, extensions: readonly string[]) =>
    `Plik „${name}” ma niedozwolony typ. Dozwolone: ${extensions.join(', ')}.`,
  tooMany: (max: number) =>
    `Możesz dodać najwyżej ${max} ${max === 1 ? 'plik' : max < 5 ? 'pliki' : 'plików'}.`,
} as const;

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** The Polish message of an error answer (`{message, errors}` of the API's error contract). */
function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    const first =
      Array.isArray(body.errors) && typeof body.errors[0] === 'string' ? body.errors[0] : undefined;
    if (first) return first;
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  } catch {
    // Not JSON (a proxy page): the generic message.
  }
  return UPLOAD_MESSAGES.failed;
}

/**
 * Sends one file as multipart (`file` part) to `{apiBase}/uploads/{eventId}`. XMLHttpRequest rather than
 * fetch because only it reports upload progress; `onProgress` gets 0–1.
 */
export function uploadFile(
  apiBase: string,
  eventId: string,
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void = () => {},
  /** The form field the file is for: the server then checks that field's extensions and size. */
  fieldName?: string,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = fieldName ? `?field=${encodeURIComponent(fieldName)}` : '';
    xhr.open('POST', `${apiBase.replace(/\/+$/, '')}/uploads/${encodeURIComponent(eventId)}${query}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_MESSAGES.network));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(messageOf(xhr.responseText)));
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as UploadedFile;
        if (typeof body.uploadId !== 'string') throw new Error('no uploadId');
        onProgress(1);
        resolve(body);
      } catch {
        reject(new UploadError(UPLOAD_MESSAGES.failed));
      }
    };
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}

/** Client-side check of a chosen file against the field's extensions and size (the server checks again). */
export function fileProblem(
  file: { name: string; size: number },
  extensions: readonly string[],
  maxSizeMb: number,
): string | null {
  const lower = file.name.toLowerCase();
  if (extensions.length > 0 && !extensions.some((ext) => lower.endsWith(ext.toLowerCase()))) {
    return UPLOAD_MESSAGES.wrongType(file.name, extensions);
  }
  if (file.size > maxSizeMb * 1024 * 1024) return UPLOAD_MESSAGES.tooLarge(file.name, maxSizeMb);
  return null;
}
