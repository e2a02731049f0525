/**
 * Sending queued messages (the `notification-sending` job): each message is leased ('sending', with a token
 * and an expiry) before it is handed to the SMTP server or the SMS gateway, then recorded 'sent' with the
 * service's id, or left for a retry with backoff and the service's answer, or failed for good. A message
 * whose worker died mid-send (its lease expired while 'sending') may or may not have left: it becomes an
 * error saying so and is never sent again by itself, so nothing goes out twice; the organizer resends it
 * from 'Wysłane' if it did not arrive.
 */
import { randomUUID } from 'node:crypto';
import type { JobsLogger } from '../../jobs/types.js';
import type { DeliveredMail, OutgoingMail } from '../../mail/index.js';
import type { Filter, Store } from '../../storage/index.js';
import { allMessages, type NotificationMessage } from './store.js';

/** Minutes before retry n (1-based); after the last one the message fails for good. */
export const NOTIFICATION_RETRY_MINUTES = [1, 5, 15, 60, 240, 720] as const;
const LEASE_MS = 2 * 60_000;

export const NO_SMTP_REASON =
  'Serwer poczty (SMTP) nie jest skonfigurowany, więc wiadomość nie została wysłana';
export const NO_SMS_GATEWAY_REASON = 'Nie wybrano bramki SMS w ustawieniach organizacji';
export const INTERRUPTED_REASON =
  'Wysyłanie przerwał restart serwera; nie wiadomo, czy wiadomość wyszła. Sprawdź i wyślij ponownie.';
export const RATE_LIMIT_REASON = 'Limit wysyłki organizacji na minutę: wiadomość wyjdzie za chwilę';

/** What became of one SMS at the gateway. */
export type SmsOutcome =
  | { sent: true; externalId: string; segments: number; cost?: number; transport: string }
  | { sent: false; reason: string; retry: boolean; transport?: string };

export interface SenderDeps {
  store: Store;
  now: () => Date;
  mail: { delivers: boolean; deliver(mail: OutgoingMail): Promise<DeliveredMail> };
  /** Sends one SMS through the organization's gateway; null when it has none. */
  sms: (message: NotificationMessage) => Promise<SmsOutcome | null>;
  /** Messages per organization and minute (NOTIFICATIONS_PER_MINUTE, default 120). */
  perMinute: number;
  logger?: JobsLogger;
}

type Leased = NotificationMessage & { lock: { token: string; until: Date } };

async function lease(store: Store, filter: Filter<NotificationMessage>, now: Date): Promise<Leased | null> {
  const token = randomUUID();
  const leased = await allMessages(store).findOneAndUpdate(
    { ...filter, kind: 'notification', status: { $in: ['new', 'error'] }, nextAttemptAt: { $lte: now } },
    {
      $set: { status: 'sending', lock: { token, until: new Date(now.getTime() + LEASE_MS) }, updatedAt: now },
    },
    { returnDocument: 'after', sort: { nextAttemptAt: 1 } },
  );
  return leased as Leased | null;
}

async function record(store: Store, message: Leased, set: Partial<NotificationMessage>, now: Date) {
  await allMessages(store).updateOne(
    { _id: message._id, 'lock.token': message.lock.token },
    { $set: { ...set, lock: null, updatedAt: now }, $inc: { attempts: 1 } },
  );
}

function retryOrFail(
  message: Leased,
  reason: string,
  retry: boolean,
  now: Date,
): Partial<NotificationMessage> {
  const delay = retry ? NOTIFICATION_RETRY_MINUTES[message.attempts] : undefined;
  if (delay === undefined)
    return { status: 'error', reason: retry ? `${reason} (ostatnia próba)` : reason, nextAttemptAt: null };
  return { status: 'error', reason, nextAttemptAt: new Date(now.getTime() + delay * 60_000) };
}

/** The SMTP server's answer in a sentence; a 5xx answer never gets better, anything else may. */
function smtpFailure(error: unknown): { reason: string; retry: boolean } {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  if (typeof e?.responseCode === 'number') {
    const answer = (e.response ?? e.message ?? '').slice(0, 300);
    return { reason: `Serwer poczty odpowiedział: ${answer}`, retry: e.responseCode < 500 };
  }
  const detail = e?.code ?? e?.message ?? String(error);
  return { reason: `Nie udało się połączyć z serwerem poczty: ${detail}`.slice(0, 300), retry: true };
}

async function sendMail(deps: SenderDeps, message: Leased): Promise<Partial<NotificationMessage>> {
  const now = deps.now();
  if (!deps.mail.delivers) return { status: 'blocked', reason: NO_SMTP_REASON, nextAttemptAt: null };
  try {
    const delivered = await deps.mail.deliver({
      id: message._id,
      from: message.from,
      replyTo: message.replyTo,
      to: message.toName ? `"${message.toName.replace(/["\\]/g, '')}" <${message.to}>` : message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (delivered.rejected.length > 0)
      return { status: 'error', reason: `Serwer poczty odrzucił adres ${message.to}`, nextAttemptAt: null };
    return {
      status: message.resentFrom ? 'resent' : 'sent',
      reason: null,
      messageId: delivered.messageId,
      transport: 'smtp',
      sentAt: deps.now(),
      nextAttemptAt: null,
    };
  } catch (error) {
    const failure = smtpFailure(error);
    return { ...retryOrFail(message, failure.reason, failure.retry, now), transport: 'smtp' };
  }
}

async function sendSms(deps: SenderDeps, message: Leased): Promise<Partial<NotificationMessage>> {
  const now = deps.now();
  let outcome: SmsOutcome | null;
  try {
    outcome = await deps.sms(message);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return retryOrFail(message, `Bramka SMS nie przyjęła wiadomości: ${detail}`.slice(0, 300), true, now);
  }
  if (outcome === null) return { status: 'blocked', reason: NO_SMS_GATEWAY_REASON, nextAttemptAt: null };
  if (!outcome.sent)
    return {
      ...retryOrFail(message, outcome.reason, outcome.retry, now),
      transport: outcome.transport ?? null,
    };
  return {
    status: message.resentFrom ? 'resent' : 'sent',
    reason: null,
    messageId: outcome.externalId,
    transport: outcome.transport,
    segments: outcome.segments,
    ...(outcome.cost !== undefined ? { cost: outcome.cost } : {}),
    sentAt: deps.now(),
    nextAttemptAt: null,
  };
}

/** Messages left 'sending' by a worker that died: an error saying so, never sent again by itself. */
export async function markInterruptedSends(store: Store, now: Date): Promise<number> {
  const result = await allMessages(store).updateMany(
    { kind: 'notification', status: 'sending', 'lock.until': { $lte: now } },
    {
      $set: { status: 'error', reason: INTERRUPTED_REASON, nextAttemptAt: null, lock: null, updatedAt: now },
    },
  );
  return result.modifiedCount;
}

/** Organizations' remaining sends this minute, counted once per run (workers share the count). */
class MinuteBudget {
  private readonly counted = new Map<string, Promise<number>>();
  private readonly taken = new Map<string, number>();
  constructor(
    private readonly deps: SenderDeps,
    private readonly now: Date,
  ) {}
  async take(organizationId: string): Promise<boolean> {
    let counting = this.counted.get(organizationId);
    if (!counting) {
      counting = allMessages(this.deps.store).countDocuments({
        organizationId,
        kind: 'notification',
        sentAt: { $gt: new Date(this.now.getTime() - 60_000) },
      });
      this.counted.set(organizationId, counting);
    }
    const sent = await counting;
    const taken = (this.taken.get(organizationId) ?? 0) + 1;
    this.taken.set(organizationId, taken);
    return sent + taken <= this.deps.perMinute;
  }
}

export interface SendRunOptions {
  /** Most messages in one run (default 500). */
  limit?: number;
  concurrency?: number;
  filter?: Filter<NotificationMessage>;
}

/** Sends what is due; returns how many messages were tried. */
export async function sendDueNotifications(deps: SenderDeps, options: SendRunOptions = {}): Promise<number> {
  const limit = options.limit ?? 500;
  await markInterruptedSends(deps.store, deps.now());
  const budget = new MinuteBudget(deps, deps.now());
  let taken = 0;
  async function worker(): Promise<void> {
    while (taken < limit) {
      const now = deps.now();
      const message = await lease(deps.store, options.filter ?? {}, now);
      if (!message) return;
      taken += 1;
      if (!(await budget.take(message.organizationId))) {
        await allMessages(deps.store).updateOne(
          { _id: message._id, 'lock.token': message.lock.token },
          {
            $set: {
              status: message.attempts > 0 ? 'error' : 'new',
              reason: RATE_LIMIT_REASON,
              nextAttemptAt: new Date(now.getTime() + 60_000),
              lock: null,
            },
          },
        );
        continue;
      }
      try {
        const outcome =
          message.channel === 'sms' ? await sendSms(deps, message) : await sendMail(deps, message);
        await record(deps.store, message, outcome, deps.now());
      } catch (error) {
        // The lease expires and the message is reported as interrupted: never sent twice.
        deps.logger?.error({ err: error, messageId: message._id }, 'notification send failed');
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, () => worker()));
  return taken;
}
