export {
  CUSTOMER_TYPE_LABELS,
  CUSTOMER_TYPES,
  type Customer,
  type CustomerAddress,
  type CustomerBillingDefaults,
  type CustomerGuardian,
  type CustomerInvoiceData,
  type CustomerType,
  isCustomerType,
} from './customer.js';
export {
  CUSTOMER_MAX_EMAILS,
  CUSTOMER_MAX_PHONES,
  type CustomerContactList,
  customerContacts,
} from './customer-contacts.js';
export {
  CUSTOMER_GRID_COLUMNS,
  type CustomerColumnFlags,
  type CustomerColumnGroup,
  type CustomerGridColumn,
  type CustomerGridColumnKind,
  customerCellValue,
  customerColumnValue,
  customerExportColumns,
  customerGridColumns,
  customerGroupShown,
} from './customer-grid-columns.js';
export {
  CUSTOMER_LATE_LABEL_TEXTS,
  CUSTOMER_LATE_LABEL_VALUES,
  type CustomerLateLabelOptions,
  type CustomerLateLabelValue,
  customerLateLabel,
} from './customer-late-label.js';
export {
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_STATUSES,
  type CustomerBillingStatus,
  type CustomerStatus,
  type CustomerStatusBilling,
  type CustomerStatusOptions,
  customerStatus,
} from './customer-status.js';
export {
  type CustomerMatch,
  type CustomerMatchedBy,
  findMatchingCustomer,
  normalizeCustomerEmail,
} from './match-customer.js';
export { CUSTOMER_MERGE_CONCATENATED_FIELDS, mergeCustomers } from './merge-customers.js';
