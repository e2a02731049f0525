/**
 * The participant's own registration behind their form link (`/formularz?p=`):
 * `GET {apiBase}/participants/public/{eventId}/{p}` (their answers, name, status label and the fields the
 * organizer decides) and `PATCH` of the same address `{data}` (their corrections; 400 lists what to fix or
 * names a field they cannot change, 404 a link that is no longer valid).
 */
import { WidgetApiError } from './errors.js';
import { isRecord, fetchWithTimeout as send, trimSlash } from './http.js';
import { type RegistrationAnswer, registrationAnswerOf } from './public-form-api.js';

export interface OwnRegistration {
  readonly participantId: string;
  readonly name: string;
  readonly statusLabel: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly locked: readonly string[];
  /** A further member of a group: the customer's fields are the representative's (not shown). */
  readonly member: boolean;
}

export const OWN_MESSAGES = {
  failed: 'Nie udało się zapisać zmian. Sprawdź połączenie i spróbuj ponownie.',
} as const;

const urlOf = (apiBase: string, eventId: string, p: string) =>
  `${trimSlash(apiBase)}/participants/public/${encodeURIComponent(eventId)}/${encodeURIComponent(p)}`;

function ownRegistrationOf(body: unknown): OwnRegistration | null {
  if (!isRecord(body) || typeof body.participantId !== 'string' || !isRecord(body.data)) return null;
  return {
    participantId: body.participantId,
    name: typeof body.name === 'string' ? body.name : '',
    statusLabel: typeof body.statusLabel === 'string' ? body.statusLabel : '',
    data: body.data,
    locked: Array.isArray(body.locked) ? body.locked.filter((n): n is string => typeof n === 'string') : [],
    member: body.member === true,
  };
}

/** The registration, or a WidgetApiError: 'link-not-found' (404, with the server's message) or 'unavailable'. */
export async function fetchOwnRegistration(
  apiBase: string,
  eventId: string,
  p: string,
): Promise<OwnRegistration> {
  const url = urlOf(apiBase, eventId, p);
  const response = await send(url);
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 404 || response.status === 400) {
    throw new WidgetApiError('link-not-found', `${response.status} for ${url}`, response.status);
  }
  const own = response.ok ? ownRegistrationOf(body) : null;
  if (!own) throw new WidgetApiError('unavailable', `${response.status} for ${url}`, response.status);
  return own;
}

/** The corrections sent; 200 → done (its body the saved registration), else what the form does with it. */
export async function patchOwnRegistration(
  apiBase: string,
  eventId: string,
  p: string,
  data: Record<string, unknown>,
): Promise<RegistrationAnswer> {
  let response: Response;
  try {
    response = await send(urlOf(apiBase, eventId, p), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });
  } catch {
    return { kind: 'failed', message: OWN_MESSAGES.failed };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const own = response.status === 200 ? ownRegistrationOf(body) : null;
  if (own) {
    return {
      kind: 'done',
      registrationId: own.participantId,
      completion: 'registration',
      onWaitingList: false,
      grossTotal: null,
      installments: [],
      payment: null,
      body: own as unknown as Record<string, unknown>,
    };
  }
  if (response.status === 200) return { kind: 'failed', message: OWN_MESSAGES.failed };
  const answer = registrationAnswerOf(response.status, body);
  return answer.kind === 'failed' && response.status !== 429
    ? { kind: 'failed', message: OWN_MESSAGES.failed }
    : answer;
}
