import {
  COMPLETION_VARIANTS,
  type CompletionPart,
  type CompletionVariant,
  completionMessageKey,
  type FlowMessageKey,
  formatPolishCount,
  type PolishPluralForms,
  withoutTransferAccount,
} from '@zapisy/core';
import type { Noun, ProjectInfo, ProjectStrings } from './types.js';

/** '1 pole zaznaczone', '2 pola zaznaczone', '5 pól zaznaczonych'. */
const MARKED_FIELDS: PolishPluralForms = {
  one: 'pole zaznaczone',
  few: 'pola zaznaczone',
  many: 'pól zaznaczonych',
  other: 'pola zaznaczonego',
};

/** Every Polish text the form widget shows, in one place. */
export const TEXTS = {
  title: 'Formularz zapisu',
  surveyTitle: 'Ankieta',
  loading: 'Wczytywanie formularza…',
  retry: 'Spróbuj ponownie',
  unavailable:
    'Nie udało się wczytać formularza. Serwer zapisów jest chwilowo niedostępny — spróbuj odświeżyć stronę za chwilę.',
  notFound: (project: string) => `Nie znaleziono projektu „${project}”.`,
  typeLabel: 'Rodzaj',
  participantLabel: 'Zapisujesz',
  soon: 'Zapisy ruszają wkrótce.',
  closed: 'Zapisy są obecnie zamknięte.',
  organizerClosed:
    'Zapisy są zamknięte dla odwiedzających. Jako organizator możesz mimo to dodać uczestnika.',
  surveyClosed: 'Ankieta jest zamknięta.',
  waitingList:
    'Brak wolnych miejsc: zgłoszenie trafi na listę rezerwową. Powiadomimy Cię, gdy zwolni się miejsce.',
  placesLeft: (n: number) => `Wolnych miejsc: ${n}.`,
  preview: 'To jest podgląd formularza — wysyłanie jest wyłączone.',
  addParticipant: 'Dodaj kolejną osobę',
  removeParticipant: 'Usuń osobę',
  participantHeading: (n: number) => `Osoba ${n}`,
  submit: 'Wyślij zgłoszenie',
  submitSurvey: 'Wyślij odpowiedzi',
  submittingSurvey: 'Wysyłanie odpowiedzi…',
  surveyLinkRequired:
    'Ta ankieta jest dostępna tylko z osobistego linku uczestnika. Otwórz link z wiadomości od organizatora.',
  submitting: 'Wysyłanie zgłoszenia…',
  botChecking: 'Sprawdzamy, że nie jesteś robotem… To potrwa chwilę.',
  processing: 'Przetwarzamy zgłoszenie… To może potrwać kilka sekund.',
  fixErrors: (n: number) => `Popraw ${formatPolishCount(n, MARKED_FIELDS)} poniżej.`,
  waitingListDone: 'Zgłoszenie trafiło na listę rezerwową.',
  amountDue: 'Kwota do zapłaty:',
  /** With installments: what is due by today (the payment page's 'Do zapłaty teraz'). */
  amountDueNow: 'Do zapłaty teraz:',
  /** With installments none of which is due yet: the first one and its date. */
  firstInstallment: (date: string) => `Pierwsza rata (termin ${date}):`,
  /** '(całość: 380,00 zł w 3 ratach)'; the count only when every participant pays in as many. */
  installmentsTotal: (total: string, count: number | null) =>
    count !== null && count > 1 ? `(całość: ${total} w ${count} ratach)` : `(całość: ${total})`,
  registerAgain: 'Wyślij kolejne zgłoszenie',
  surveyAgain: 'Wypełnij ankietę ponownie',
  ownTitle: 'Twoje zgłoszenie',
  ownIntro: 'Popraw swoje dane i zapisz zmiany.',
  ownLockedIntro:
    'Pola, od których zależy cena lub miejsce, zmienia organizator — jeśli chcesz je zmienić, napisz do organizatora.',
  ownStatus: 'Status zgłoszenia:',
  ownLocked: 'Zmianę tego pola ustala organizator.',
  ownSubmit: 'Zapisz zmiany',
  ownSubmitting: 'Zapisywanie zmian…',
  ownSavedTitle: 'Zmiany zapisane',
  ownSaved: 'Zapisaliśmy zmiany w Twoim zgłoszeniu.',
  ownUnchanged: 'Nic się nie zmieniło — Twoje zgłoszenie zostało takie, jak było.',
  ownBack: 'Wróć do zgłoszenia',
  ownLinkNotFound:
    'Ten link do zgłoszenia jest nieprawidłowy albo nieaktualny. Sprawdź link z wiadomości od organizatora albo napisz do organizatora.',
} as const;

/** Completion texts when the project's strings could not be loaded (no vocabulary to fill placeholders). */
const COMPLETION_FALLBACK: Readonly<Record<CompletionPart, string>> = {
  Title: 'Dziękujemy za zgłoszenie!',
  Body: 'Zgłoszenie zostało przyjęte.',
  Button: 'Wypełnij formularz ponownie',
};
/** Titles when the project's strings could not be loaded: after the form nothing is paid yet. */
const TITLE_FALLBACK: Readonly<Partial<Record<CompletionVariant, string>>> = {
  cash: 'Zgłoszenie przyjęte — zapłać gotówką',
  transfer: 'Zgłoszenie przyjęte — zapłać przelewem',
  online: 'Zgłoszenie przyjęte — zapłać online',
};
const SURVEY_FALLBACK: Readonly<Record<CompletionPart, string>> = {
  Title: 'Dziękujemy za wypełnienie ankiety!',
  Body: 'Twoje odpowiedzi zostały zapisane.',
  Button: 'Wypełnij ankietę ponownie',
};

export function completionVariant(value: string, survey: boolean): CompletionVariant {
  if (survey) return 'survey';
  return (COMPLETION_VARIANTS as readonly string[]).includes(value)
    ? (value as CompletionVariant)
    : 'registration';
}

/** The project's completion page text (first document §2 "Completion pages"), from its strings. */
export function completionText(
  strings: ProjectStrings,
  variant: CompletionVariant,
  part: CompletionPart,
  /** The project has an account number its payment page shows (public form `payments.transferAccount`). */
  { transferAccount = false }: { readonly transferAccount?: boolean } = {},
): string {
  const own = strings.messages?.[completionMessageKey(variant, part)];
  if (typeof own === 'string' && own.trim() !== '') {
    const transfer = variant === 'transfer' || variant === 'link-transfer';
    // Without an account the default sentence promising one on the payment page would be untrue.
    return transfer && part === 'Body' && !transferAccount ? withoutTransferAccount(own) : own;
  }
  if (part === 'Title' && TITLE_FALLBACK[variant]) return TITLE_FALLBACK[variant];
  return (variant === 'survey' ? SURVEY_FALLBACK : COMPLETION_FALLBACK)[part];
}

/** A flow message of the project (registrationClosed, surveyClosed, …), or the fallback. */
export function flowText(strings: ProjectStrings, key: FlowMessageKey, fallback: string): string {
  const own = strings.messages?.[key];
  return typeof own === 'string' && own.trim() !== '' ? own : fallback;
}

export const capitalize = (s: string) => (s ? s.charAt(0).toLocaleUpperCase('pl') + s.slice(1) : s);

/** Accusative demonstrative ("na ten projekt", "na tę szkołę", "na to wydarzenie"). */
const DEMONSTRATIVE_ACC: Record<string, string> = { m: 'ten', f: 'tę', n: 'to' };

const form = (noun: Noun | undefined, key: keyof Noun) => {
  const value = noun?.[key] ?? noun?.nominative;
  return typeof value === 'string' ? value : undefined;
};

/** The sentences describing a project, built from the project's vocabulary. */
export function describeProject(project: ProjectInfo, strings: ProjectStrings) {
  const projectNoun = strings.nouns.project;
  const participantNoun = strings.nouns.participant;
  const projectAcc = form(projectNoun, 'accusative');
  const demonstrative = DEMONSTRATIVE_ACC[projectNoun?.gender ?? ''] ?? '';
  const participant = form(participantNoun, 'nominative');
  const participantAcc = form(participantNoun, 'accusative');
  const closed = project.active === false;
  let message: string;
  if (!projectAcc) message = closed ? TEXTS.closed : TEXTS.soon;
  else if (closed)
    message = `Zapisy na ${[demonstrative, projectAcc].filter(Boolean).join(' ')} są obecnie zamknięte.`;
  else message = `Zapisy na ${projectAcc} „${project.name}” ruszają wkrótce.`;
  return {
    /** e.g. "Wydarzenie", "Szkoła" (the translation type's label). */
    vocabulary: strings.label ?? (projectNoun?.nominative ? capitalize(projectNoun.nominative) : undefined),
    /** e.g. "Uczestnik", "Uczeń", "Pacjent". */
    participant: participant ? capitalize(participant) : undefined,
    /** e.g. "Zapisz uczestnika". */
    action: participantAcc ? `Zapisz ${participantAcc}` : 'Zapisz się',
    message,
    closed,
  };
}
