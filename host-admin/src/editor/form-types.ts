import type { FormEditorPath } from './editor-href.js';
import type { FormType } from './form-editor-api.js';

/** The three editor routes below /glowne/edycja (spec first document §2) and what each edits. */
export const FORM_EDITOR_ROUTES: readonly {
  readonly path: FormEditorPath;
  readonly type: FormType;
  readonly title: string;
  /** The editor's name in the editors' tabs. */
  readonly tab: string;
}[] = [
  { path: 'formularza', type: 'registration', title: 'Edycja formularza zapisów', tab: 'Formularz zapisów' },
  {
    path: 'formularz-podstawowy',
    type: 'basic',
    title: 'Edycja formularza podstawowego',
    tab: 'Formularz podstawowy',
  },
  { path: 'ankiety', type: 'survey', title: 'Edycja ankiety', tab: 'Ankieta' },
];
