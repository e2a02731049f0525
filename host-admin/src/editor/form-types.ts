import type { FormType } from './form-editor-api.js';

/** The three editor routes below /glowne/edycja (spec first document §2) and what each edits. */
export const FORM_EDITOR_ROUTES: readonly {
  readonly path: string;
  readonly type: FormType;
  readonly title: string;
}[] = [
  { path: 'formularza', type: 'registration', title: 'Edycja formularza zapisów' },
  { path: 'formularz-podstawowy', type: 'basic', title: 'Edycja formularza podstawowego' },
  { path: 'ankiety', type: 'survey', title: 'Edycja ankiety' },
];
