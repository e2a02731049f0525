export { allocateProportionally } from './allocate.js';
export { formatGrosze, formatMoney } from './format-money.js';
export { assertGrosze, fromGrosze, toGrosze } from './grosze.js';
export { type Grosze, MONEY_PRECISION, Money } from './money.js';
export { type MoneyInput, parseMoney } from './parse-money.js';
export {
  grossFromNet,
  isVatRate,
  netFromGross,
  normalizeVatRate,
  VAT_RATES,
  type VatBreakdown,
  type VatRate,
  type VatRateInput,
  vatBreakdownFromGross,
  vatBreakdownFromNet,
  vatFromGross,
  vatFromNet,
  vatPercent,
} from './vat.js';
export {
  CURRENT_VAT_RATES,
  isCurrentVatRate,
  RETIRED_VAT_RATES,
  readStoredVatRate,
  VAT_RATE_TABLE,
  type VatRateEntry,
  vatRateLabel,
  vatRateSchema,
} from './vat-rates.js';
