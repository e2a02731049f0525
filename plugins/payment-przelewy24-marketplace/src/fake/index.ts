export type { FakeSubMerchant } from './merchant-routes.js';
export type { FakeDispatch } from './multistore-routes.js';
export {
  type FakePrzelewy24MarketplaceGateway,
  type FakePrzelewy24MarketplaceOptions,
  startFakePrzelewy24MarketplaceGateway,
} from './server.js';
