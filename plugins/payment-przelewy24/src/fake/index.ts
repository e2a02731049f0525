export { handleP24Api } from './api-routes.js';
export { type SettleOutcome, settleTransaction } from './hooks.js';
export {
  basicAuthMatches,
  type FakeRequest,
  type FakeResponse,
  isInt,
  isNonEmptyText,
  p24Error,
  parseJsonObject,
  UNAUTHORIZED,
} from './http-util.js';
export { FakeP24Ledger, type FakeP24Merchant } from './ledger.js';
export { P24_REDELIVERY_SCHEDULE_MS, type PostJson } from './notifier.js';
export {
  FAKE_P24_DEFAULTS,
  type FakePrzelewy24Gateway,
  type FakePrzelewy24Options,
  startFakePrzelewy24Gateway,
} from './server.js';
export {
  type NotificationSink,
  type ReceivedNotification,
  type SinkReply,
  startNotificationSink,
} from './sink.js';
export type { FakeP24Delivery, FakeP24Refund, FakeP24Transaction } from './state.js';
