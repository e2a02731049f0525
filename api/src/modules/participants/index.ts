/** The participants module's public surface: what other modules and the infrastructure may use. */

export { PARTICIPANT_READ_ROLES } from './access.js';
export { answerAllData } from './all-data.js';
export { type AnswerText, loadAnswerTexts } from './answer-texts.js';
export { participantStatusChangedEvent } from './events.js';
export {
  CSV_BOM,
  csvChunksOf,
  csvField,
  type ExportValueKind,
  exportValueText,
  moneyText,
} from './export-format.js';
export { type XlsxColumn, xlsxMoney, xlsxStreamOf } from './export-xlsx.js';
export type { GridProjectRecord } from './grid-query.js';
export { gridProjectsOf } from './grid-query.js';
export type { GridQuery } from './grid-schemas.js';
export {
  allDataAnswerSchema,
  GRID_PAGE_MAX,
  gridPageProperties,
  gridQuerySchema,
  participantFilterProperties,
  sortOrderProperty,
} from './grid-schemas.js';
export type { BillingRecord } from './store.js';
export { BILLINGS, billingsOf, ensureParticipantIndexes } from './store.js';
