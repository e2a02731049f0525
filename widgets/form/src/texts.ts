import type { Noun, ProjectInfo, ProjectStrings } from './types.js';

/** Every Polish text the form widget shows, in one place. */
export const TEXTS = {
  title: 'Formularz zapisu',
  loading: 'Wczytywanie formularza…',
  retry: 'Spróbuj ponownie',
  unavailable:
    'Nie udało się wczytać formularza. Serwer zapisów jest chwilowo niedostępny — spróbuj odświeżyć stronę za chwilę.',
  notFound: (project: string) => `Nie znaleziono projektu „${project}”.`,
  typeLabel: 'Rodzaj',
  participantLabel: 'Zapisujesz',
  soon: 'Zapisy ruszają wkrótce.',
  closed: 'Zapisy są obecnie zamknięte.',
} as const;

export const capitalize = (s: string) => (s ? s.charAt(0).toLocaleUpperCase('pl') + s.slice(1) : s);

/** Accusative demonstrative ("na ten projekt", "na tę szkołę", "na to wydarzenie"). */
const DEMONSTRATIVE_ACC: Record<string, string> = { m: 'ten', f: 'tę', n: 'to' };

const form = (noun: Noun | undefined, key: keyof Noun) => {
  const value = noun?.[key] ?? noun?.nominative;
  return typeof value === 'string' ? value : undefined;
};

/** The sentences of the placeholder card, built from the project's vocabulary. */
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
