import type { FormPluginFamily } from '../forms/form-plugin-families.js';
import type { FormCellData, FormFieldDefinition } from '../forms/form-types.js';
import type { InstallmentsDefinition } from '../installments/index.js';
import type { PricedProduct } from '../pricing/index.js';

/** What a kind's validation may read besides the value itself. */
export interface FormFieldValidationContext {
  readonly now: Date;
  /** The whole submission (flat FormData), for kinds that compare with other fields. */
  readonly data: Readonly<Record<string, unknown>>;
  /** The field is required here (its `required` flag or its requirement rule). */
  readonly required: boolean;
  /** The project's products (Product kind). */
  readonly products?: readonly PricedProduct[];
  /** The project's installments definitions (InstallmentsSelect kind). */
  readonly installments?: readonly InstallmentsDefinition[];
}

/**
 * What a kind's `formatValue` may read to name a stored value: the project's products (a Product answer is
 * product ids) and installments plans (an InstallmentsSelect answer is a definitionId).
 */
export interface FormFieldValueContext {
  readonly products?: readonly {
    readonly productId?: string;
    readonly _id?: string;
    readonly name?: string;
  }[];
  readonly installments?: readonly Pick<InstallmentsDefinition, 'definitionId' | 'name'>[];
}

/**
 * One form-field kind (an element kind, a content block or a container), registered as a multi-provider
 * under `Tokens.FormFieldKind`. A form cell names its kind in `plugin {id, version}`. This part is
 * isomorphic: the server validates submissions with it and the widget validates with the same code. The
 * React renderer and the editor cell of a kind live in its package's `./widget` and `./editor` exports.
 */
export interface FormFieldKind<D extends FormCellData = FormCellData> {
  /**
   * The cell's `plugin.id`. Built-in kinds use the spec's name ('TextInput', 'FirstName', 'TwoColumnRow',
   * 'RichText', 'Product', 'FileUpload'); a third-party kind uses a scoped id ('acme/Rating').
   */
  readonly id: string;
  /** Version of the cell data this kind writes; older cells are migrated with `migrate` when read. */
  readonly version: number;
  readonly family: FormPluginFamily;
  /** Polish name shown in the editor's palette. */
  readonly title: string;
  /** For containers: how many columns (each a row of cells) and whether the container can be collapsed. */
  readonly container?: { readonly columns: number; readonly collapsible?: boolean };
  /**
   * JSON Schema of the cell data with Polish `title`s; the editor draws the cell's settings from it and the
   * server checks stored cells against it.
   */
  readonly dataSchema: object;
  /** Data of a new cell of this kind. */
  defaults(): D;
  /** Brings data written by an older version (1 … version − 1) to the current version. */
  migrate?(data: FormCellData, fromVersion: number): D;
  /** The field this cell contributes to the form's `definition`, or null (rich text, containers). */
  toDefinition(data: D): FormFieldDefinition | null;
  /** Normalises a submitted value (trims text, 1/'true' → true, numbers from text); undefined when empty. */
  coerce?(value: unknown, field: FormFieldDefinition): unknown;
  /**
   * Polish problems with a non-empty value ([] when it is valid). Emptiness and requirement are checked by
   * the caller ('To pole jest wymagane.'), so `validate` sees only values that are present.
   */
  validate(value: unknown, field: FormFieldDefinition, context: FormFieldValidationContext): string[];
  /**
   * A stored answer as an organizer reads it in grids and exports: option labels, product and plan names,
   * the toggle's 'Tak'/'Nie', dates in the field's format; '' for an empty value. Never an id or a raw
   * value. Without it the caller shows core `formFieldValueText`'s generic text.
   */
  formatValue?(value: unknown, field: FormFieldDefinition, context: FormFieldValueContext): string;
}

/** The kinds known to a server or a widget, by cell `plugin.id`. */
export type FormFieldKindRegistry = ReadonlyMap<string, FormFieldKind>;

/** A registry from a list of kinds; a repeated id is a programming error. */
export function createFormFieldKindRegistry(kinds: Iterable<FormFieldKind>): FormFieldKindRegistry {
  const registry = new Map<string, FormFieldKind>();
  for (const kind of kinds) {
    if (registry.has(kind.id)) throw new Error(`Form field kind "${kind.id}" is registered twice`);
    registry.set(kind.id, kind);
  }
  return registry;
}
