/**
 * Outgoing e-mail (nodemailer). Every message is recorded in the `outbox` collection, the admin's
 * 'Wysłane': to, subject, text, html, createdAt, status ('sent' or 'failed'), messageId, transport.
 * Without SMTP settings nodemailer only builds the message (stream transport) and the outbox is where it
 * goes; with SMTP_URL or SMTP_HOST it is delivered through that server and recorded as well.
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { HttpError } from '../http/errors.js';
import type { Store } from '../storage/index.js';
import type { MailConfig, SmtpConfig } from './config.js';

export const OUTBOX = 'outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Optional context stored with the outbox entry, so a tenant's 'Wysłane' can list its own messages. */
export interface MailContext {
  organizationId?: string;
  eventId?: string;
  /** What the message is, e.g. 'confirm-registration'. */
  kind?: string;
}

export interface OutboxDocument extends MailMessage, MailContext {
  _id: string;
  from: string;
  createdAt: Date;
  status: 'sent' | 'failed';
  messageId: string;
  transport: 'outbox' | 'smtp';
  error?: string;
}

/** A composed message handed to the server as it is (notifications: rendered, stored and leased first). */
export interface OutgoingMail extends MailMessage {
  from: string;
  replyTo?: string | null;
  /** Our id; the Message-ID is derived from it, so a receiver can tell a repeat. */
  id: string;
  headers?: Readonly<Record<string, string>>;
}

/** What the SMTP server said when it took a message. */
export interface DeliveredMail {
  messageId: string;
  /** Recipients it refused while taking the rest. */
  rejected: string[];
}

export const mailFailed = (): HttpError => {
  const message = 'Nie udało się wysłać wiadomości e-mail. Spróbuj ponownie później.';
  return new HttpError(503, 'MAIL_FAILED', message, [message]);
};

function smtpTransport(smtp: SmtpConfig): Transporter {
  if (smtp.url !== undefined) return nodemailer.createTransport(smtp.url);
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure === true,
    ...(smtp.user !== undefined ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
  });
}

export class Mailer {
  private readonly transporter: Transporter;
  private readonly kind: 'outbox' | 'smtp';

  constructor(
    private readonly store: Store,
    private readonly config: MailConfig,
  ) {
    this.kind = config.smtp ? 'smtp' : 'outbox';
    this.transporter = config.smtp
      ? smtpTransport(config.smtp)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Whether an SMTP server is configured: without one nothing leaves the server. */
  get delivers(): boolean {
    return this.kind === 'smtp';
  }

  /**
   * Hands one composed message to the SMTP server without recording it (the caller keeps its own record);
   * throws the server's error (nodemailer's, with `responseCode` when the server answered).
   */
  async deliver(mail: OutgoingMail): Promise<DeliveredMail> {
    const domain = /@([^>\s]+)>?\s*$/.exec(mail.from)?.[1] ?? 'zapisy.local';
    const info = await this.transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mail.id}@${domain}>`,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers ? { headers: { ...mail.headers } } : {}),
    });
    return {
      messageId: String(info.messageId ?? ''),
      rejected: ((info.rejected ?? []) as (string | { address: string })[]).map((r) =>
        typeof r === 'string' ? r : r.address,
      ),
    };
  }

  /** Sends (or only records) a message; throws MAIL_FAILED (503) when the SMTP server refuses it. */
  async send(message: MailMessage, context: MailContext = {}): Promise<OutboxDocument> {
    const entry: OutboxDocument = {
      _id: randomUUID().replaceAll('-', ''),
      ...context,
      ...message,
      from: this.config.from,
      createdAt: new Date(),
      status: 'sent',
      messageId: '',
      transport: this.kind,
    };
    try {
      const info = await this.transporter.sendMail({ from: this.config.from, ...message });
      entry.messageId = String(info.messageId ?? '');
    } catch (error) {
      entry.status = 'failed';
      entry.error = error instanceof Error ? error.message : String(error);
    }
    await this.store.db.collection<OutboxDocument>(OUTBOX).insertOne(entry);
    if (entry.status === 'failed') throw mailFailed();
    return entry;
  }

  private readonly pending = new Set<Promise<unknown>>();

  /**
   * Sends without making the caller wait (answers that must not reveal whether an account exists, like
   * the password reset); a failure is recorded in the outbox and passed to `onError`. `idle()` and
   * `close()` wait for these sends.
   */
  sendInBackground(message: MailMessage, context: MailContext, onError: (error: unknown) => void): void {
    const sending = this.send(message, context)
      .catch(onError)
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves once every background send has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transporter.close();
  }
}
