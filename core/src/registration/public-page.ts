/**
 * The participant's page around the form (issue 14): the project's header (name, slogan, dates, place,
 * description, logo, organizer's name and contact), the footer with the organizer's identity, the consents
 * and the project's date format. Part of the public form payload (`PublicForm.page`).
 */
import type { ProjectDateFormat } from '../time/project-date.js';
import type { PageOrganizer, PublicConsent } from './consents.js';

export interface PublicPage {
  readonly slogan: string;
  readonly description: string;
  /** ISO instants or null (open-ended). */
  readonly from: string | null;
  readonly to: string | null;
  readonly place: string;
  /** The project's date format (formatProjectDate). */
  readonly dateFormat: ProjectDateFormat;
  /** The project's own website ('Wróć na stronę …' after registering), or null. */
  readonly websiteUrl: string | null;
  /** The project's logo (or the organization's), served under /images, or null. */
  readonly logo: { readonly url: string; readonly height: number } | null;
  readonly organizer: PageOrganizer;
  /** Required checkboxes: terms (when the project has them) and the RODO information clause. */
  readonly consents: readonly PublicConsent[];
}
