import type { StoredForm } from '../forms/index.js';
import type { InstallmentsDefinition } from '../installments/index.js';
import type { Grosze, VatRate } from '../money/index.js';
import type { PaymentRule } from '../pricing/index.js';
import type { PublicPage } from './public-page.js';

/** Which of a project's forms: the registration form, the basic (organizer's) form, or the survey. */
export const FORM_TYPES = ['registration', 'basic', 'survey'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** A product as the public form sees it (second document §3 Product, availability from §4). */
export interface PublicProduct {
  readonly productId: string;
  readonly name: string;
  readonly enabled: boolean;
  /** Integer grosze. */
  readonly price: Grosze;
  /** Pieces left; null when unlimited. */
  readonly inventory: number | null;
  readonly maxCount: number | null;
  readonly durationMinutes: number | null;
  /** The product's own VAT rate; absent or null: the project's. */
  readonly vatRate?: VatRate | null;
  /** json-logic over the FormData; the product is offered only when truthy (null: always). */
  readonly visibilityRule: { readonly jsonRule?: unknown; readonly humanRule?: string } | null;
  /** Second document §4 "Product availability": enabled and inventory not at or below zero. */
  readonly available: boolean;
}

/**
 * Whether the form accepts submissions now (second document §4 "Registration open", "Waiting list",
 * "Survey open"); `message` is the project's Polish text for a closed form or a full project.
 */
export interface PublicFormAvailability {
  readonly open: boolean;
  /** Open, but new participants land on the waiting list (limit reached, waiting list enabled). */
  readonly waitingList: boolean;
  /** Places left when the project has a participant limit, else null. */
  readonly placesLeft: number | null;
  readonly message: string | null;
  /** A survey that takes answers only from participants' personal survey links (`/ankieta?p=`). */
  readonly participantLinkRequired?: boolean;
}

/**
 * The answer of `GET /services/api/forms/public/{domain}?type=registration|survey` (and of the draft
 * preview `GET /services/api/forms/preview/{uid}`): everything the form widget needs to render, price and
 * submit a published form without an account.
 */
export interface PublicForm {
  readonly project: {
    readonly eventId: string;
    readonly organizationId: string;
    readonly name: string;
    readonly domainName: string;
    readonly translationType: string;
  };
  readonly type: FormType;
  /** The published form (or the draft for a preview), definition recomputed by the server. */
  readonly form: StoredForm;
  readonly products: readonly PublicProduct[];
  readonly paymentRules: readonly PaymentRule[];
  readonly installments: {
    readonly enabled: boolean;
    readonly configurations: readonly InstallmentsDefinition[];
  };
  /** The project's VAT rate for net amounts (invoicing vatPercent), null for none. */
  readonly vatRate: string | null;
  /**
   * Which online/offline payment options the completion page can offer; `transferAccount`: the project has
   * a bank account the payment page shows (absent from older servers: the page must not promise one).
   */
  readonly payments: {
    readonly enabled: boolean;
    readonly online: boolean;
    readonly cash: boolean;
    readonly transferAccount?: boolean;
  };
  readonly availability: PublicFormAvailability;
  /** True for a draft preview: submitting is disabled. */
  readonly preview: boolean;
  /** The page around the form: header, footer, consents, date format (absent from older servers). */
  readonly page?: PublicPage;
}
