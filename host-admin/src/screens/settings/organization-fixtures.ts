/**
 * `GET /organization/o1` as the organization settings screen loads it: stored keys answered as `{ set }`,
 * the Paynow group stored; `accounts` adds other stored module groups.
 */
export const organizationWithPayments = (paymentModule: string, accounts: Record<string, unknown> = {}) => ({
  organizationId: 'o1',
  ownerId: 'u1',
  name: 'Szkoła Podstawowa nr 1',
  subscriptionStatus: 'active',
  permissions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  integrations: {
    useSystemPaymentAccounts: false,
    paymentModule,
    isAccountingEnabled: false,
    accountingModule: 'none',
    accounts: { ...accounts, paynow: { apiKey: { set: true }, signKey: { set: true } } },
  },
});
