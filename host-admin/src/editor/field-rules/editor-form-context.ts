import type { FormValue } from '@zapisy/core';
import type { FormFieldEditorCell } from '@zapisy/plugin-form-fields/editor';
import { createContext, useContext } from 'react';

export interface EditorForm {
  /** The draft as the canvas was last given it. */
  readonly value: FormValue;
  readonly cells: readonly FormFieldEditorCell[];
}

/** The whole draft for cell controls, which react-page hands only their own cell's data. */
export const EditorFormContext = createContext<EditorForm | null>(null);

export function useEditorForm(): EditorForm | null {
  return useContext(EditorFormContext);
}
