import type {
  FormCellData,
  FormFieldDefinition,
  FormFieldKind,
  FormFieldValidationContext,
  FormPluginFamily,
} from '@zapisy/core';
import { fieldDataSchema } from './data-schema.js';
import type { ValueFormatter } from './value-text.js';

/** What a field kind adds to the parts every field kind shares. */
export interface FieldKindSpec {
  readonly id: string;
  readonly title: string;
  readonly family: FormPluginFamily;
  /** Data version; 1 unless the kind has a migration. */
  readonly version?: number;
  /** `field_name` of a new cell. */
  readonly fieldName: string;
  /** `label` of a new cell. */
  readonly label: string;
  /** Further data of a new cell (`required: false` unless given here). */
  readonly defaults?: FormCellData;
  /** JSON Schema of the kind's own data properties (Polish titles). */
  readonly properties?: Readonly<Record<string, object>>;
  migrate?(data: FormCellData, fromVersion: number): FormCellData;
  coerce(value: unknown, field: FormFieldDefinition): unknown;
  validate(value: unknown, field: FormFieldDefinition, context: FormFieldValidationContext): string[];
  /** The stored answer as an organizer reads it (FormFieldKind `formatValue`); the generic text without it. */
  format?: ValueFormatter;
}

function withoutUndefined(data: FormCellData): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/**
 * A form-field kind from its own parts: defaults with field_name, label and `required: false`; the data schema
 * of the shared cell-data contract plus the kind's properties; a definition entry `{...data, plugin, element}`
 * (the caller adds cellId).
 */
export function fieldKind(spec: FieldKindSpec): FormFieldKind {
  const kind: FormFieldKind = {
    id: spec.id,
    version: spec.version ?? 1,
    family: spec.family,
    title: spec.title,
    dataSchema: fieldDataSchema(spec.title, spec.properties),
    defaults: () => ({ field_name: spec.fieldName, label: spec.label, required: false, ...spec.defaults }),
    toDefinition: (data) =>
      ({ ...withoutUndefined(data), plugin: spec.id, element: spec.id }) as unknown as FormFieldDefinition,
    coerce: (value, field) => spec.coerce(value, field),
    validate: (value, field, context) => spec.validate(value, field, context),
  };
  const format = spec.format;
  const formatted: FormFieldKind = format
    ? { ...kind, formatValue: (value, field, context) => format(value, field, context) }
    : kind;
  if (spec.migrate === undefined) return formatted;
  const migrate = spec.migrate;
  return { ...formatted, migrate: (data, fromVersion) => migrate(data, fromVersion) };
}
