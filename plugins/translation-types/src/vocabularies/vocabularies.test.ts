import {
  buildProjectStrings,
  defaultRegistrationMessages,
  formatVocabulary,
  NOUN_FORM_NAMES,
  TRANSLATION_TYPE_IDS,
  VOCABULARY_NOUNS,
} from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import {
  defaultVocabulary,
  eventVocabulary,
  psychoterapyVocabulary,
  schoolVocabulary,
  shopVocabulary,
  vocabularies,
} from './index.js';

const nominative = (vocabulary: (typeof vocabularies)[number]) =>
  Object.fromEntries(VOCABULARY_NOUNS.map((noun) => [noun, vocabulary.nouns[noun].nominative]));

describe('vocabularies', () => {
  it('are the five translation types of the spec, once each', () => {
    expect(vocabularies.map((v) => v.id)).toEqual([...TRANSLATION_TYPE_IDS]);
    expect(new Set(vocabularies.map((v) => v.label)).size).toBe(5);
  });

  it.each(vocabularies.map((v) => [v.id, v] as const))(
    '%s defines every noun in every form',
    (_id, vocabulary) => {
      expect(Object.keys(vocabulary.nouns).sort()).toEqual([...VOCABULARY_NOUNS].sort());
      for (const noun of VOCABULARY_NOUNS) {
        const forms = vocabulary.nouns[noun];
        expect(['m', 'f', 'n']).toContain(forms.gender);
        for (const form of NOUN_FORM_NAMES) {
          expect(forms[form], `${noun}.${form}`).toMatch(/^\p{Ll}[\p{L} ]*$/u);
        }
      }
    },
  );

  it('use the words the spec lists for each type', () => {
    // Spec: "event (participant, event), school (parent, student, teacher, classroom, school year),
    // psychoterapy (patient, therapist, therapeutic process), shop (purchase, shop)".
    expect(nominative(defaultVocabulary)).toMatchObject({ project: 'projekt', participant: 'uczestnik' });
    expect(nominative(eventVocabulary)).toMatchObject({ project: 'wydarzenie', participant: 'uczestnik' });
    expect(nominative(schoolVocabulary)).toMatchObject({
      project: 'rok szkolny',
      participant: 'uczeń',
      customer: 'rodzic',
      employee: 'nauczyciel',
      group: 'klasa',
    });
    expect(nominative(psychoterapyVocabulary)).toMatchObject({
      project: 'proces terapeutyczny',
      participant: 'pacjent',
      employee: 'terapeuta',
    });
    expect(nominative(shopVocabulary)).toMatchObject({
      project: 'sklep',
      participant: 'zakup',
      purchase: 'zakup',
    });
  });

  it('differ from the default where the spec says they do', () => {
    const differs = (a: (typeof vocabularies)[number], noun: (typeof VOCABULARY_NOUNS)[number]) =>
      a.nouns[noun].nominative !== defaultVocabulary.nouns[noun].nominative;
    expect(differs(eventVocabulary, 'project')).toBe(true);
    for (const noun of ['project', 'participant', 'customer', 'employee', 'group'] as const) {
      expect(differs(schoolVocabulary, noun), noun).toBe(true);
    }
    for (const noun of ['project', 'participant', 'employee'] as const) {
      expect(differs(psychoterapyVocabulary, noun), noun).toBe(true);
    }
    for (const noun of ['project', 'participant', 'registration'] as const) {
      expect(differs(shopVocabulary, noun), noun).toBe(true);
    }
    const projects = vocabularies.map((v) => v.nouns.project.nominative);
    expect(new Set(projects).size).toBe(5);
  });

  it('decline correctly in the forms the messages use', () => {
    const f = (v: (typeof vocabularies)[number], t: string) => formatVocabulary(t, v.nouns);
    expect(
      f(schoolVocabulary, 'dla {project.genitive}, z {employee.instrumental}, {participant.plural}'),
    ).toBe('dla roku szkolnego, z nauczycielem, uczniowie');
    expect(
      f(
        psychoterapyVocabulary,
        'z {employee.instrumental}, o {participant.locative}, 5 {purchase.pluralGenitive}',
      ),
    ).toBe('z terapeutą, o pacjencie, 5 sesji');
    expect(f(shopVocabulary, 'w {project.locative}, {registration.pluralGenitive}')).toBe(
      'w sklepie, zamówień',
    );
    expect(f(eventVocabulary, 'na {project.locative}, 3 {purchase.plural}')).toBe('na wydarzeniu, 3 bilety');
  });

  it.each(vocabularies.map((v) => [v.id, v] as const))(
    '%s fills every message without leftover braces',
    (_id, vocabulary) => {
      const messages = buildProjectStrings(vocabulary).messages;
      for (const [key, text] of Object.entries(messages)) {
        expect(text, key).not.toMatch(/[{}|]/);
        expect(text.trim(), key).not.toBe('');
      }
    },
  );

  it('write grammatical closed-registration messages', () => {
    const closed = Object.fromEntries(
      vocabularies.map((v) => [v.id, defaultRegistrationMessages(v).registrationClosed]),
    );
    expect(closed).toEqual({
      default: 'Zapisy na ten projekt są zamknięte.',
      event: 'Zapisy na to wydarzenie są zamknięte.',
      school: 'Zapisy na ten rok szkolny są zamknięte.',
      psychoterapy: 'Zapisy są obecnie zamknięte. Skontaktuj się z terapeutą, aby ustalić termin.',
      shop: 'Ten sklep nie przyjmuje obecnie zamówień.',
    });
    expect(defaultRegistrationMessages(shopVocabulary).completedTitle).toBe('Dziękujemy za zamówienie!');
    expect(defaultRegistrationMessages(schoolVocabulary).surveyClosed).toBe(
      'Ankieta dla tego roku szkolnego jest zamknięta.',
    );
  });
});
