/** The payments module's public surface: what other modules and the infrastructure may use. */

export { eventIdParamsSchema } from './account-schemas.js';
export {
  accountContextOf,
  followUpDepsOf,
  paymentDepsOf,
  paymentFlowOf,
  paymentProvidersOf,
} from './app-flow.js';
export { addCashPayment } from './cash-payment.js';
export type { PaymentsConfig } from './config.js';
export { loadPaymentsConfig } from './config.js';
export { paymentOverrideCopyContributor } from './copy-project-payment-override.js';
export { paymentFollowUpJob } from './follow-up-job.js';
export { participantMoneyRefreshJob, refreshDueMoney } from './money-refresh-job.js';
export { paymentNotificationsJob } from './notifications-job.js';
export { forgetOnlineAvailability, onlinePaymentsAvailable } from './online-availability.js';
export { type ParticipantMoneyChange, refreshParticipantMoney } from './participant-money.js';
export { type PayerLinkDeps, payerLinkOf, payerLinksOf, projectOrigin } from './payer-key.js';
export { customerName, fullName, participantName } from './payer-names.js';
export { projectIntegrationsOf, readProjectIntegration, readSystemAccount } from './payment-accounts.js';
export type { PaymentDeps } from './payment-deps.js';
export { resolveAccount } from './payment-setup.js';
export { type ProviderContextDeps, providerContext } from './provider-context.js';
export { withPaymentAccess } from './registration-payment.js';
export { type PaymentRecord, paymentsOf } from './store.js';
