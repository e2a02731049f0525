export type { FakePaynowNotification } from './fake-notifier.js';
export {
  FAKE_PAYNOW_DEFAULT_KEYS,
  type FakePaynowGateway,
  type FakePaynowGatewayOptions,
  startFakePaynowGateway,
} from './fake-server.js';
export type { FakeSettleOptions, FakeSettleOutcome } from './fake-settle.js';
export type { FakePaynowPayment, FakePaynowRefund } from './fake-state.js';
