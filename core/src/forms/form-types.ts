import type { PricedFormField, PricedFormOption } from '../pricing/index.js';

/** Spec §3 Form: a cell's "plugin {id, version}" — which form-field plugin renders it, and its data version. */
export interface FormCellPlugin {
  readonly id: string;
  readonly version: number;
}

/** A plugin's content of a cell (`dataI18n.default`); field plugins keep `field_name` and `hasPrice` here. */
export type FormCellData = Readonly<Record<string, unknown>>;

/** Where an inline cell floats next to its siblings; null (or missing) for a regular block cell. */
export type FormCellInline = 'left' | 'right' | null;

/**
 * Spec §3 Form: "A cell has id, size (12 on creation), plugin {id, version}, dataI18n.default content, rows,
 * inline." A container (layout) cell holds rows of further cells.
 */
export interface FormCell {
  readonly id: string;
  /** Width in a 12-column grid, 1–12. */
  readonly size: number;
  readonly plugin?: FormCellPlugin;
  readonly dataI18n?: {
    readonly default?: FormCellData;
    readonly [language: string]: FormCellData | undefined;
  };
  readonly rows?: readonly FormRow[];
  readonly inline?: FormCellInline;
}

/** A row of cells. */
export interface FormRow {
  readonly id?: string;
  readonly cells: readonly FormCell[];
}

/** Spec §3 Form: "data {id, version, rows with cells}" — the editor's value (the shape @react-page uses). */
export interface FormValue {
  readonly id: string;
  readonly version: number;
  readonly rows: readonly FormRow[];
}

/** An option after `coerceFormDefinition`: "options with inventory and count; numeric values coerced". */
export interface FormFieldOption extends PricedFormOption {
  readonly inventory?: number;
  readonly count?: number;
}

/** A field's json-logic rule (spec §3: "a JSON rule with logic"). */
export interface FormFieldJsonRule {
  readonly logic?: unknown;
  readonly [property: string]: unknown;
}

/**
 * Spec §3 Form, definition: "list of fields: field_name, hasPrice, options with inventory and count". Extends
 * pricing's `PricedFormField`; plugins may keep further properties.
 */
export interface FormFieldDefinition extends PricedFormField {
  /** The kind that validates and renders this field (the cell's `plugin.id`, see FormFieldKind). */
  readonly plugin?: string;
  /** The id of the cell that holds the field. */
  readonly cellId?: string;
  readonly label?: string;
  /** Help text under the field. */
  readonly description?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  /** json-logic over the FormData: when given and truthy, the field is required even if `required` is not. */
  readonly requiredRule?: FormFieldJsonRule | null;
  readonly options?: readonly FormFieldOption[];
  /** "Fields may have dateFormat (default dd/MM/yyyy)". */
  readonly dateFormat?: string;
  /** "a 'databasedon' fallback source field": the field whose value is used when this one has none. */
  readonly databasedon?: string;
  /**
   * "a JSON rule with logic": the field's visibility rule. When its `logic` is given and falsy for the
   * FormData, the field is hidden: not validated, not required, and its value is dropped from the submission.
   */
  readonly jsonRule?: FormFieldJsonRule | null;
  readonly [property: string]: unknown;
}

export type FormDefinition = readonly FormFieldDefinition[];

/** Spec §3 Form: "eventId, isSurvey, metadata, definition, data". */
export interface StoredForm {
  readonly eventId?: string;
  readonly isSurvey: boolean;
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly definition: FormDefinition;
  readonly data: FormValue;
}
