/** JSON Schemas of the bot-protection routes: the form's challenge and the project's choice. */

export const eventParamsSchema = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 100, description: 'eventId projektu' } },
} as const;

const challengeSchema = {
  type: 'object',
  description:
    "Wyzwanie: 'script' (reCAPTCHA v3: załaduj scriptUrl i wywołaj grecaptcha.execute(siteKey, { action })) " +
    "albo 'proof-of-work' (znajdź number ≤ maxNumber, dla którego SHA-256(salt + number) = challenge)",
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['script', 'proof-of-work'] },
    siteKey: { type: 'string' },
    scriptUrl: { type: 'string' },
    action: { type: 'string' },
    algorithm: { type: 'string', enum: ['SHA-1', 'SHA-256', 'SHA-512'] },
    challenge: { type: 'string' },
    salt: { type: 'string' },
    signature: { type: 'string' },
    maxNumber: { type: 'integer' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const challengeAnswerSchema = {
  title: 'BotChallengeAnswer',
  type: 'object',
  required: ['protection'],
  properties: {
    protection: {
      type: 'string',
      description: "Ochrona formularza: 'off' (bez wyzwania) albo identyfikator wtyczki ('pow', 'recaptcha')",
    },
    challenge: challengeSchema,
  },
} as const;

/** The token the form sends with `POST /registrations/{eventId}`. */
export const botTokenSchema = {
  type: 'object',
  required: ['provider', 'token'],
  additionalProperties: { not: {} },
  description:
    'Potwierdzenie ochrony przed botami: protection z GET /bot-protection/{eventId}/challenge i token',
  properties: {
    provider: { type: 'string', minLength: 1, maxLength: 100 },
    token: { type: 'string', maxLength: 4000 },
  },
} as const;

export const protectionViewSchema = {
  title: 'BotProtectionSettings',
  type: 'object',
  required: ['eventId', 'choice', 'options', 'effective'],
  properties: {
    eventId: { type: 'string' },
    choice: { type: 'string', description: "'auto' (domyślnie), 'off' albo identyfikator wtyczki" },
    options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'label', 'ready'],
        properties: { value: { type: 'string' }, label: { type: 'string' }, ready: { type: 'boolean' } },
      },
    },
    effective: {
      type: 'object',
      required: ['protection', 'label', 'fallback', 'note'],
      properties: {
        protection: { type: 'string' },
        label: { type: 'string' },
        fallback: {
          type: 'boolean',
          description: 'Wybrana ochrona nie jest skonfigurowana: działa dowód pracy',
        },
        note: { type: 'string' },
      },
    },
  },
} as const;

export const choiceBodySchema = {
  type: 'object',
  required: ['choice'],
  additionalProperties: { not: {} },
  properties: { choice: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
