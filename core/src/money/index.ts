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
