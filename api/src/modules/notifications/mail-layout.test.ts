import { describe, expect, it } from 'vitest';
import { type MailIdentity, renderNotificationMail } from './mail-layout.js';

const identity: MailIdentity = {
  organizationName: 'Fundacja <Wiatr>',
  emailAddress: 'biuro@wiatr.pl',
  phoneNumber: '+48 500 100 200',
  url: '',
  logoUrl: null,
  logoHeight: 30,
};
const templates = {
  subject: 'Potwierdzenie: {{EVENT_NAME}}',
  body: 'Dzień dobry {{FIRST_NAME}},\n\nzapłać tutaj: {{PAYMENT_LINK}}\nKwota: {{TOTAL_SUM}}',
};
const values = {
  EVENT_NAME: 'Obóz 2027',
  FIRST_NAME: 'Ania <script>',
  PAYMENT_LINK: 'https://oboz.zapisy.local/l?k=a&b',
  TOTAL_SUM: '1 200,00 zł',
};

describe('renderNotificationMail — an HTML part laid out with MJML and a plain-text part', () => {
  it("the subject and the text carry the values as written, the text ends with the organizer's identity", async () => {
    const mail = await renderNotificationMail(templates, identity, values);
    expect(mail.subject).toBe('Potwierdzenie: Obóz 2027');
    expect(mail.text).toBe(
      'Dzień dobry Ania <script>,\n\nzapłać tutaj: https://oboz.zapisy.local/l?k=a&b\nKwota: 1 200,00 zł' +
        '\n\n-- \nFundacja <Wiatr>\nbiuro@wiatr.pl\n+48 500 100 200\n',
    );
  });
  it("the HTML escapes every value and the organizer's name, makes the payment link a link, keeps paragraphs", async () => {
    const { html } = await renderNotificationMail(templates, identity, values);
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('Dzień dobry Ania &lt;script&gt;,');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://oboz.zapisy.local/l?k=a&amp;b"');
    expect(html).toContain('Fundacja &lt;Wiatr&gt;');
    expect(html).toMatch(/zapłać tutaj: <a[^>]+>[^<]+<\/a><br \/>Kwota: 1 200,00 zł/);
    expect(html).not.toContain('{{');
  });
  it('a logo, when the organization has one, heads the e-mail', async () => {
    const { html } = await renderNotificationMail(
      templates,
      { ...identity, logoUrl: 'https://zapisy.local/images/logo.png' },
      values,
    );
    expect(html).toContain('src="https://zapisy.local/images/logo.png"');
  });
  it('a template edited by the organizer cannot inject markup', async () => {
    const { html } = await renderNotificationMail(
      { subject: 'x', body: '<img src=x onerror=alert(1)> {{FIRST_NAME}}' },
      identity,
      values,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
