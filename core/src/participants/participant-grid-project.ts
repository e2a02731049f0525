/**
 * The project a participants grid row belongs to, and the links the row shows (first document §2
 * "Participants grid" columns "survey link, form link, affiliate link, … event name"). With the project's
 * dataSettings.showFromAllEvents a grid holds rows of several projects, each with its own name and domain.
 */
import { FORM_FIELD_NAMES } from '../forms/form-field-names.js';

export interface ParticipantGridProject {
  eventId: string;
  /** The project's name (event.name), the row's "event name". */
  name: string;
  /** The project's public origin (`https://demo.zapisy.pl`), or null when unknown (no links then). */
  origin: string | null;
  /** event.survey.enabled: only then has a participant a survey link. */
  surveyEnabled: boolean;
  /** event.registration.affiliateEnabled: only then has a participant an affiliate link. */
  affiliateEnabled: boolean;
  /** Installments definitionId → name (payments.installments.configurations), for the installments description. */
  installmentPlans?: Readonly<Record<string, string>>;
  /** The project's event.dateFormat: the installments description's dates are written in it. */
  dateFormat?: string;
}

/**
 * The public origin of a project: its subdomain of the base domain (spec §1 "Each project is served on its
 * own subdomain … of the product host"), with the public URL's protocol and port.
 */
export function projectPublicOrigin(
  publicUrl: string,
  baseDomain: string,
  domainName: string,
): string | null {
  // Core has no DOM/URL types: the protocol and port read from an `http(s)://host[:port]` address.
  const base = /^(https?:)\/\/(?:[^@/?#]*@)?(?:\[[^\]]*\]|[^:/?#]*)(?::(\d+))?(?:[/?#]|$)/i.exec(publicUrl);
  if (!base || !domainName || !baseDomain) return null;
  const protocol = (base[1] as string).toLowerCase();
  const port = base[2] && base[2] !== (protocol === 'https:' ? '443' : '80') ? `:${base[2]}` : '';
  return `${protocol}//${domainName}.${baseDomain}${port}`;
}

export interface ParticipantGridLinks {
  formLink: string | null;
  surveyLink: string | null;
  affiliateLink: string | null;
}

/**
 * The row's links, on the public routes of first document §2 (/formularz registration form, /ankieta
 * survey) for this participant (`p` = its id, as the participant's "links" action gives them). The affiliate
 * link opens the registration form with the well-known field `affiliate_id` set to this participant's id, so
 * whoever registers through it is counted among this participant's referrals.
 */
export function participantGridLinks(
  project: ParticipantGridProject | null | undefined,
  participantId: string,
): ParticipantGridLinks {
  const origin = project?.origin;
  if (!origin || !participantId) return { formLink: null, surveyLink: null, affiliateLink: null };
  const id = encodeURIComponent(participantId);
  return {
    formLink: `${origin}/formularz?p=${id}`,
    surveyLink: project.surveyEnabled ? `${origin}/ankieta?p=${id}` : null,
    affiliateLink: project.affiliateEnabled
      ? `${origin}/formularz?${FORM_FIELD_NAMES.affiliateId}=${id}`
      : null,
  };
}
