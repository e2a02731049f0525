/**
 * Every HTTP call of the survey screens (api/src/modules/surveys/routes.ts):
 * - `GET /surveys/{eventId}/results`: results per question, counts of who answered, the survey's state;
 * - `GET /surveys/{eventId}/export.csv|xlsx`: the answers, one row per filled-in survey;
 * - `GET|PUT /surveys/{eventId}/columns`: the survey questions the participants grid shows;
 * - `GET /forms/{eventId}/survey`: the survey form (its draft preview id, whether it is published).
 */
import type { ApiResponse } from '../../api/api-types.js';
import { apiGetUrl } from '../../api/api-url.js';
import type { TypedApi } from '../../api/typed-api.js';
import { formEditorHref } from '../../editor/editor-href.js';

export type SurveyResults = ApiResponse<'/surveys/{eventId}/results', 'get'>;
export type SurveyQuestion = SurveyResults['questions'][number];
export type SurveyColumns = ApiResponse<'/surveys/{eventId}/columns', 'get'>;
export type SurveyForm = ApiResponse<'/forms/{eventId}/{type}', 'get'>;

export const SURVEY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type SurveyExportFormat = (typeof SURVEY_EXPORT_FORMATS)[number];

export const surveyApi = {
  results: (api: TypedApi, eventId: string) => api.get('/surveys/{eventId}/results', { path: { eventId } }),
  columns: (api: TypedApi, eventId: string) => api.get('/surveys/{eventId}/columns', { path: { eventId } }),
  saveColumns: (api: TypedApi, eventId: string, fields: string[]) =>
    api.put('/surveys/{eventId}/columns', { path: { eventId }, body: { fields } }),
  form: (api: TypedApi, eventId: string) =>
    api.get('/forms/{eventId}/{type}', { path: { eventId, type: 'survey' } }),
};

export function surveyExportPath(eventId: string, format: SurveyExportFormat): string {
  return apiGetUrl(format === 'csv' ? '/surveys/{eventId}/export.csv' : '/surveys/{eventId}/export.xlsx', {
    eventId,
  });
}

/** The survey editor of the account area (`/glowne/edycja/ankiety`) for a project. */
export const surveyEditorHref = (domain: string): string => formEditorHref('ankiety', domain);

export const surveyQueryKeys = {
  results: (eventId: string) => ['surveys', eventId, 'results'] as const,
  columns: (eventId: string) => ['surveys', eventId, 'columns'] as const,
  form: (eventId: string) => ['forms', eventId, 'survey'] as const,
};
