/**
 * Turns Ajv errors from Fastify's schema validation into one readable Polish line each, e.g.
 * "body.email: pole jest wymagane". Spec §5: "Server validation errors arrive as a list".
 */

/** The fields of an Ajv `ErrorObject` this module reads (Fastify exposes them as `error.validation`). */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  integer: 'liczba całkowita',
  boolean: 'wartość logiczna',
  object: 'obiekt',
  array: 'lista',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'adres e-mail',
  uri: 'adres URL',
  url: 'adres URL',
  'date-time': 'data i czas ISO 8601',
  date: 'data RRRR-MM-DD',
  time: 'czas GG:MM:SS',
  uuid: 'UUID',
  ipv4: 'adres IPv4',
  ipv6: 'adres IPv6',
};

const pluralRules = new Intl.PluralRules('pl');

/** "1 znak", "2 znaki", "5 znaków" (Intl.PluralRules('pl'): one / few / many). */
function plural(n: number, one: string, few: string, many: string): string {
  const form = pluralRules.select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
}

const chars = (n: number) => plural(n, 'znak', 'znaki', 'znaków');
const items = (n: number) => plural(n, 'element', 'elementy', 'elementów');
const props = (n: number) => plural(n, 'pole', 'pola', 'pól');

const COMPARISONS: Record<string, string> = {
  '>=': 'większa lub równa',
  '>': 'większa niż',
  '<=': 'mniejsza lub równa',
  '<': 'mniejsza niż',
};

/** '/items/0/name' → 'items[0].name'. */
function jsonPointerToPath(pointer: string): string {
  let out = '';
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
  }
  return out;
}

function describe(error: AjvErrorLike): { extraPath?: string; text: string } {
  const p = error.params;
  const num = (key: string) => Number(p[key]);
  switch (error.keyword) {
    case 'required':
      return { extraPath: String(p.missingProperty), text: 'pole jest wymagane' };
    case 'dependentRequired':
    case 'dependencies':
      return {
        extraPath: String(p.missingProperty),
        text: `pole jest wymagane, gdy podano ${String(p.property)}`,
      };
    case 'additionalProperties':
      return { extraPath: String(p.additionalProperty), text: 'nieznane pole' };
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return { text: `nieprawidłowy typ (oczekiwano: ${types.join(' lub ')})` };
    }
    case 'minLength':
      return { text: `za krótkie (minimum ${chars(num('limit'))})` };
    case 'maxLength':
      return { text: `za długie (maksimum ${chars(num('limit'))})` };
    case 'minItems':
      return { text: `za mało elementów (minimum ${items(num('limit'))})` };
    case 'maxItems':
      return { text: `za dużo elementów (maksimum ${items(num('limit'))})` };
    case 'minProperties':
      return { text: `za mało pól (minimum ${props(num('limit'))})` };
    case 'maxProperties':
      return { text: `za dużo pól (maksimum ${props(num('limit'))})` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        text: `wartość musi być ${COMPARISONS[String(p.comparison)] ?? String(p.comparison)} ${p.limit}`,
      };
    case 'multipleOf':
      return { text: `wartość musi być wielokrotnością ${p.multipleOf}` };
    case 'pattern':
      return { text: 'nieprawidłowy format' };
    case 'format': {
      const name = FORMAT_NAMES[String(p.format)];
      return { text: name ? `nieprawidłowy ${name}` : `nieprawidłowy format (${String(p.format)})` };
    }
    case 'enum': {
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues : [];
      return {
        text: `niedozwolona wartość (dozwolone: ${allowed.map((v) => JSON.stringify(v)).join(', ')})`,
      };
    }
    case 'const':
      return { text: `niedozwolona wartość (dozwolona: ${JSON.stringify(p.allowedValue)})` };
    case 'uniqueItems':
      return { text: `elementy listy muszą być unikalne (powtórzenie na pozycjach ${p.j} i ${p.i})` };
    case 'anyOf':
    case 'oneOf':
      return { text: 'wartość nie pasuje do żadnego z dozwolonych wariantów' };
    case 'not':
      return { text: 'niedozwolona wartość' };
    default:
      return { text: error.message ? `nieprawidłowa wartość (${error.message})` : 'nieprawidłowa wartość' };
  }
}

/**
 * One line per Ajv error: `<context><path>: <Polish text>`, where context is Fastify's validation context
 * ('body', 'querystring', 'params', 'headers'). Duplicates (Ajv repeats some with allErrors) are dropped.
 */
export function formatValidationErrors(errors: readonly AjvErrorLike[], context = 'body'): string[] {
  const lines = new Set<string>();
  for (const error of errors) {
    const { extraPath, text } = describe(error);
    let path = context + jsonPointerToPath(error.instancePath);
    if (extraPath !== undefined && extraPath !== 'undefined') {
      path += /^\d+$/.test(extraPath) ? `[${extraPath}]` : `.${extraPath}`;
    }
    lines.add(`${path}: ${text}`);
  }
  return [...lines];
}
