import type { ApiClient } from '../../api/client.js';
import type { FieldSchema } from '../../schema-form/schema-utils.js';

/** The organizer's registration with the gateway, as the API stored it. */
export interface PaymentOnboardingRegistration {
  /** The organizer's id at the gateway (the P24 sub-merchant id). */
  reference: string;
  /** The gateway's page where the organizer completes the verification. */
  link: string | null;
  /** ISO text (the client turns ISO dates into Date). */
  registeredAt: string | Date;
  /** The admin's e-mail. */
  registeredBy: string;
}

/** One provider that signs organizers up through a partner account. */
export interface PaymentOnboardingProvider {
  provider: string;
  label: string;
  title: string;
  description: string;
  schema: FieldSchema;
  /** Whose partner account registers the organizer, e.g. 'Systemowe konto płatności'. */
  account: { source: 'system' | 'organization' | 'project'; label: string };
  available: boolean;
  /** Polish, why registration is not available. */
  reason: string | null;
  registration: PaymentOnboardingRegistration | null;
}

/** `GET /organizations/{organizationId}/payment-onboarding`. */
export interface PaymentOnboardingView {
  providers: PaymentOnboardingProvider[];
}

/** `POST /organizations/{organizationId}/payment-onboarding/{provider}` (201). */
export interface PaymentOnboardingAnswer {
  registration: PaymentOnboardingRegistration;
  /** What the server stored into the organization's settings group, e.g. `{ marketplaceMerchantId }`. */
  settings: Record<string, string>;
}

const seg = encodeURIComponent;
const base = (organizationId: string) => `/organizations/${seg(organizationId)}/payment-onboarding`;

export const paymentOnboardingApi = {
  list: (api: ApiClient, organizationId: string) => api.get<PaymentOnboardingView>(base(organizationId)),
  /** 400 lists 'body.<field>: message' lines; 409 and 503 carry a Polish message. */
  register: (api: ApiClient, organizationId: string, provider: string, values: Record<string, unknown>) =>
    api.post<PaymentOnboardingAnswer>(`${base(organizationId)}/${seg(provider)}`, values),
};
