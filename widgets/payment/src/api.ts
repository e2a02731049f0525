/** The payer-side API calls of the payment widget (api/src/payments/public-routes.ts). */
import { PaymentApiError } from './errors.js';
import { isRecord, requestJson, trimSlash } from './http.js';
import type { OnlineRequest, PayerDue, PaymentStatusAnswer, StartedPayment } from './types.js';

export interface PaymentProject {
  eventId: string;
  name: string;
}

/** `POST {apiBase}/project/domain {domainName}` (as the form widget loads its project) → the eventId. */
export async function fetchPaymentProject(apiBase: string, domainName: string): Promise<PaymentProject> {
  const body = await requestJson(`${trimSlash(apiBase)}/project/domain`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ domainName }),
  }).catch((error: unknown) => {
    if (error instanceof PaymentApiError && (error.status === 400 || error.status === 404))
      throw new PaymentApiError('no-project', error.message, error.status);
    throw error;
  });
  if (!isRecord(body) || typeof body.eventId !== 'string')
    throw new PaymentApiError('unavailable', 'Project response has no eventId');
  const event = isRecord(body.event) ? body.event : {};
  const name = typeof event.name === 'string' && event.name ? event.name : domainName;
  return { eventId: body.eventId, name };
}

const base = (apiBase: string, eventId: string) =>
  `${trimSlash(apiBase)}/payments/public/${encodeURIComponent(eventId)}`;

/** `GET /payments/public/{eventId}/due?k=`: what is due and how it can be paid. */
export async function fetchDue(apiBase: string, eventId: string, k: string): Promise<PayerDue> {
  const body = await requestJson(`${base(apiBase, eventId)}/due?k=${encodeURIComponent(k)}`);
  if (!isRecord(body) || !Array.isArray(body.participants) || !isRecord(body.totals))
    throw new PaymentApiError('unavailable', 'Due response is not readable');
  return body as unknown as PayerDue;
}

/** `POST /payments/public/{eventId}/online`: starts an online payment; answers where to send the payer. */
export async function startOnlinePayment(
  apiBase: string,
  eventId: string,
  request: OnlineRequest,
): Promise<StartedPayment> {
  const body = await requestJson(`${base(apiBase, eventId)}/online`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!isRecord(body) || typeof body.redirectUrl !== 'string' || typeof body.paymentId !== 'string')
    throw new PaymentApiError('unavailable', 'Online payment answer is not readable');
  return body as unknown as StartedPayment;
}

/** `GET /payments/public/{eventId}/status/{paymentId}?k=&link=`. */
export async function fetchPaymentStatus(
  apiBase: string,
  eventId: string,
  paymentId: string,
  k: string,
  viaLink: boolean,
): Promise<PaymentStatusAnswer> {
  const query = `k=${encodeURIComponent(k)}&link=${viaLink ? 'true' : 'false'}`;
  const body = await requestJson(
    `${base(apiBase, eventId)}/status/${encodeURIComponent(paymentId)}?${query}`,
  );
  if (!isRecord(body) || !isRecord(body.completion))
    throw new PaymentApiError('unavailable', 'Payment status answer is not readable');
  return body as unknown as PaymentStatusAnswer;
}
