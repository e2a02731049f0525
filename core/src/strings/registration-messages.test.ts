import { describe, expect, it } from 'vitest';
import { COMPLETION_PAGE_PATHS, COMPLETION_VARIANTS, REGISTRATION_MESSAGE_KEYS } from './message-keys.js';
import {
  DEFAULT_REGISTRATION_MESSAGES,
  defaultRegistrationMessages,
  registrationMessageTemplate,
  TRANSFER_NO_ACCOUNT,
  withoutTransferAccount,
} from './registration-messages.js';
import { courseVocabulary, eventVocabulary, projectVocabulary } from './vocabularies.fixture.js';

describe('registration messages', () => {
  it('has the spec keys: question, payments, registrationClosed, surveyClosed and title/body/button per variant', () => {
    // Spec (second document §3): "question, payments, registrationClosed, surveyClosed, completed title,
    // body and button texts; variants for cash, transfer, online, link-cash, link-transfer, link-online and survey".
    expect(REGISTRATION_MESSAGE_KEYS).toHaveLength(4 + 8 * 3);
    expect(REGISTRATION_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'question',
        'payments',
        'registrationClosed',
        'surveyClosed',
        'completedTitle',
        'completedBody',
        'completedButton',
        'completedCashTitle',
        'completedTransferBody',
        'completedOnlineButton',
        'completedLinkCashTitle',
        'completedLinkTransferBody',
        'completedLinkOnlineButton',
        'completedSurveyTitle',
      ]),
    );
    expect(Object.keys(DEFAULT_REGISTRATION_MESSAGES).sort()).toEqual([...REGISTRATION_MESSAGE_KEYS].sort());
    expect(new Set(REGISTRATION_MESSAGE_KEYS).size).toBe(REGISTRATION_MESSAGE_KEYS.length);
  });

  it('maps each completion variant to a page under /zakonczono', () => {
    // Spec (first document §2): "/zakonczono/rejestracja, /gotowka, /przelew, /online, /platnosc-gotowka, …".
    expect(Object.keys(COMPLETION_PAGE_PATHS)).toEqual([...COMPLETION_VARIANTS]);
    expect(COMPLETION_PAGE_PATHS['link-transfer']).toBe('/zakonczono/platnosc-przelew');
    expect(COMPLETION_PAGE_PATHS.registration).toBe('/zakonczono/rejestracja');
  });

  it('writes grammatical defaults from the vocabulary', () => {
    const event = defaultRegistrationMessages(eventVocabulary);
    expect(event.registrationClosed).toBe('Zapisy na to wydarzenie są zamknięte.');
    expect(event.surveyClosed).toBe('Ankieta dla tego wydarzenia jest zamknięta.');
    expect(event.completedTitle).toBe('Dziękujemy za zgłoszenie!');
    expect(event.completedBody).toMatch(/^Twoje zgłoszenie zostało przyjęte\./);
    expect(event.completedButton).toBe('Wróć na stronę wydarzenia');

    const project = defaultRegistrationMessages(projectVocabulary);
    expect(project.registrationClosed).toBe('Zapisy na ten projekt są zamknięte.');
    expect(project.surveyClosed).toBe('Ankieta dla tego projektu jest zamknięta.');

    const feminine = defaultRegistrationMessages(courseVocabulary);
    expect(feminine.registrationClosed).toBe('Zapisy na tę szkołę są zamknięte.');
    expect(feminine.completedBody).toMatch(/^Twoja rejestracja została przyjęta\./);
    expect(feminine.completedTransferBody).toContain(
      'Rejestracja zostanie opłacona po zaksięgowaniu wpłaty.',
    );
  });

  it("uses a vocabulary's own template where it has one", () => {
    expect(registrationMessageTemplate(courseVocabulary, 'surveyClosed')).toBe(
      'Ankieta {project.genitive} jest zamknięta.',
    );
    expect(defaultRegistrationMessages(courseVocabulary).surveyClosed).toBe('Ankieta szkoły jest zamknięta.');
  });

  it('never claims what did not happen: no thanks for a payment after the form, no e-mail, no gendered past', () => {
    for (const vocabulary of [eventVocabulary, projectVocabulary, courseVocabulary]) {
      const messages = defaultRegistrationMessages(vocabulary);
      for (const [key, text] of Object.entries(messages)) {
        expect(text, key).not.toMatch(/e-mail|mail/i);
        expect(text, key).not.toMatch(/\p{L}+(?:łeś|łaś)(?!\p{L})/u);
      }
      for (const title of [
        messages.completedCashTitle,
        messages.completedTransferTitle,
        messages.completedOnlineTitle,
      ]) {
        expect(title).not.toMatch(/płatność!|opłacon/i);
      }
      expect(messages.completedOnlineTitle).toMatch(/zapłać online$/);
      expect(messages.completedOnlineBody).toContain('Nic nie zostało jeszcze zapłacone.');
    }
    const event = defaultRegistrationMessages(eventVocabulary);
    expect(event.completedOnlineTitle).toBe('Zgłoszenie przyjęte — zapłać online');
    expect(event.completedBody).toBe('Twoje zgłoszenie zostało przyjęte.');
  });

  it('the Komunikaty screen shows defaults that promise no e-mail (payments message included)', () => {
    for (const vocabulary of [eventVocabulary, projectVocabulary, courseVocabulary]) {
      expect(defaultRegistrationMessages(vocabulary).payments).toBe('Wybierz formę płatności.');
    }
  });

  it('leaves no placeholder unfilled', () => {
    for (const vocabulary of [eventVocabulary, projectVocabulary, courseVocabulary]) {
      for (const text of Object.values(defaultRegistrationMessages(vocabulary))) {
        expect(text).not.toMatch(/[{}|]/);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('withoutTransferAccount: the default transfer texts promise no account number a project does not have', () => {
    for (const vocabulary of [eventVocabulary, courseVocabulary, projectVocabulary]) {
      const messages = defaultRegistrationMessages(vocabulary);
      for (const key of ['completedTransferBody', 'completedLinkTransferBody'] as const) {
        const text = withoutTransferAccount(messages[key]);
        expect(text).not.toContain('Numer rachunku');
        expect(text).toContain(TRANSFER_NO_ACCOUNT);
      }
    }
    expect(withoutTransferAccount('Wpłać na konto z umowy.')).toBe('Wpłać na konto z umowy.');
  });
});
