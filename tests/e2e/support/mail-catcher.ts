import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Zapisy's SMTP_URL for the catcher: no TLS on 127.0.0.1, so no STARTTLS either (nodemailer's ignoreTLS). */
export function smtpUrl(smtpPort: number): string {
  return `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`;
}

/** One message as the SMTP server received it. */
export interface CapturedMail {
  /** Envelope sender and recipients (RCPT TO), lower-cased. */
  from: string;
  to: string[];
  /** The whole message as sent: headers and MIME body. */
  raw: string;
  receivedAt: string;
}

export interface MailCatcher {
  smtpPort: number;
  /** `GET {url}/messages` answers every captured message as JSON; `?to=` filters by recipient. */
  url: string;
  messages: CapturedMail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no authentication) that Zapisy delivers to through
 * SMTP_URL, and a tiny HTTP endpoint on 127.0.0.1 that lets the tests read what arrived.
 */
export async function startMailCatcher(smtpPort: number, httpPort: number): Promise<MailCatcher> {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        messages.push({
          from: from ? from.address.toLowerCase() : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', () => resolve()));

  return {
    smtpPort,
    url: `http://127.0.0.1:${httpPort}`,
    messages,
    close: async () => {
      await new Promise((resolve) => http.close(resolve));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
