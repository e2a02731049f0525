/**
 * A registration's answer carries the payer key and payment link when the completion asks for money
 * (online, transfer, cash): the form widget continues into the payment widget with them, and the
 * completion page shows the link. The key is derived, not stored, so a repeated answer carries the same one.
 */
import type { ProjectRecord } from '../projects/index.js';
import { type PayerAccessDeps, payerAccessOfParticipant } from './payer-access.js';

const PAYING_COMPLETIONS = new Set(['online', 'transfer', 'cash']);

export async function withPaymentAccess<B extends Record<string, unknown>>(
  deps: PayerAccessDeps,
  project: ProjectRecord,
  statusCode: number,
  body: B,
): Promise<B> {
  if (statusCode !== 201 || !PAYING_COMPLETIONS.has(String(body.completion))) return body;
  const participants = body.participants as { _id?: unknown }[] | undefined;
  const first = participants?.[0]?._id;
  if (typeof first !== 'string') return body;
  const payment = await payerAccessOfParticipant(deps, project, first);
  return payment ? { ...body, payment } : body;
}
