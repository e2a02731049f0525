import { formFieldKinds } from '../kinds/index.js';
import { editorCellOf, type FormFieldEditorCell } from './editor-cell.js';

export { type EditorCellMigration, editorCellOf, type FormFieldEditorCell } from './editor-cell.js';
export { FAMILY_TITLES, type PaletteGroup, paletteGroups } from './palette-groups.js';

/** The editor cells of every built-in kind. */
export const formFieldEditorCells: readonly FormFieldEditorCell[] = formFieldKinds.map(editorCellOf);
export {
  AnswerControl,
  type AnswerControlContext,
  type AnswerControlProps,
  type AnswerControlShape,
  answerControlShape,
  isAnswerEditable,
} from './answer-control.js';
