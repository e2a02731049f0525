/**
 * The `event` part of a project (spec second document §3 "Project"): name, slogan, description, domain,
 * dates, e-mail, vocabulary, and the registration, survey and reception settings.
 */
import { PARTICIPANT_MAX_MEETING_INDEX } from '../participants/index.js';
import { TRANSLATION_TYPE_IDS } from '../strings/index.js';
import { DEFAULT_PROJECT_DATE_FORMAT, PROJECT_DATE_FORMATS } from '../time/project-date.js';
import {
  bool,
  choice,
  date,
  email,
  grosze,
  group,
  int,
  PROJECT_DOMAIN_PATTERN,
  text,
  url,
} from './schema-parts.js';

/**
 * The project's bot protection (spec: "reCAPTCHA is enabled by default"): 'auto' (the default: reCAPTCHA
 * when the organization has its keys, otherwise the self-hosted proof of work, so it is never silently
 * off), 'off', or the id of a loaded bot-protection plugin. The API lists and checks the ids.
 */
export const BOT_PROTECTION_AUTO = 'auto';
export const BOT_PROTECTION_OFF = 'off';

/** Spec: "affiliateBillingCategory (default is a Polish word for affiliate commission)". */
export const DEFAULT_AFFILIATE_BILLING_CATEGORY = 'Prowizja';

export const registrationSettingsSchema = group('Zapisy', {
  enabled: bool('Zapisy włączone', true),
  from: date('Zapisy od'),
  to: date('Zapisy do'),
  confirm: bool('Potwierdzanie zgłoszeń', true),
  timeConstained: bool('Zapisy ograniczone czasowo', false),
  limitOfParticipantsEnabled: bool('Limit miejsc', false),
  limitOfParticipants: int('Liczba miejsc', 0, 0, 1_000_000),
  enableWaitingList: bool('Lista rezerwowa', false),
  affiliateEnabled: bool('Program poleceń', false),
  affiliateProviderAmount: grosze('Prowizja polecającego (kwota)', 0),
  affiliateProviderPercent: {
    type: 'number',
    title: 'Prowizja polecającego (%)',
    minimum: 0,
    maximum: 100,
    default: 0,
  },
  affiliateMaxUses: int('Maksymalna liczba użyć polecenia (0 = bez limitu)', 0, 0, 1_000_000),
  affiliateMinPurchaseAmount: grosze('Minimalna kwota zakupu', 0),
  affiliateCommissionValidationDays: int('Dni do zatwierdzenia prowizji', 0, 0, 3650),
  affiliateBillingCategory: text('Kategoria należności za prowizję', DEFAULT_AFFILIATE_BILLING_CATEGORY, 100),
  // Chosen in its own admin section (PUT /projects/{eventId}/bot-protection checks the id): not drawn here.
  botProtection: { ...text('Ochrona formularza przed botami', BOT_PROTECTION_AUTO, 100), readOnly: true },
});

export const surveySettingsSchema = group('Ankieta', {
  enabled: bool('Ankieta włączona', false),
  from: date('Ankieta od'),
  to: date('Ankieta do'),
  anonymous: bool('Ankieta także bez linku uczestnika (anonimowa)', false),
});

export const receptionSettingsSchema = group('Recepcja', {
  enabled: bool('Recepcja włączona', true),
  meetings: group('Spotkania', {
    enabled: bool('Wiele spotkań', false),
    current: int('Bieżące spotkanie', 0, 0, PARTICIPANT_MAX_MEETING_INDEX),
  }),
});

/**
 * The consents of the participant's page (terms and the RODO information clause), stored with every
 * registration as accepted text and time. An empty clause is the default one made from the organizer's
 * identity (core `privacyClauseText`); the terms checkbox shows when the project has terms (text or address).
 */
export const consentSettingsSchema = group('Zgody w formularzu', {
  termsUrl: url('Regulamin: adres strony z regulaminem'),
  termsText: text('Regulamin: treść (gdy nie ma osobnej strony)', '', 50_000),
  privacyClause: text('Klauzula informacyjna RODO (pusta: domyślna, z danych organizatora)', '', 20_000),
});

/** `event`: name and domain have no defaults (a new project is given them), everything else has. */
export const projectEventSchema = {
  type: 'object',
  title: 'Projekt',
  additionalProperties: false,
  required: [
    'name',
    'slogan',
    'description',
    'domainName',
    'isMainDomain',
    'from',
    'to',
    'emailAddress',
    'translationType',
    'registration',
    'survey',
    'reception',
  ],
  properties: {
    name: { type: 'string', title: 'Nazwa', minLength: 1, maxLength: 200, pattern: '\\S' },
    slogan: text('Hasło', '', 300),
    description: text('Opis', '', 20_000),
    domainName: {
      type: 'string',
      title: 'Domena',
      description: 'Małe litery, cyfry i myślniki (nie na początku ani na końcu), do 63 znaków',
      minLength: 1,
      maxLength: 63,
      pattern: PROJECT_DOMAIN_PATTERN,
    },
    isMainDomain: bool('Domena główna organizacji', false),
    from: date('Od'),
    to: date('Do'),
    emailAddress: email('Adres e-mail'),
    place: text('Miejsce', '', 300),
    websiteUrl: url('Strona projektu (przycisk „Wróć na stronę” po zapisie)'),
    dateFormat: choice('Format daty', PROJECT_DATE_FORMATS, DEFAULT_PROJECT_DATE_FORMAT),
    consents: consentSettingsSchema,
    translationType: choice('Rodzaj słownictwa', TRANSLATION_TYPE_IDS, 'default'),
    registration: registrationSettingsSchema,
    survey: surveySettingsSchema,
    reception: receptionSettingsSchema,
  },
} as const;
