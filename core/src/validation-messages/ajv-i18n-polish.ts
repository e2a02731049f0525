import localizePl from 'ajv-i18n/localize/pl/index.js';
import type { AjvErrorLike } from './ajv-error.js';

type Localize = (errors: AjvErrorLike[]) => void;

// A CommonJS module: Node gives the function itself, some bundlers a namespace with `default`.
const localize = ((localizePl as unknown as { default?: Localize }).default ??
  (localizePl as unknown as Localize)) as Localize;

/** ajv-i18n's Polish message for one error (it writes `message` in place, so it gets a copy). */
export function ajvI18nPolish(error: AjvErrorLike): string | undefined {
  const copy = { ...error, params: { ...error.params } };
  localize([copy]);
  return copy.message;
}
