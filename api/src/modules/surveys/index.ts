/** The surveys module's public surface: what other modules and the infrastructure may use. */

export { surveyCopyContributor } from './copy-surveys.js';
export { ANONYMOUS_LABEL } from './export-survey.js';
export type { SurveyAnswerRecord } from './store.js';
export {
  answerValues,
  ensureSurveyIndexes,
  SURVEY_ANSWERS,
  SURVEY_COLUMNS,
  surveyAnswersOf,
} from './store.js';
export { submitSurvey } from './submit-survey.js';
export { readSurveyColumns } from './survey-columns.js';
