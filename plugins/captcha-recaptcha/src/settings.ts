import type { PluginSettingsSchema } from '@zapisy/core';

/** The default score threshold: Google's suggested 0.5 (0.0 a bot … 1.0 a person). */
export const RECAPTCHA_DEFAULT_MIN_SCORE = 0.5;

const fields = {
  siteKey: {
    type: 'string',
    title: 'Klucz witryny',
    description:
      'Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. ' +
      'Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).',
    maxLength: 100,
    'x-order': 1,
  },
  secretKey: {
    type: 'string',
    title: 'Klucz tajny',
    description:
      'Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.',
    writeOnly: true,
    maxLength: 100,
    'x-order': 2,
  },
  minScore: {
    type: 'number',
    title: 'Próg oceny (0–1)',
    description:
      'Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.',
    minimum: 0,
    maximum: 1,
    default: RECAPTCHA_DEFAULT_MIN_SCORE,
    'x-order': 3,
  },
} as const;

/**
 * The settings of reCAPTCHA (the `integrations.accounts.recaptcha` group): the site key, the secret key
 * and the score threshold. A project may use its own site (its own keys and threshold).
 */
export const recaptchaSettingsSchema: PluginSettingsSchema = {
  type: 'object',
  title: 'Google reCAPTCHA v3',
  description:
    'Ochrona formularzy zapisów przed botami przez Google reCAPTCHA v3 (niewidoczna, bez zadań dla uczestnika). ' +
    'Projekt wybiera ochronę w ustawieniach projektu; bez kluczy formularze chroni dowód pracy.',
  required: ['siteKey', 'secretKey'],
  properties: fields,
};

export const recaptchaProjectSettingsSchema: PluginSettingsSchema = {
  type: 'object',
  title: 'Google reCAPTCHA v3 (własna witryna projektu)',
  properties: fields,
};

export interface RecaptchaSettings {
  siteKey: string;
  secretKey: string;
  minScore: number;
}

/** The settings when both keys are there; undefined otherwise (the API then falls back to a proof of work). */
export function readRecaptchaSettings(
  settings: Readonly<Record<string, unknown>>,
): RecaptchaSettings | undefined {
  const siteKey = typeof settings.siteKey === 'string' ? settings.siteKey.trim() : '';
  const secretKey = typeof settings.secretKey === 'string' ? settings.secretKey.trim() : '';
  if (siteKey === '' || secretKey === '') return undefined;
  const score = typeof settings.minScore === 'number' ? settings.minScore : Number(settings.minScore);
  const minScore = Number.isFinite(score) && score >= 0 && score <= 1 ? score : RECAPTCHA_DEFAULT_MIN_SCORE;
  return { siteKey, secretKey, minScore };
}
