export { FailureInjector } from './failure-injector.js';
export {
  type FakeAnswer,
  FakeHookError,
  type FakeHttpRequest,
  headerValues,
  htmlAnswer,
  jsonAnswer,
  parseForm,
  pathParam,
  readFakeRequest,
  redirectAnswer,
} from './fake-http.js';
export { parseJsonObject } from './json-object.js';
export {
  assertLoopbackHost,
  type FakeListenOptions,
  type LoopbackServer,
  type LoopbackServerOptions,
  startLoopbackServer,
} from './loopback-server.js';
export {
  escapeHtml,
  formatFakeAmount,
  type PaywallOutcome,
  type PaywallPageContent,
  type PaywallRoute,
  paywallPage,
  servePaywall,
} from './paywall-page.js';
export {
  type NotificationDraft,
  type RedeliveredNotification,
  RedeliveringNotifier,
  type RedeliveringNotifierOptions,
} from './redelivering-notifier.js';
export {
  deliveryOrder,
  type FakeSettleOptions,
  readSettleHook,
  type SettleHookRequest,
} from './settle-delivery.js';
export {
  closedGatewayUrl,
  type FakeGatewayCheck,
  fakeGatewayCheck,
} from './testing/credentials-check.js';
export {
  type NotificationReceiver,
  type NotificationReceiverOptions,
  type ReceivedProviderNotification,
  startNotificationReceiver,
} from './testing/notification-receiver.js';
export { minimalPaymentInput, type PaymentInputDefaults, paymentInputs } from './testing/payment-inputs.js';
export { type FakeProviderContextOptions, fakeProviderContext } from './testing/provider-context.js';
export { providerFailure } from './testing/provider-failure.js';
export { everythingSaid, type LoggedLine, ProviderLogCollector } from './testing/provider-log.js';
export { registeredPaymentProvider } from './testing/registered-provider.js';
export { warsawWallTime } from './warsaw-time.js';
