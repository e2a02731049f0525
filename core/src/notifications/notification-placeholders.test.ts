import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_DEFINITIONS } from './default-notifications.js';
import {
  NOTIFICATION_PLACEHOLDERS,
  renderNotificationTemplate,
  templatePlaceholders,
  unknownPlaceholders,
} from './notification-placeholders.js';

describe('notification templates — "Template placeholders: EVENT_NAME, FIRST_NAME, … LEFT_TO_PAY_LATE"', () => {
  it("offers every placeholder of the spec's list", () => {
    const keys = NOTIFICATION_PLACEHOLDERS.map((p) => p.key);
    for (const key of [
      'EVENT_NAME',
      'FIRST_NAME',
      'LAST_NAME',
      'EMAIL_MAIN',
      'PHONE_NUMBER',
      'PAYMENT_LINK',
      'TOTAL_SUM',
      'PAYMENTS',
      'LEFT_TO_PAY',
      'LEFT_TO_PAY_REQUIRED',
      'LEFT_TO_PAY_LATE',
    ])
      expect(keys).toContain(key);
  });

  it('replaces the known placeholders (spaces inside the braces allowed), leaves an unknown one to be seen', () => {
    expect(
      renderNotificationTemplate('Dzień dobry {{FIRST_NAME}}, {{ EVENT_NAME }}: {{diet}} {{NIEZNANE}}', {
        FIRST_NAME: 'Anna',
        EVENT_NAME: 'Obóz 2026',
        diet: 'wegańska',
      }),
    ).toBe('Dzień dobry Anna, Obóz 2026: wegańska {{NIEZNANE}}');
  });

  it('escapes the values only (an HTML body), never the template itself', () => {
    expect(
      renderNotificationTemplate('<p>{{FIRST_NAME}}</p>', { FIRST_NAME: '<b>Ala</b> & "Ola"' }, (t) =>
        t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
      ),
    ).toBe('<p>&lt;b&gt;Ala&lt;/b&gt; &amp; "Ola"</p>');
  });

  it("lists a template's placeholders once each and finds the ones nothing fills", () => {
    expect(templatePlaceholders('{{A}} {{B}} {{A}}')).toEqual(['A', 'B']);
    expect(unknownPlaceholders('{{FIRST_NAME}} {{FIRST_NAM}}', ['FIRST_NAME'])).toEqual(['FIRST_NAM']);
  });

  it('the default templates use only the offered placeholders', () => {
    const keys = NOTIFICATION_PLACEHOLDERS.map((p) => p.key);
    for (const d of DEFAULT_NOTIFICATION_DEFINITIONS)
      for (const template of [d.mailSubjectTemplate, d.mailBodyTemplate, d.smsTemplate])
        expect(unknownPlaceholders(template, keys)).toEqual([]);
  });
});
