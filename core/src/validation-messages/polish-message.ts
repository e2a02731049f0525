/**
 * One Polish wording of a JSON Schema validation error, for the server's 400 list and for the admin's
 * fields alike (a value refused in the browser reads the same as when the server refuses it). Our own
 * wording for the keywords forms meet; ajv-i18n's Polish for the rest.
 */
import type { AjvErrorLike } from './ajv-error.js';
import { ajvI18nPolish } from './ajv-i18n-polish.js';

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  integer: 'liczba całkowita',
  boolean: 'tak/nie',
  object: 'obiekt',
  array: 'lista',
  null: 'pusta wartość',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'nieprawidłowy adres e-mail',
  uri: 'nieprawidłowy adres URL',
  url: 'nieprawidłowy adres URL',
  'date-time': 'nieprawidłowa data i godzina',
  date: 'nieprawidłowa data (RRRR-MM-DD)',
  time: 'nieprawidłowa godzina (GG:MM:SS)',
  uuid: 'nieprawidłowy identyfikator UUID',
  ipv4: 'nieprawidłowy adres IPv4',
  ipv6: 'nieprawidłowy adres IPv6',
};

const COMPARISONS: Record<string, string> = {
  '>=': 'większa lub równa',
  '>': 'większa niż',
  '<=': 'mniejsza lub równa',
  '<': 'mniejsza niż',
};

const pluralRules = new Intl.PluralRules('pl');

/** "1 znak", "2 znaki", "5 znaków" (Intl.PluralRules('pl'): one / few / many). */
function plural(n: number, one: string, few: string, many: string): string {
  const form = pluralRules.select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
}

const chars = (n: number) => plural(n, 'znak', 'znaki', 'znaków');
const items = (n: number) => plural(n, 'element', 'elementy', 'elementów');
const fields = (n: number) => plural(n, 'pole', 'pola', 'pól');

function ownWording(error: AjvErrorLike): string | undefined {
  const p = error.params;
  const limit = Number(p.limit);
  switch (error.keyword) {
    case 'required':
      return 'pole jest wymagane';
    case 'dependentRequired':
    case 'dependencies':
      return `pole jest wymagane, gdy podano ${String(p.property)}`;
    case 'additionalProperties':
      return 'nieznane pole';
    case 'type':
      return `nieprawidłowy typ (oczekiwano: ${String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' lub ')})`;
    case 'minLength':
      return limit === 1 ? 'pole jest wymagane' : `za krótkie (minimum ${chars(limit)})`;
    case 'maxLength':
      return `za długie (maksimum ${chars(limit)})`;
    case 'minItems':
      return `za mało elementów (minimum ${items(limit)})`;
    case 'maxItems':
      return `za dużo elementów (maksimum ${items(limit)})`;
    case 'minProperties':
      return `za mało pól (minimum ${fields(limit)})`;
    case 'maxProperties':
      return `za dużo pól (maksimum ${fields(limit)})`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `wartość musi być ${COMPARISONS[String(p.comparison)] ?? String(p.comparison)} ${String(p.limit)}`;
    case 'multipleOf':
      return `wartość musi być wielokrotnością ${String(p.multipleOf)}`;
    case 'pattern':
      return 'nieprawidłowy format';
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? 'nieprawidłowy format';
    case 'enum':
    case 'const':
      return 'wybierz jedną z dozwolonych wartości';
    case 'uniqueItems':
      return `elementy listy muszą być unikalne (powtórzenie na pozycjach ${String(p.j)} i ${String(p.i)})`;
    case 'anyOf':
    case 'oneOf':
      return 'wartość nie pasuje do żadnego z dozwolonych wariantów';
    case 'not':
      return 'niedozwolona wartość';
    case 'propertyNames':
      return 'nieprawidłowa nazwa pola';
    case 'contains':
      return 'lista nie zawiera wymaganego elementu';
    default:
      return undefined;
  }
}

export function polishValidationMessage(error: AjvErrorLike): string {
  return ownWording(error) ?? ajvI18nPolish(error) ?? 'nieprawidłowa wartość';
}
