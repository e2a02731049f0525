/**
 * `POST {apiBase}/surveys/{eventId}` `{data, p?}`: a filled-in survey. 201 → done with the survey
 * completion; 400 (answers to fix), 404 (a link that is not valid), 409 (closed, or the personal link
 * required) → the server's Polish message, as for a registration.
 */
import { isRecord, fetchWithTimeout as send, trimSlash } from './http.js';
import { type RegistrationAnswer, registrationAnswerOf, SUBMIT_MESSAGES } from './public-form-api.js';

export const SURVEY_MESSAGES = {
  failed: 'Nie udało się wysłać odpowiedzi. Sprawdź połączenie i spróbuj ponownie.',
} as const;

export async function postSurvey(
  apiBase: string,
  eventId: string,
  request: { readonly data: Record<string, unknown>; readonly p: string | null },
): Promise<RegistrationAnswer> {
  let response: Response;
  try {
    response = await send(`${trimSlash(apiBase)}/surveys/${encodeURIComponent(eventId)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: request.data, ...(request.p ? { p: request.p } : {}) }),
    });
  } catch {
    return { kind: 'failed', message: SURVEY_MESSAGES.failed };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 201 && isRecord(body) && typeof body.answerId === 'string') {
    return {
      kind: 'done',
      registrationId: body.answerId,
      completion: 'survey',
      onWaitingList: false,
      grossTotal: null,
      installments: [],
      payment: null,
      body,
    };
  }
  const answer = registrationAnswerOf(response.status, body);
  if (answer.kind === 'failed' && answer.message === SUBMIT_MESSAGES.failed)
    return { kind: 'failed', message: SURVEY_MESSAGES.failed };
  return answer;
}
