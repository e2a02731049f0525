import { type PaymentProviderContext, PaymentProviderError, type PaymentSettingsSchema } from '@zapisy/core';
import { P24_SETTINGS_SCHEMA, readP24Id } from '@zapisy/plugin-payment-przelewy24';

/**
 * The same `przelewy24` settings group as the plain provider, with the marketplace fields. The keys
 * (merchantId, posId, crcKey, apiKey) are the marketplace's (partner) account, usually the system's
 * (`useSystemPaymentAccounts`); `marketplaceMerchantId` is the organizer's sub-merchant id that receives the
 * funds; `marketplacePosId`, when set, is the marketplace POS the transactions are registered on; `cost` is
 * the marketplace's commission in percent kept from every payment.
 */
export const P24_MARKETPLACE_SETTINGS_SCHEMA = {
  type: 'object',
  title: 'Przelewy24 Marketplace',
  required: ['merchantId', 'crcKey', 'marketplaceEnabled', 'marketplaceMerchantId'],
  properties: {
    ...P24_SETTINGS_SCHEMA.properties,
    marketplaceEnabled: { type: 'boolean', title: 'Marketplace włączony', default: false },
    marketplaceMerchantId: {
      type: 'string',
      title: 'Identyfikator sprzedawcy w marketplace',
      description:
        'Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.',
      pattern: '^[0-9]*$',
    },
    marketplacePosId: {
      type: 'string',
      title: 'Identyfikator sklepu w marketplace',
      description:
        'POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).',
      pattern: '^[0-9]*$',
    },
    cost: {
      type: 'number',
      title: 'Koszt transakcji (%)',
      description:
        'Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.',
      minimum: 0,
      maximum: 100,
      default: 0,
    },
    verified: { type: 'boolean', title: 'Konto zweryfikowane', default: false },
  },
} as const satisfies PaymentSettingsSchema;

/** The organizer's own fields of the group: with the platform's system account, read from the organization. */
export const P24_MARKETPLACE_ORGANIZER_FIELDS = ['marketplaceMerchantId', 'verified'] as const;

export interface MarketplaceSettings {
  /** The organizer's sub-merchant id (`sellerId` of dispatches). */
  sellerId: number;
  /** Commission in percent (0–100). */
  costPercent: number;
}

function configuration(message: string, field: string): PaymentProviderError {
  return new PaymentProviderError('configuration', message, { provider: 'przelewy24marketplace', field });
}

/** Reads the marketplace fields; Polish configuration errors name the field. */
export function readMarketplaceSettings(settings: Readonly<Record<string, unknown>>): MarketplaceSettings {
  if (settings.marketplaceEnabled !== true && settings.marketplaceEnabled !== 'true') {
    throw configuration(
      'Przelewy24 Marketplace nie jest włączony: zaznacz pole „Marketplace włączony” w ustawieniach płatności.',
      'marketplaceEnabled',
    );
  }
  let sellerId: number | undefined;
  try {
    sellerId = readP24Id(settings, 'marketplaceMerchantId');
  } catch {
    throw configuration(
      'Przelewy24 Marketplace nie jest poprawnie skonfigurowany: pole „Identyfikator sprzedawcy w marketplace” musi być liczbą całkowitą dodatnią.',
      'marketplaceMerchantId',
    );
  }
  if (sellerId === undefined) {
    throw configuration(
      'Przelewy24 Marketplace nie jest skonfigurowany: brak pola „Identyfikator sprzedawcy w marketplace” w ustawieniach płatności.',
      'marketplaceMerchantId',
    );
  }
  if (settings.verified === false) {
    throw configuration(
      'Konto organizatora w Przelewy24 Marketplace nie zostało jeszcze zweryfikowane. Płatności online będą dostępne po weryfikacji.',
      'verified',
    );
  }
  const cost =
    typeof settings.cost === 'string' ? Number(settings.cost.replace(',', '.')) : (settings.cost ?? 0);
  if (typeof cost !== 'number' || !Number.isFinite(cost) || cost < 0 || cost > 100) {
    throw configuration(
      'Przelewy24 Marketplace nie jest poprawnie skonfigurowany: pole „Koszt transakcji (%)” musi być liczbą od 0 do 100.',
      'cost',
    );
  }
  return { sellerId, costPercent: cost };
}

/**
 * The context the base P24 functions get: the marketplace account's keys, registering on
 * `marketplacePosId` when set (it is also the Basic user, as P24 logs in with the POS id).
 */
export function marketplaceContext(context: PaymentProviderContext): PaymentProviderContext {
  const { settings } = context;
  const marketplacePosId = readP24Id(settings, 'marketplacePosId');
  const base: Record<string, unknown> = {
    merchantId: settings.merchantId,
    posId: marketplacePosId ?? settings.posId,
    crcKey: settings.crcKey,
    apiKey: settings.apiKey,
    orderKey: settings.orderKey,
  };
  return { ...context, settings: base };
}
