export {
  orderSettlementCategories,
  type SettlementCategoryFigure,
  settlementCategoriesOf,
  settlementCategoryFigures,
  settlementCategoryOf,
  settlementCategoryText,
  settlementPercentText,
} from './settlement-categories.js';
export {
  SETTLEMENTS_BASE_COLUMNS,
  SETTLEMENTS_MONEY_COLUMNS,
  SETTLEMENTS_STATUS_COLUMN,
  type SettlementsColumn,
  type SettlementsColumnKind,
  settlementsColumns,
} from './settlements-columns.js';
export {
  type SettlementsSums,
  settlementsSearch,
  settlementsSums,
  settlementsValue,
  sortSettlementsRows,
} from './settlements-grid.js';
export {
  isReceivedPayment,
  NO_PAYMENT_METHOD,
  paymentMethodLabel,
  type SettlementsBilling,
  type SettlementsLatestPayment,
  type SettlementsParticipant,
  type SettlementsRow,
  type SettlementsRowContext,
  settlementsManualMarkup,
  settlementsPaymentForm,
  settlementsPaymentsSum,
  settlementsRow,
} from './settlements-row.js';
export {
  SETTLEMENTS_MONEY_KEYS,
  SETTLEMENTS_ROW_KEYS,
  type SettlementsMoneyKey,
  settlementsDecoder,
  settlementsKeys,
  settlementsValues,
} from './settlements-stream.js';
