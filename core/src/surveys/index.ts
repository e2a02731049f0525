export {
  type SurveyAnswerValues,
  type SurveyOptionCount,
  type SurveyQuestionKind,
  type SurveyQuestionResult,
  type SurveyResults,
  summarizeSurvey,
  surveyAnswerText,
  surveyQuestions,
} from './survey-results.js';
