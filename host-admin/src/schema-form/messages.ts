import type { ErrorObject } from 'ajv';

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  integer: 'liczba całkowita',
  boolean: 'tak/nie',
  object: 'obiekt',
  array: 'lista',
  null: 'puste',
};

const pluralRules = new Intl.PluralRules('pl');
const chars = (n: number) => {
  const form = pluralRules.select(n);
  return `${n} ${form === 'one' ? 'znak' : form === 'few' ? 'znaki' : 'znaków'}`;
};

/** '/event/name' + missing 'x' → 'event.name.x' (the form's field paths). */
export function errorPath(error: ErrorObject): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') parts.push(String(error.params.additionalProperty));
  return parts.join('.');
}

/** A Polish message for one Ajv error, as the field shows it (same wording as the server's list). */
export function errorText(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Pole jest wymagane.';
    case 'additionalProperties':
      return 'Nieznane pole.';
    case 'type':
      return `Nieprawidłowy typ (oczekiwano: ${String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' lub ')}).`;
    case 'minLength':
      return Number(p.limit) === 1
        ? 'Pole jest wymagane.'
        : `Za krótkie (minimum ${chars(Number(p.limit))}).`;
    case 'maxLength':
      return `Za długie (maksimum ${chars(Number(p.limit))}).`;
    case 'minimum':
      return `Wartość musi być większa lub równa ${String(p.limit)}.`;
    case 'maximum':
      return `Wartość musi być mniejsza lub równa ${String(p.limit)}.`;
    case 'exclusiveMinimum':
      return `Wartość musi być większa niż ${String(p.limit)}.`;
    case 'exclusiveMaximum':
      return `Wartość musi być mniejsza niż ${String(p.limit)}.`;
    case 'pattern':
      return 'Nieprawidłowy format.';
    case 'format':
      return p.format === 'date-time' ? 'Nieprawidłowa data.' : `Nieprawidłowy format (${String(p.format)}).`;
    case 'enum':
      return 'Wybierz jedną z dozwolonych wartości.';
    case 'maxItems':
      return `Za dużo pozycji (maksimum ${String(p.limit)}).`;
    case 'minItems':
      return `Za mało pozycji (minimum ${String(p.limit)}).`;
    case 'minProperties':
      return 'Brak zmian do zapisania.';
    default:
      return error.message ? `Nieprawidłowa wartość (${error.message}).` : 'Nieprawidłowa wartość.';
  }
}

/** Field path → its messages (a union type gives one error per branch: keep the first per field). */
export function errorsByPath(errors: readonly ErrorObject[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const path = errorPath(error);
    const text = errorText(error);
    const list = out[path] ?? [];
    if (!list.includes(text)) list.push(text);
    out[path] = list;
  }
  return out;
}
