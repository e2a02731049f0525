import type { TranslationType } from '../plugins/translation-type.js';
import { formatVocabulary } from './format-vocabulary.js';
import { REGISTRATION_MESSAGE_KEYS, type RegistrationMessageKey } from './message-keys.js';

export {
  COMPLETION_PAGE_PATHS,
  COMPLETION_PARTS,
  COMPLETION_VARIANTS,
  type CompletionMessageKey,
  type CompletionPart,
  type CompletionVariant,
  completionMessageKey,
  FLOW_MESSAGE_KEYS,
  type FlowMessageKey,
  isRegistrationMessageKey,
  REGISTRATION_MESSAGE_KEYS,
  type RegistrationMessageKey,
} from './message-keys.js';

/** Agreement helpers used by several templates (see `formatVocabulary` for the syntax). */
const YOUR_REGISTRATION = '{registration:Twój|Twoja|Twoje} {registration}';
const ACCEPTED = '{registration:został przyjęty|została przyjęta|zostało przyjęte}';
const BACK = 'Wróć na stronę {project.genitive}';
const TRANSFER_DATA = 'Numer rachunku, kwotę i tytuł przelewu znajdziesz na stronie płatności.';
/** What the transfer texts say instead when the project has no account number (its payment page shows none). */
export const TRANSFER_NO_ACCOUNT =
  'Organizator nie podał numeru rachunku — skontaktuj się z organizatorem, aby ustalić, jak zapłacić.';
const NOT_PAID_YET = 'Nic nie zostało jeszcze zapłacone.';

/**
 * Default templates of the registration-flow strings, written once for every vocabulary: nouns come from
 * placeholders and adjectives or pronouns agree with the noun's gender. A vocabulary may replace some of
 * them (`TranslationType.messages`); a project may replace any of them (its saved overrides).
 *
 * Each says only what has happened: a completion page after the form never thanks for a payment (nothing
 * is paid yet), and no text mentions an e-mail until the product sends one (the notifications issue).
 * Texts address the person in the present or future tense, never a gendered past ('zapisałeś').
 *
 * - `question`: asked before the form is sent.
 * - `payments`: shown above the payment method choice.
 * - `registrationClosed`, `surveyClosed`: shown instead of the form or the survey when closed.
 * - `completed…Title/Body/Button`: the completion pages, one per variant (see COMPLETION_PAGE_PATHS):
 *   registration (nothing to pay), cash, transfer and online (after the form: the money is still to be paid),
 *   link-cash, link-transfer (a method chosen on the payment link) and link-online (the gateway has the
 *   payment; the payment page shows its status), survey.
 */
export const DEFAULT_REGISTRATION_MESSAGES: Readonly<Record<RegistrationMessageKey, string>> = {
  question: 'Czy na pewno chcesz wysłać {registration.accusative}? Sprawdź, czy wszystkie dane są poprawne.',
  payments: 'Wybierz formę płatności.',
  registrationClosed: 'Zapisy na {project:ten|tę|to} {project.accusative} są zamknięte.',
  surveyClosed: 'Ankieta dla {project:tego|tej|tego} {project.genitive} jest zamknięta.',

  completedTitle: 'Dziękujemy za {registration.accusative}!',
  completedBody: `${YOUR_REGISTRATION} ${ACCEPTED}.`,
  completedButton: BACK,

  completedCashTitle: '{Registration} {registration:przyjęty|przyjęta|przyjęte} — zapłać gotówką',
  completedCashBody: `${YOUR_REGISTRATION} ${ACCEPTED}. Należność wpłać gotówką w ustalonym terminie i miejscu.`,
  completedCashButton: BACK,

  completedTransferTitle: '{Registration} {registration:przyjęty|przyjęta|przyjęte} — zapłać przelewem',
  completedTransferBody: `${YOUR_REGISTRATION} ${ACCEPTED}. ${TRANSFER_DATA} {Registration} zostanie {registration:opłacony|opłacona|opłacone} po zaksięgowaniu wpłaty.`,
  completedTransferButton: BACK,

  completedOnlineTitle: '{Registration} {registration:przyjęty|przyjęta|przyjęte} — zapłać online',
  completedOnlineBody: `${YOUR_REGISTRATION} ${ACCEPTED}. ${NOT_PAID_YET} Przejdź do płatności, aby zapłacić online.`,
  completedOnlineButton: BACK,

  completedLinkCashTitle: 'Wybrano płatność gotówką',
  completedLinkCashBody:
    'Należność za {registration.accusative} wpłać gotówką w ustalonym terminie i miejscu.',
  completedLinkCashButton: BACK,

  completedLinkTransferTitle: 'Wybrano płatność przelewem',
  completedLinkTransferBody: `${TRANSFER_DATA} Wpłatę przypiszemy do {registration.genitive} po jej zaksięgowaniu.`,
  completedLinkTransferButton: BACK,

  completedLinkOnlineTitle: 'Płatność online',
  completedLinkOnlineBody:
    'Gdy operator płatności potwierdzi wpłatę, przypiszemy ją do {registration.genitive}. Status płatności widać na tej stronie.',
  completedLinkOnlineButton: BACK,

  completedSurveyTitle: 'Dziękujemy za wypełnienie ankiety!',
  completedSurveyBody: 'Twoje odpowiedzi zostały zapisane.',
  completedSurveyButton: BACK,
};

/**
 * A transfer completion text for a project without an account number: the default sentence promising the
 * account on the payment page becomes `TRANSFER_NO_ACCOUNT` (a text of the organizer's own is left as written).
 */
export function withoutTransferAccount(text: string): string {
  return text.split(TRANSFER_DATA).join(TRANSFER_NO_ACCOUNT);
}

/** The template a vocabulary uses for a key: its own if it has one, else the shared default. */
export function registrationMessageTemplate(type: TranslationType, key: RegistrationMessageKey): string {
  const own = type.messages?.[key];
  return own !== undefined && own.trim() !== '' ? own : DEFAULT_REGISTRATION_MESSAGES[key];
}

/** Every registration-flow message of a vocabulary, placeholders filled. */
export function defaultRegistrationMessages(type: TranslationType): Record<RegistrationMessageKey, string> {
  const messages = {} as Record<RegistrationMessageKey, string>;
  for (const key of REGISTRATION_MESSAGE_KEYS) {
    messages[key] = formatVocabulary(registrationMessageTemplate(type, key), type.nouns);
  }
  return messages;
}
