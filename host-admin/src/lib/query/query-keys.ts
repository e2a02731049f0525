/**
 * The query key of every resource the admin reads: `[resource, scope…]`, so a change invalidates one
 * record (`customer(org, id)`) or all of a resource in its scope (`customers(org)`).
 */
export const queryKeys = {
  organization: (organizationId: string) => ['organization', organizationId] as const,
  pluginSettingsSchemas: () => ['plugin-settings-schemas'] as const,
  projectPaymentIntegration: (eventId: string) => ['payment-integration', eventId] as const,
  projectPluginSettings: (eventId: string) => ['plugin-settings', eventId] as const,
  projectBotProtection: (eventId: string) => ['bot-protection', eventId] as const,
  /** The logged-in user's own profile (GET /me). */
  me: () => ['me'] as const,
  /** The logged-in user's sessions (GET /me/sessions). */
  mySessions: () => ['me', 'sessions'] as const,
  /** The figures of a project's 'Kokpit'. */
  dashboard: (eventId: string) => ['dashboard', eventId] as const,
  projects: (organizationId: string) => ['projects', organizationId] as const,
  /** The project document; its strings sit below it, so a saved project refreshes its vocabulary too. */
  project: (eventId: string) => ['project', eventId] as const,
  /** Is the domain free for a new project? */
  domainCheck: (domain: string) => ['project-domain', domain] as const,
  projectStrings: (eventId: string) => ['project', eventId, 'strings'] as const,
  registrationForm: (eventId: string) => ['forms', eventId, 'registration'] as const,
  customerSearch: (organizationId: string, search: string, limit: number) =>
    ['customers', organizationId, { search, limit }] as const,
  participantColumns: (eventId: string) => ['participants', eventId, 'columns'] as const,
  siteOrganizations: () => ['site-admin', 'organizations'] as const,
  siteOrganizationsPage: (query: { page: number; pageSize: number; search?: string }) =>
    ['site-admin', 'organizations', query] as const,
  siteUsers: () => ['site-admin', 'users'] as const,
  siteUsersPage: (query: { page: number; pageSize: number; search?: string; role?: string }) =>
    ['site-admin', 'users', query] as const,
  systemPaymentAccounts: () => ['system-payment-accounts'] as const,
  systemAccountHistory: () => ['system-payment-accounts', 'history'] as const,
  customers: (organizationId: string) => ['customers', organizationId] as const,
  customer: (organizationId: string, customerId: string) =>
    ['customers', organizationId, customerId] as const,
  paymentOnboarding: (organizationId: string) => ['payment-onboarding', organizationId] as const,
  outbox: (organizationId: string) => ['outbox', organizationId] as const,
  outboxPage: (organizationId: string, page: number, pageSize: number) =>
    ['outbox', organizationId, { page, pageSize }] as const,
  audit: (organizationId: string) => ['audit', organizationId] as const,
  auditPage: (organizationId: string, query: Record<string, unknown>) =>
    ['audit', organizationId, query] as const,
  /** Everything read of a project's participants (their data, the forms' lists, the grid's columns). */
  participants: (eventId: string) => ['participants', eventId] as const,
  participantsById: (eventId: string, ids: string) => ['participants', eventId, 'by-id', ids] as const,
  participantsToFinalize: (eventId: string, ids: string) =>
    ['participants', eventId, 'finalize', ids] as const,
  participantData: (eventId: string, participantId: string) =>
    ['participants', eventId, participantId] as const,
  participantPayments: (eventId: string, participantId: string) =>
    ['payments', eventId, { participantId }] as const,
  /** Everything read of a project's payments (a participant's list, one payment's details). */
  payments: (eventId: string) => ['payments', eventId] as const,
  payment: (eventId: string, paymentId: string) => ['payments', eventId, paymentId] as const,
  products: (eventId: string) => ['products', eventId] as const,
  paymentRules: (eventId: string) => ['payment-rules', eventId] as const,
  webhookSecret: (eventId: string) => ['webhooks', eventId, 'secret'] as const,
  webhookDeliveries: (eventId: string) => ['webhooks', eventId, 'deliveries'] as const,
  eventDeliveries: (eventId: string) => ['event-deliveries', eventId] as const,
  eventSubscribers: (eventId: string) => ['event-deliveries', eventId, 'subscribers'] as const,
  failedEventDeliveries: (eventId: string, subscriberId: string) =>
    ['event-deliveries', eventId, 'failed', subscriberId] as const,
};
