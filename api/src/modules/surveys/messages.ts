/** The survey's Polish messages (closed-survey texts come from the project's strings, `surveyClosed`). */
export const SURVEY_MESSAGES = {
  projectNotFound: 'Nie znaleziono projektu tej ankiety.',
  notPublished: 'Ankieta tego projektu nie została jeszcze opublikowana.',
  participantLinkRequired:
    'Ta ankieta jest dostępna tylko z osobistego linku uczestnika. Otwórz link z wiadomości od organizatora.',
  participantNotFound:
    'Link do ankiety jest nieprawidłowy albo nieaktualny. Otwórz link z wiadomości od organizatora.',
  unknownColumn: (field: string) =>
    `Ankieta nie ma pytania „${field}”. Odśwież stronę i wybierz kolumny ponownie.`,
} as const;
