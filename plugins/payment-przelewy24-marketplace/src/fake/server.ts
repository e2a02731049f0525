import { FailureInjector } from '@zapisy/payment-fake-kit';
import {
  type FakePrzelewy24Gateway,
  type FakePrzelewy24Options,
  startFakePrzelewy24Gateway,
} from '@zapisy/plugin-payment-przelewy24/fake';
import { type FakeSubMerchant, handleMerchantRoutes } from './merchant-routes.js';
import { type FakeDispatch, handleMultiStoreRoutes } from './multistore-routes.js';

export interface FakePrzelewy24MarketplaceOptions extends Omit<FakePrzelewy24Options, 'extraRoutes'> {
  /** Sub-merchant ids that exist from the start (merchants registered through the API are added). */
  sellers?: readonly number[];
}

export interface FakePrzelewy24MarketplaceGateway extends FakePrzelewy24Gateway {
  /** Sub-merchants registered through `POST /api/v1/merchant/register`. */
  merchants(): FakeSubMerchant[];
  dispatches(): FakeDispatch[];
  /**
   * The `przelewy24` settings group for the marketplace provider on this fake: the partner keys, this
   * fake's POS as the marketplace POS, the marketplace enabled and verified for sub-merchant `sellerId`.
   */
  marketplaceSettings(sellerId: number, cost?: number): Record<string, string | number | boolean>;
  /** The next `count` dispatchTransaction calls answer `httpStatus` (default 503) and dispatch nothing. */
  failDispatches(count: number, httpStatus?: number): void;
}

/**
 * The P24 fake (register, payer page, notifications, verify, refunds) plus the marketplace routes:
 * merchant register/exists, multiStore dispatchTransaction/dispatchInfo/refund. Same auth and error shapes.
 */
export async function startFakePrzelewy24MarketplaceGateway(
  options: FakePrzelewy24MarketplaceOptions = {},
): Promise<FakePrzelewy24MarketplaceGateway> {
  const merchants: FakeSubMerchant[] = [];
  const dispatches: FakeDispatch[] = [];
  const sellers = new Set<number>(options.sellers ?? []);
  const dispatchFailures = new FailureInjector();
  let nextMerchantId = 700_001;
  const nextId = () => {
    const id = nextMerchantId++;
    sellers.add(id);
    return id;
  };
  const gateway = await startFakePrzelewy24Gateway({
    ...options,
    extraRoutes: async (request, base) =>
      handleMerchantRoutes(request, base, merchants, nextId) ??
      (await handleMultiStoreRoutes(request, base, sellers, dispatches, dispatchFailures)),
  });
  return Object.assign(gateway, {
    merchants: () => merchants.map((m) => ({ ...m })),
    dispatches: () => dispatches.map((d) => ({ ...d })),
    marketplaceSettings: (sellerId: number, cost = 0) => ({
      merchantId: String(gateway.merchant.merchantId),
      posId: '',
      marketplacePosId: String(gateway.merchant.posId),
      crcKey: gateway.merchant.crcKey,
      apiKey: gateway.merchant.apiKey,
      marketplaceEnabled: true,
      marketplaceMerchantId: String(sellerId),
      cost,
      verified: true,
    }),
    failDispatches: (count: number, httpStatus?: number) => dispatchFailures.failNext(count, httpStatus),
  });
}
