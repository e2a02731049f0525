/**
 * The query key of every resource the admin reads: `[resource, scope…]`, so a change invalidates one
 * record (`customer(org, id)`) or all of a resource in its scope (`customers(org)`).
 */
export const queryKeys = {
  organization: (organizationId: string) => ['organization', organizationId] as const,
  pluginSettingsSchemas: () => ['plugin-settings-schemas'] as const,
  projectPaymentIntegration: (eventId: string) => ['payment-integration', eventId] as const,
  projectPluginSettings: (eventId: string) => ['plugin-settings', eventId] as const,
  customers: (organizationId: string) => ['customers', organizationId] as const,
  customer: (organizationId: string, customerId: string) =>
    ['customers', organizationId, customerId] as const,
  outbox: (organizationId: string) => ['outbox', organizationId] as const,
  outboxPage: (organizationId: string, page: number, pageSize: number) =>
    ['outbox', organizationId, { page, pageSize }] as const,
  audit: (organizationId: string) => ['audit', organizationId] as const,
  auditPage: (organizationId: string, query: Record<string, unknown>) =>
    ['audit', organizationId, query] as const,
  participantsById: (eventId: string, ids: string) => ['participants', eventId, 'by-id', ids] as const,
  participantsToFinalize: (eventId: string, ids: string) =>
    ['participants', eventId, 'finalize', ids] as const,
  participantData: (eventId: string, participantId: string) =>
    ['participants', eventId, participantId] as const,
  participantPayments: (eventId: string, participantId: string) =>
    ['payments', eventId, { participantId }] as const,
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
