export {
  FAKE_RECAPTCHA_DEFAULT_KEYS,
  type FakeRecaptcha,
  type FakeRecaptchaOptions,
  startFakeRecaptcha,
} from './fake-server.js';
export type { FakeRecaptchaToken, FakeSiteverifyCall } from './fake-state.js';
