/** Polish words for 'Wysłane': message status and kind, and a message body as plain text. */

export const OUTBOX_STATUS_LABELS: Readonly<Record<string, string>> = {
  sent: 'Wysłana',
  failed: 'Błąd wysyłki',
};

/** The kinds the API records (api/src/auth/accounts.ts); others are shown as they are. */
export const OUTBOX_KIND_LABELS: Readonly<Record<string, string>> = {
  'confirm-registration': 'Potwierdzenie rejestracji',
  'reset-password': 'Reset hasła',
};

export const REDACTED_BODY = 'Treść ukryta (jednorazowy link do konta)';

export function outboxStatusLabel(status: string): string {
  return OUTBOX_STATUS_LABELS[status] ?? status;
}

export function outboxKindLabel(kind: string | null): string {
  if (!kind) return '—';
  return OUTBOX_KIND_LABELS[kind] ?? kind;
}

const BLOCKS = 'p, div, li, tr, h1, h2, h3, h4, h5, h6, table, ul, ol, blockquote, pre';

/**
 * The body to show, always as text: the text part, else the HTML part's text content (parsed into an inert
 * document: no scripts run, nothing loads, nothing is inserted into the page).
 */
export function messageBodyText(message: { text: string; html: string }): string {
  if (message.text.trim() !== '') return message.text;
  if (message.html.trim() === '') return '';
  const doc = new DOMParser().parseFromString(message.html, 'text/html');
  for (const hidden of doc.querySelectorAll('script, style, template')) hidden.remove();
  for (const br of doc.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of doc.querySelectorAll(BLOCKS)) block.append('\n');
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
