/**
 * Where an invoice stands in KSeF, whoever sent it: the e-invoicing plugin directly or the accounting service
 * (iFirma `fakturakraj/ksef/send`, Fakturownia `gov_save_and_send`). 'offline': issued while KSeF could not
 * be reached (OFFLINE24 or a KSeF outage) and still to be sent.
 */
export const KSEF_SUBMISSION_STATUSES = [
  'not-sent',
  'processing',
  'accepted',
  'rejected',
  'offline',
] as const;
export type KsefSubmissionStatus = (typeof KSEF_SUBMISSION_STATUSES)[number];

/** What an organizer sees in the invoice list. */
export const KSEF_SUBMISSION_STATUS_LABELS = {
  'not-sent': 'Nie wysłano do KSeF',
  processing: 'Przetwarzanie w KSeF',
  accepted: 'Przyjęta w KSeF',
  rejected: 'Odrzucona przez KSeF',
  offline: 'Wystawiona offline, czeka na wysyłkę do KSeF',
} as const satisfies Record<KsefSubmissionStatus, string>;

export interface KsefSubmissionState {
  status: KsefSubmissionStatus;
  /** Given once KSeF accepted the invoice ('5265877635-20250826-0100001AF629-AF'; see `isKsefNumber`). */
  ksefNumber?: string;
  /** When KSeF accepted it (the legal moment of issue for invoices in KSeF). */
  acceptedAt?: Date;
  /** KSeF's processing code when known (200 accepted; 440 duplicate, 450 semantic error, …). */
  code?: number;
  /** Polish, why KSeF refused, for the organizer (KSeF's own description where it gives one). */
  message?: string;
  /** The public verification link printed as the invoice's QR code (KOD I). */
  verificationUrl?: string;
}
