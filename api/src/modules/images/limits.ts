/** What a logo may be: a PNG or JPEG (told by its content, not only its name) of at most 2 MB. */
import { formatMegabytes, type UploadFileKind } from '../uploads/index.js';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_KINDS: readonly UploadFileKind[] = ['png', 'jpeg'];
export const IMAGE_EXTENSIONS: readonly string[] = ['.png', '.jpg', '.jpeg'];

export const IMAGE_MESSAGES = {
  tooLarge: `Logo jest za duże. Największy dozwolony rozmiar to ${formatMegabytes(IMAGE_MAX_BYTES)}.`,
  wrongType: 'Logo musi być obrazem PNG albo JPG (.png, .jpg, .jpeg).',
  noFile: 'Brak pliku: wybierz plik logo.',
  oneFile: 'Wyślij jeden plik logo naraz.',
  notMultipart: 'Plik należy wysłać jako multipart/form-data.',
  notFound: 'Nie znaleziono obrazu',
} as const;
