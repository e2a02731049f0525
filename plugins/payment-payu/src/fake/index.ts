export { orderNotificationBody, payuTime, refundNotificationBody } from './fake-documents.js';
export type { FakePayuNotification } from './fake-notifier.js';
export {
  FAKE_PAYU_DEFAULT_KEYS,
  type FakePayuGateway,
  type FakePayuGatewayOptions,
  PAYU_REDELIVERY_SCHEDULE_MINUTES,
  startFakePayuGateway,
} from './fake-server.js';
export type { FakeSettleOptions, FakeSettleOutcome } from './fake-settle.js';
export type { FakePayuOrder, FakePayuRefund } from './fake-state.js';
