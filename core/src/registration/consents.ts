/**
 * The consents every Polish registration form carries (issue 14, "the participant's page"): the terms
 * ('Akceptuję regulamin', when the project has terms) and the RODO information clause (art. 13 GDPR: who
 * the controller is, why, on what basis, for how long, the person's rights). Each is a required checkbox of
 * the form; what the participant accepted (the text as shown, or the terms' address) and when is stored
 * with the registration.
 */
import type { ConsentSettings } from '../projects/project-types.js';

export const CONSENT_IDS = ['terms', 'privacy'] as const;
export type ConsentId = (typeof CONSENT_IDS)[number];

/** The organizer as the RODO clause and the page footer name them. */
export interface PageOrganizer {
  readonly name: string;
  readonly emailAddress: string;
  readonly phoneNumber: string;
  /** The organizer's address (invoicing data), '' when unknown. */
  readonly address: string;
  readonly taxId: string;
  readonly url: string;
}

/** A consent as the form shows it. */
export interface PublicConsent {
  readonly id: ConsentId;
  /** The checkbox's label (first person, the same for women and men). */
  readonly label: string;
  /** The text the participant reads and accepts ('' when only `url` is given). */
  readonly text: string;
  /** Where the full text is (terms on the organizer's site), or null. */
  readonly url: string | null;
}

/** A consent as stored with the registration. */
export interface AcceptedConsent extends PublicConsent {
  /** When the participant sent the form with it ticked. */
  readonly acceptedAt: Date;
}

export const CONSENT_LABELS: Readonly<Record<ConsentId, string>> = {
  terms: 'Akceptuję regulamin',
  privacy: 'Potwierdzam zapoznanie się z klauzulą informacyjną o przetwarzaniu danych osobowych (RODO)',
};

/** The Polish error when a required consent is not ticked (placed at `consents.<id>`). */
export const CONSENT_MISSING_MESSAGES: Readonly<Record<ConsentId, string>> = {
  terms: 'Zaakceptuj regulamin, aby wysłać formularz.',
  privacy: 'Potwierdź zapoznanie się z klauzulą informacyjną, aby wysłać formularz.',
};

function contactOf(organizer: PageOrganizer): string {
  const parts = [
    organizer.emailAddress ? `e-mail: ${organizer.emailAddress}` : '',
    organizer.phoneNumber ? `tel. ${organizer.phoneNumber}` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

/** The default RODO information clause (art. 13 GDPR) made from the organizer's identity. */
export function defaultPrivacyClause(organizer: PageOrganizer, projectName: string): string {
  const who = [organizer.name.trim() || 'organizator', organizer.address.trim()].filter(Boolean).join(', ');
  const contact = contactOf(organizer);
  return [
    `Administratorem Twoich danych osobowych jest ${who}${contact ? ` (${contact})` : ''}.`,
    `Dane przetwarzamy, aby przyjąć i obsłużyć zgłoszenie na „${projectName}”, rozliczyć płatności i ` +
      'skontaktować się w sprawie zgłoszenia (art. 6 ust. 1 lit. b RODO), a także aby wypełnić obowiązki ' +
      'prawne, w tym podatkowe i księgowe (art. 6 ust. 1 lit. c RODO).',
    'Dane przechowujemy przez czas potrzebny do obsługi zgłoszenia, a potem przez okres wymagany ' +
      'przepisami (w tym podatkowymi) i do przedawnienia roszczeń.',
    'Odbiorcami danych mogą być dostawcy usług, z których korzystamy (system zapisów, operator płatności, ' +
      'biuro rachunkowe), wyłącznie w zakresie potrzebnym do obsługi zgłoszenia.',
    'Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, ' +
      'przenoszenia oraz sprzeciwu, a także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych ' +
      'Osobowych.',
    'Podanie danych jest dobrowolne, ale bez nich nie możemy przyjąć zgłoszenia.',
  ].join(' ');
}

/** The project's consents in the order the form shows them: terms (when it has any), then the RODO clause. */
export function projectConsents(
  settings: Partial<ConsentSettings> | null | undefined,
  organizer: PageOrganizer,
  projectName: string,
): PublicConsent[] {
  const termsUrl = settings?.termsUrl?.trim() ?? '';
  const termsText = settings?.termsText?.trim() ?? '';
  const clause = settings?.privacyClause?.trim() ?? '';
  const consents: PublicConsent[] = [];
  if (termsUrl || termsText) {
    consents.push({ id: 'terms', label: CONSENT_LABELS.terms, text: termsText, url: termsUrl || null });
  }
  consents.push({
    id: 'privacy',
    label: CONSENT_LABELS.privacy,
    text: clause || defaultPrivacyClause(organizer, projectName),
    url: null,
  });
  return consents;
}

/**
 * The consents the participant ticked, stamped with `at`, or the Polish errors (`consents.<id>: …`) of
 * each one not ticked. Every consent the project shows is required.
 */
export function acceptConsents(
  consents: readonly PublicConsent[],
  ticked: Readonly<Record<string, unknown>> | null | undefined,
  at: Date,
): { accepted: AcceptedConsent[]; errors: string[] } {
  const accepted: AcceptedConsent[] = [];
  const errors: string[] = [];
  for (const consent of consents) {
    if (ticked?.[consent.id] === true) accepted.push({ ...consent, acceptedAt: at });
    else errors.push(`consents.${consent.id}: ${CONSENT_MISSING_MESSAGES[consent.id]}`);
  }
  return { accepted, errors };
}
