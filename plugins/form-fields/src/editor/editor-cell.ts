import type { FormCellData, FormFieldDefinition, FormFieldKind, FormPluginFamily } from '@zapisy/core';

/** Brings cell data of `fromVersion` to `toVersion` (the editor wraps it in its own migration class). */
export interface EditorCellMigration {
  readonly fromVersion: number;
  readonly toVersion: number;
  migrate(data: FormCellData): FormCellData;
}

/**
 * What the form editor needs to offer one form-field kind as a cell: palette entry, new-cell data,
 * migrations of older cells and the JSON Schema of its settings. Free of any editor library, so a
 * third-party kind gets an editor cell without depending on the editor.
 */
export interface FormFieldEditorCell {
  readonly id: string;
  readonly version: number;
  /** Polish palette title. */
  readonly title: string;
  readonly family: FormPluginFamily;
  /** A short text or emoji-free glyph shown in the palette (the first letter of the title by default). */
  readonly icon?: string;
  createInitialData(): FormCellData;
  readonly migrations: readonly EditorCellMigration[];
  /** JSON Schema of the cell data with Polish `title`s (the kind's `dataSchema`). */
  readonly dataSchema: object;
  readonly isContainer: boolean;
  /** The field the cell contributes (the kind's `toDefinition`), for a live preview with the widget renderer. */
  definitionOf(data: FormCellData): FormFieldDefinition | null;
  /** For containers: columns (each a row of cells) and whether it collapses. */
  readonly container?: { readonly columns: number; readonly collapsible?: boolean };
}

/** The editor cell of a kind: one migration per older version, each delegating to `kind.migrate`. */
export function editorCellOf(kind: FormFieldKind): FormFieldEditorCell {
  const migrate = kind.migrate?.bind(kind);
  const migrations: EditorCellMigration[] = [];
  if (migrate) {
    for (let from = 1; from < kind.version; from++) {
      migrations.push({ fromVersion: from, toVersion: kind.version, migrate: (data) => migrate(data, from) });
    }
  }
  return {
    id: kind.id,
    version: kind.version,
    title: kind.title,
    family: kind.family,
    createInitialData: () => kind.defaults(),
    migrations,
    dataSchema: kind.dataSchema,
    isContainer: kind.container !== undefined,
    definitionOf: (data) => kind.toDefinition(data),
    ...(kind.container ? { container: kind.container } : {}),
  };
}
