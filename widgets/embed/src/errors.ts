/**
 * Numbered embed errors (see widgets/embed/README.md#errors for causes and fixes). Each is logged to the
 * console with its code; the visitor sees a Polish message inside the widget's element instead.
 */
export const ERRORS = {
  /** The manifest (/widgets/manifest.json) could not be fetched or parsed: server down, blocked, not JSON. */
  MANIFEST: 'ZAPISY-EMBED-001',
  /** The element names a widget the server's manifest does not list. */
  UNKNOWN_WIDGET: 'ZAPISY-EMBED-002',
  /** The widget's remote entry script failed to load (network, CORS, 404 after a deploy). */
  SCRIPT: 'ZAPISY-EMBED-003',
  /** The remote entry loaded but its container is missing or its init/get failed. */
  CONTAINER: 'ZAPISY-EMBED-004',
  /** The widget's mount(element, options) threw. */
  MOUNT: 'ZAPISY-EMBED-005',
  /** The element has no data-project attribute. */
  NO_PROJECT: 'ZAPISY-EMBED-006',
  /** The loader could not tell which server it came from (no script src, no data-zapisy-origin). */
  NO_ORIGIN: 'ZAPISY-EMBED-007',
} as const;
export type EmbedErrorCode = (typeof ERRORS)[keyof typeof ERRORS];

export class EmbedError extends Error {
  constructor(
    readonly code: EmbedErrorCode,
    message: string,
    cause?: unknown,
  ) {
    super(`${code}: ${message}`, { cause });
  }
}

/** Genitive of what failed to load, per widget name ("Nie udało się wczytać formularza."). */
const WHAT: Record<string, string> = { form: 'formularza', payment: 'płatności', 'landing-page': 'strony' };

/** Errors a retry may fix (the server or network), as opposed to a broken embed code. */
export function isTransient(code: EmbedErrorCode): boolean {
  return code !== ERRORS.NO_PROJECT && code !== ERRORS.UNKNOWN_WIDGET && code !== ERRORS.NO_ORIGIN;
}

/** The Polish text a visitor sees for an error. */
export function visitorMessage(code: EmbedErrorCode, widget: string): string {
  const what = WHAT[widget] ?? 'widżetu zapisów';
  if (!isTransient(code)) {
    return `Nie udało się wczytać ${what}: osadzenie na tej stronie jest nieprawidłowe (${code}). Powiadom właściciela strony.`;
  }
  return `Nie udało się wczytać ${what}. Serwer zapisów jest chwilowo niedostępny — spróbuj odświeżyć stronę za chwilę.`;
}
