import { COMPLETION_PARTS, COMPLETION_VARIANTS } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { completionText, describeProject, TEXTS } from './texts.js';

const project = { name: 'Terapia', domainName: 't', active: true };

describe('describeProject', () => {
  it('builds natural Polish sentences from the vocabulary', () => {
    const text = describeProject(project, {
      label: 'Psychoterapia',
      nouns: {
        project: { nominative: 'proces terapeutyczny', accusative: 'proces terapeutyczny', gender: 'm' },
        participant: { nominative: 'pacjent', accusative: 'pacjenta', gender: 'm' },
      },
    });
    expect(text).toEqual({
      vocabulary: 'Psychoterapia',
      participant: 'Pacjent',
      action: 'Zapisz pacjenta',
      message: 'Zapisy na proces terapeutyczny „Terapia” ruszają wkrótce.',
      closed: false,
    });
  });

  it('uses the gender of the project noun when registration is closed', () => {
    const nouns = (gender: string, accusative: string) => ({
      project: { nominative: accusative, accusative, gender },
    });
    const closed = { ...project, active: false };
    expect(describeProject(closed, { nouns: nouns('n', 'wydarzenie') }).message).toBe(
      'Zapisy na to wydarzenie są obecnie zamknięte.',
    );
    expect(describeProject(closed, { nouns: nouns('f', 'szkołę') }).message).toBe(
      'Zapisy na tę szkołę są obecnie zamknięte.',
    );
    expect(describeProject(closed, { nouns: nouns('m', 'projekt') }).message).toBe(
      'Zapisy na ten projekt są obecnie zamknięte.',
    );
  });

  it('falls back to neutral wording without a vocabulary', () => {
    const text = describeProject(project, { nouns: {} });
    expect(text.vocabulary).toBeUndefined();
    expect(text.participant).toBeUndefined();
    expect(text.action).toBe('Zapisz się');
    expect(text.message).toBe('Zapisy ruszają wkrótce.');
  });
});

describe('completion page fallbacks say only what happened', () => {
  it('never thank for a payment after the form, never mention an e-mail', () => {
    for (const variant of COMPLETION_VARIANTS) {
      for (const part of COMPLETION_PARTS) {
        const text = completionText({ nouns: {} }, variant, part);
        expect(text).not.toMatch(/mail|płatność!/i);
      }
    }
    expect(completionText({ nouns: {} }, 'online', 'Title')).toBe('Zgłoszenie przyjęte — zapłać online');
  });
});

describe('TEXTS.fixErrors', () => {
  it('Polish plural forms of the marked fields: 1 pole, 2–4 pola, 5+ pól', () => {
    expect(TEXTS.fixErrors(1)).toBe('Popraw 1 pole zaznaczone poniżej.');
    expect(TEXTS.fixErrors(3)).toBe('Popraw 3 pola zaznaczone poniżej.');
    expect(TEXTS.fixErrors(6)).toBe('Popraw 6 pól zaznaczonych poniżej.');
    expect(TEXTS.fixErrors(22)).toBe('Popraw 22 pola zaznaczone poniżej.');
  });
});
