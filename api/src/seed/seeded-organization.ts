/**
 * The organization document as the first-start seed writes it: the fields it fills, fewer than a whole
 * `OrganizationDocument` (modules/organizations/store.ts). Spec §9: "Org defaults: lump percent 8.5, days to
 * pay 14, numbering 'xxxx/yyyy' yearly, logo height 30, VAT 'np'".
 */
export interface SeededOrganization {
  _id: string;
  organizationId: string;
  name: string;
  ownerId: string;
  /** Stored lower-case. */
  domainName?: string;
  useDomain?: boolean;
  emailAddress?: string;
  customerSettings: {
    hasGlobalPayments: boolean;
    customerPerParticipant: boolean;
    twoPeople: boolean;
    hasGuardian: boolean;
    billingsByPaymentDate: boolean;
  };
  invoicing?: { lumpPercent: number; vatPercent: string; daysToPay: number; useVat: boolean };
  numberingPatterns?: { patternId: string; pattern: string; yearly: boolean }[];
  subscriptionStatus?: 'free' | 'subscription' | 'inactive' | 'quota';
  permissions?: { userId: string; role: string; from?: Date | null; to?: Date | null }[];
  createdAt: Date;
}
