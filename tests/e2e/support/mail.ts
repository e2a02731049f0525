import type { CapturedMail } from './mail-catcher.js';

/** Polls the mail catcher until a message to `to` whose subject matches arrives. */
export async function waitForMail(
  mailUrl: string,
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${mailUrl}/messages?to=${encodeURIComponent(to)}`);
    const list = (await response.json()) as CapturedMail[];
    const found = list.find((m) => subject.test(mailSubject(m.raw)));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No e-mail to ${to} with subject ${subject} within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Splits a MIME entity into its header block (unfolded) and its body. */
function splitEntity(raw: string): { headers: string; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const at = text.indexOf('\n\n');
  const headers = (at < 0 ? text : text.slice(0, at)).replace(/\n[ \t]+/g, ' ');
  return { headers, body: at < 0 ? '' : text.slice(at + 2) };
}

function header(headers: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1]?.trim();
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`) of a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export function mailSubject(raw: string): string {
  return decodeWords(header(splitEntity(raw).headers, 'Subject') ?? '');
}

/** Quoted-printable (RFC 2045): soft line breaks removed, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text of every leaf part of a message, with its content type. */
export function mailParts(raw: string): { type: string; text: string }[] {
  const { headers, body } = splitEntity(raw);
  const type = header(headers, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mailParts(part.replace(/^\n/, '')));
  }
  const encoding = (header(headers, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return [{ type: type.split(';')[0]?.trim().toLowerCase() ?? 'text/plain', text }];
}

/** The first link in the message (plain-text part first, then HTML) whose path starts with `path`. */
export function linkInMail(raw: string, path: string): string {
  const parts = mailParts(raw).sort(
    (a, b) => Number(b.type === 'text/plain') - Number(a.type === 'text/plain'),
  );
  for (const part of parts) {
    for (const match of part.text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const link = match[0].replaceAll('&amp;', '&');
      if (new URL(link).pathname.startsWith(path)) return link;
    }
  }
  throw new Error(`No link to ${path} in the e-mail:\n${raw.slice(0, 3000)}`);
}
