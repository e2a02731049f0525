/**
 * The e-mail of a notification: a responsive HTML part laid out with MJML (the organizer's logo and name on
 * top, the body, a footer with the organizer's identity) and a plain-text part. MJML renders a layout once
 * per definition version and identity (~2 ms); each message then only fills the placeholders in the
 * compiled HTML, escaping the values, so thousands of messages a second cost string replacement.
 */
import { type NotificationValues, renderNotificationTemplate } from '@zapisy/core';
import mjml2html from 'mjml';

/** Who sends: shown in the header and the footer of every e-mail. */
export interface MailIdentity {
  organizationName: string;
  emailAddress: string;
  phoneNumber: string;
  url: string;
  /** An absolute URL of the organization's logo, or null. */
  logoUrl: string | null;
  logoHeight: number;
}

export interface MailTemplates {
  subject: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

const LINK = /^https?:\/\/\S+$/;

/** A value in the HTML part: escaped, and a link when it is one (the payment link). */
function htmlValue(value: string): string {
  const escaped = escapeHtml(value);
  return LINK.test(value) ? `<a href="${escaped}" style="color:#1d4ed8">${escaped}</a>` : escaped;
}

/** The body's text as HTML paragraphs; the placeholders stay as they are, to be filled per message. */
function bodyHtml(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(
      (paragraph) => `<p style="margin:0 0 14px 0">${escapeHtml(paragraph).replaceAll('\n', '<br />')}</p>`,
    )
    .join('\n');
}

function footerLines(identity: MailIdentity): string {
  const parts = [identity.organizationName, identity.emailAddress, identity.phoneNumber, identity.url]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.map(escapeHtml).join(' · ');
}

function layout(templates: MailTemplates, identity: MailIdentity): string {
  const name = escapeHtml(identity.organizationName);
  const header = identity.logoUrl
    ? `<mj-image src="${escapeHtml(identity.logoUrl)}" alt="${name}" height="${identity.logoHeight}px" width="auto" align="left" padding="0" />`
    : `<mj-text font-size="18px" font-weight="700" padding="0" color="#111827">${name}</mj-text>`;
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(templates.subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.55" color="#1f2937" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section padding="24px 24px 12px 24px"><mj-column>${header}</mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="24px">
      <mj-column><mj-text padding="0">${bodyHtml(templates.body)}</mj-text></mj-column>
    </mj-section>
    <mj-section padding="12px 24px 24px 24px">
      <mj-column><mj-text font-size="12px" color="#6b7280" padding="0">${footerLines(identity)}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

const compiled = new Map<string, Promise<string>>();
const KEPT_LAYOUTS = 500;

/** The layout's HTML with the placeholders left in, rendered once per templates and identity. */
export function compiledMailHtml(templates: MailTemplates, identity: MailIdentity): Promise<string> {
  const key = JSON.stringify([templates, identity]);
  let html = compiled.get(key);
  if (!html) {
    html = mjml2html(layout(templates, identity), { validationLevel: 'soft' }).then((result) => result.html);
    html.catch(() => compiled.delete(key));
    if (compiled.size >= KEPT_LAYOUTS) compiled.delete(compiled.keys().next().value as string);
    compiled.set(key, html);
  }
  return html;
}

function footerText(identity: MailIdentity): string {
  const parts = [identity.organizationName, identity.emailAddress, identity.phoneNumber, identity.url]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.length > 0 ? `\n\n-- \n${parts.join('\n')}` : '';
}

/** One message: the subject and the text with the values as written, the HTML with them escaped. */
export async function renderNotificationMail(
  templates: MailTemplates,
  identity: MailIdentity,
  values: NotificationValues,
): Promise<RenderedMail> {
  const html = await compiledMailHtml(templates, identity);
  return {
    subject: renderNotificationTemplate(templates.subject, values).replace(/\s+/g, ' ').trim(),
    text: `${renderNotificationTemplate(templates.body, values).trim()}${footerText(identity)}\n`,
    html: renderNotificationTemplate(html, values, htmlValue),
  };
}
