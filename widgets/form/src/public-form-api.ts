import { BOT_CHECK_FAILED_CODE, BOT_CHECK_FAILED_MESSAGE, type PublicForm } from '@zapisy/core';
import { WidgetApiError } from './errors.js';
import { isRecord, fetchWithTimeout as send, trimSlash } from './http.js';

/** Which form to load: a published form of a project by domain, or a draft preview by its uid. */
export type PublicFormSource =
  | { readonly domain: string; readonly type: 'registration' | 'survey' }
  | { readonly previewUid: string };

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if ((response.headers.get('content-type') ?? '').includes('html') || /^\s*</.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isPublicForm(body: unknown): body is PublicForm {
  return (
    isRecord(body) &&
    isRecord(body.project) &&
    typeof body.project.eventId === 'string' &&
    isRecord(body.form) &&
    Array.isArray(body.form.definition) &&
    isRecord(body.form.data) &&
    Array.isArray(body.form.data.rows) &&
    isRecord(body.availability)
  );
}

/**
 * `GET {apiBase}/forms/public/{domain}?type=registration|survey`, or `GET {apiBase}/forms/preview/{uid}`:
 * the PublicForm the widget renders (404 → not found; anything unreadable → unavailable).
 */
export async function fetchPublicForm(apiBase: string, source: PublicFormSource): Promise<PublicForm> {
  const url =
    'previewUid' in source
      ? `${trimSlash(apiBase)}/forms/preview/${encodeURIComponent(source.previewUid)}`
      : `${trimSlash(apiBase)}/forms/public/${encodeURIComponent(source.domain)}?type=${source.type}`;
  const response = await send(url);
  if (response.status === 404 || response.status === 400) {
    throw new WidgetApiError('not-found', `${response.status} for ${url}`, response.status);
  }
  const body = await jsonOf(response);
  if (!response.ok || !isPublicForm(body)) {
    throw new WidgetApiError('unavailable', `${response.status} for ${url}`, response.status);
  }
  const defaults = {
    products: [],
    paymentRules: [],
    installments: { enabled: false, configurations: [] },
    vatRate: null,
    payments: { enabled: false, online: false, cash: false },
    preview: 'previewUid' in source,
  };
  return { ...defaults, ...body, preview: body.preview === true || defaults.preview };
}

/** `POST {apiBase}/registrations/{eventId}`: the body the server validates and prices again. */
export interface RegistrationRequest {
  readonly data: Record<string, unknown>;
  readonly participants?: readonly { readonly data: Record<string, unknown> }[];
  readonly idempotencyKey: string;
  /** The bot check's token (bot-check.ts), absent when the project's protection is off. */
  readonly botProtection?: { readonly provider: string; readonly token: string };
  /** The consents shown, all ticked (the server stores their text and the time). */
  readonly consents?: Readonly<Record<string, boolean>>;
  /** `?affiliate_id=`: the participant whose referral link brought the visitor. */
  readonly affiliateId?: string;
}

/** `payment` of a registration answer: the payer key and the hosted payment link (`/l?k=…`). */
export interface PayerAccess {
  readonly k: string;
  readonly link: string;
}

function payerAccessOf(value: unknown): PayerAccess | null {
  if (!isRecord(value) || typeof value.k !== 'string' || typeof value.link !== 'string') return null;
  return /^https?:\/\//.test(value.link) && value.k !== '' ? { k: value.k, link: value.link } : null;
}

/** One installment of the server's quote (`quote.installments`): whose, when due and how much (gross grosze). */
export interface AnsweredInstallment {
  readonly participantId: string;
  readonly date: Date;
  readonly grossAmount: number;
}

function installmentsOf(value: unknown): AnsweredInstallment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item) || typeof item.grossAmount !== 'number' || typeof item.date !== 'string') return [];
    const date = new Date(item.date);
    if (Number.isNaN(date.getTime())) return [];
    const participantId = typeof item.participantId === 'string' ? item.participantId : '';
    return [{ participantId, date, grossAmount: item.grossAmount }];
  });
}

/** The answer of the registration endpoint, sorted by what the widget does with it. */
export type RegistrationAnswer =
  | {
      readonly kind: 'done';
      readonly registrationId: string;
      readonly completion: string;
      readonly onWaitingList: boolean;
      /** What the server charged (grosze, all participants), when it says. */
      readonly grossTotal: number | null;
      /** The server's installments of every participant (empty when it sends none). */
      readonly installments: readonly AnsweredInstallment[];
      /** The payer's access when the completion asks for a payment: key `k` and the `/l?k=` link. */
      readonly payment: PayerAccess | null;
      /** The server's answer as it came (the organizer's host reads the participant ids from it). */
      readonly body: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'pending'; readonly registrationId: string }
  | { readonly kind: 'invalid'; readonly message: string; readonly errors: readonly string[] }
  | { readonly kind: 'refused'; readonly message: string }
  /** The server did not accept the bot check: the form keeps what was typed and the next submit checks again. */
  | { readonly kind: 'bot-check'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export const SUBMIT_MESSAGES = {
  failed:
    'Nie udało się wysłać zgłoszenia. Sprawdź połączenie i spróbuj ponownie — dane nie zostaną zapisane dwa razy.',
  invalid: 'Popraw zaznaczone pola i wyślij formularz ponownie.',
  refused: 'Nie można przyjąć zgłoszenia.',
  processingFailed: 'Nie udało się przetworzyć zgłoszenia. Spróbuj ponownie za chwilę.',
  tooMany: 'Wysłano zbyt wiele zgłoszeń w krótkim czasie. Spróbuj ponownie za minutę.',
} as const;

function readResult(body: Record<string, unknown>): RegistrationAnswer | null {
  const registrationId = typeof body.registrationId === 'string' ? body.registrationId : undefined;
  if (!registrationId) return null;
  const status = typeof body.status === 'string' ? body.status : '';
  if (status === 'new' || status === 'processing') return { kind: 'pending', registrationId };
  if (status === 'error' || status === 'no-quota' || status === 'duplicate') {
    return {
      kind: 'refused',
      message: typeof body.message === 'string' ? body.message : SUBMIT_MESSAGES.processingFailed,
    };
  }
  const participants = Array.isArray(body.participants) ? body.participants : [];
  const onWaitingList = participants.some((p) => isRecord(p) && p.onWaitingList === true);
  const completion = typeof body.completion === 'string' ? body.completion : 'registration';
  const quote = isRecord(body.quote) ? body.quote : {};
  const grossTotal = typeof quote.grossTotal === 'number' ? quote.grossTotal : null;
  const installments = installmentsOf(quote.installments);
  const payment = payerAccessOf(body.payment);
  return { kind: 'done', registrationId, completion, onWaitingList, grossTotal, installments, payment, body };
}

/** What a status and body of the registration (or survey) endpoint mean for the form. */
export function registrationAnswerOf(status: number, body: unknown): RegistrationAnswer {
  const record = isRecord(body) ? body : {};
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
  if (status === 201 || status === 200 || status === 202) {
    return readResult(record) ?? { kind: 'failed', message: SUBMIT_MESSAGES.failed };
  }
  if (status === 400 && record.code === BOT_CHECK_FAILED_CODE) {
    return { kind: 'bot-check', message: BOT_CHECK_FAILED_MESSAGE };
  }
  if (status === 429) return { kind: 'failed', message: message ?? SUBMIT_MESSAGES.tooMany };
  if (status === 400) {
    const errors = Array.isArray(record.errors)
      ? record.errors.filter((e): e is string => typeof e === 'string')
      : [];
    return { kind: 'invalid', message: message ?? SUBMIT_MESSAGES.invalid, errors };
  }
  if (status === 409 || status === 403 || status === 404)
    return { kind: 'refused', message: message ?? SUBMIT_MESSAGES.refused };
  return { kind: 'failed', message: SUBMIT_MESSAGES.failed };
}

/** Who submits: a visitor (the public endpoint), or the organizer with a session token (first document §2 '/admin/zapisany/nowy'). */
export type SubmitAs = { readonly organizerToken: string } | null;

/**
 * `POST {apiBase}/registrations/{eventId}` for a visitor; `POST {apiBase}/participants/{eventId}` with the
 * `x-auth-token` header for the organizer (same validation and pricing, registration window ignored).
 */
export async function postRegistration(
  apiBase: string,
  eventId: string,
  request: RegistrationRequest,
  submitAs: SubmitAs = null,
): Promise<RegistrationAnswer> {
  const path = submitAs ? 'participants' : 'registrations';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (submitAs) headers['x-auth-token'] = submitAs.organizerToken;
  let response: Response;
  try {
    response = await send(`${trimSlash(apiBase)}/${path}/${encodeURIComponent(eventId)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'failed', message: SUBMIT_MESSAGES.failed };
  }
  return registrationAnswerOf(response.status, await jsonOf(response));
}

/**
 * `GET {apiBase}/registrations/{eventId}/{registrationId}` → `{registrationId, status, outcome?: {statusCode,
 * body}}`: the outcome of a registration answered with 202 (the answer it would have had), or still pending.
 */
export async function getRegistration(
  apiBase: string,
  eventId: string,
  registrationId: string,
): Promise<RegistrationAnswer> {
  let response: Response;
  try {
    response = await send(
      `${trimSlash(apiBase)}/registrations/${encodeURIComponent(eventId)}/${encodeURIComponent(registrationId)}`,
    );
  } catch {
    return { kind: 'pending', registrationId };
  }
  if (response.status >= 500) return { kind: 'pending', registrationId };
  const body = await jsonOf(response);
  if (response.status !== 200 || !isRecord(body)) return registrationAnswerOf(response.status, body);
  const outcome = isRecord(body.outcome) ? body.outcome : undefined;
  if (outcome && typeof outcome.statusCode === 'number') {
    const outcomeBody = isRecord(outcome.body) ? { registrationId, ...outcome.body } : { registrationId };
    return registrationAnswerOf(outcome.statusCode, outcomeBody);
  }
  return registrationAnswerOf(202, { registrationId, ...body });
}

const pinged = new Set<string>();

/**
 * The 'form-enter' webhook ping, `POST {apiBase}/webhooks/form-enter/{eventId}` (first document §7), once per page view
 * and project; failures are ignored (the spec swallows webhook errors).
 */
export function pingFormEnter(apiBase: string, eventId: string): void {
  const key = `${trimSlash(apiBase)}|${eventId}`;
  if (pinged.has(key)) return;
  pinged.add(key);
  try {
    void fetch(`${trimSlash(apiBase)}/webhooks/form-enter/${encodeURIComponent(eventId)}`, {
      method: 'POST',
      keepalive: true,
    }).catch(() => {});
  } catch {
    // fetch missing or refused synchronously: nothing to do.
  }
}

/** For tests: forget which projects were pinged. */
export function resetFormEnterPings(): void {
  pinged.clear();
}
