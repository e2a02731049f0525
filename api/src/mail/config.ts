/**
 * E-mail settings from the environment, read by `loadConfig` into `AppConfig.mail`.
 *
 * - MAIL_FROM: the sender, default 'Zapisy <no-reply@{host of PUBLIC_URL}>'.
 * - SMTP_URL (e.g. smtps://user:pass@smtp.example.pl:465), or SMTP_HOST with SMTP_PORT (default 587),
 *   SMTP_USER, SMTP_PASS and SMTP_SECURE ('true' for implicit TLS). When none is set, messages are only
 *   written to the `outbox` collection (the admin's 'Wysłane'); when set, they are sent through that
 *   server and recorded in the outbox too.
 */
import { type Env, envReader } from '../env-reader.js';

export interface SmtpConfig {
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  pass?: string;
}

export interface MailConfig {
  from: string;
  smtp?: SmtpConfig;
}

export function loadMailConfig(env: Env, publicUrl: string, problems: string[]): MailConfig {
  const { read } = envReader(env, problems);
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    // PUBLIC_URL is reported by loadConfig.
  }
  const config: MailConfig = { from: read('MAIL_FROM') ?? `Zapisy <no-reply@${host}>` };

  const url = read('SMTP_URL');
  const smtpHost = read('SMTP_HOST');
  if (url !== undefined) {
    if (!/^smtps?:\/\//.test(url)) problems.push('SMTP_URL: adres musi zaczynać się od smtp:// lub smtps://');
    config.smtp = { url };
  } else if (smtpHost !== undefined) {
    const rawPort = read('SMTP_PORT') ?? '587';
    const port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
      problems.push(`SMTP_PORT="${rawPort}": oczekiwano liczby całkowitej od 1 do 65535`);
    }
    const secure = read('SMTP_SECURE');
    if (secure !== undefined && secure !== 'true' && secure !== 'false') {
      problems.push(`SMTP_SECURE="${secure}": dozwolone wartości to true, false`);
    }
    const smtp: SmtpConfig = { host: smtpHost, port, secure: secure === 'true' };
    const user = read('SMTP_USER');
    const pass = read('SMTP_PASS');
    if (user !== undefined) smtp.user = user;
    if (pass !== undefined) smtp.pass = pass;
    config.smtp = smtp;
  }
  return config;
}
