/**
 * The survey columns of the participants grid (`/admin/ustawienia/kolumny-ankiety`): one text column per
 * chosen survey question, 'Ankieta: <pytanie>', with the participant's answer as the server wrote it (option
 * labels, 'Tak'/'Nie'); empty for a participant who has not filled the survey in. The server cannot sort by
 * them (they are not in the participants' documents).
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../api/api-types.js';
import { useTypedApi } from '../../app/services.js';
import type { GridColumnDef } from '../../grid/column-model.js';

export type SurveyParticipantAnswers = ApiResponse<'/surveys/{eventId}/participant-answers', 'get'>;

export function surveyGridColumns<Row extends { _id: string }>(
  answers: SurveyParticipantAnswers | undefined,
): GridColumnDef<Row>[] {
  if (!answers) return [];
  return answers.columns.map((column) => ({
    id: `survey.${column.fieldName}`,
    title: column.header,
    kind: 'text',
    sortable: false,
    value: (row: Row) => answers.answers[row._id]?.[column.fieldName] ?? '',
  }));
}

/** The chosen survey columns with every participant's answers (nothing while loading or when none are chosen). */
export function useSurveyGridAnswers(eventId: string | null): SurveyParticipantAnswers | undefined {
  const api = useTypedApi();
  return useQuery({
    queryKey: ['participants', eventId ?? '', 'survey-answers'],
    queryFn: () => api.get('/surveys/{eventId}/participant-answers', { path: { eventId: eventId ?? '' } }),
    enabled: Boolean(eventId),
  }).data;
}
