// Public entry of @zapisy/widget-payment for hosts that bundle it (tests, the admin host).
// Third-party pages get it through the embed loader as the federated module `zapisy_payment/./mount`.
export { fetchDue, fetchPaymentProject, fetchPaymentStatus, startOnlinePayment } from './api.js';
export { DueView, type DueViewProps } from './DueView.js';
export { PaymentApiError } from './errors.js';
export { mount } from './mount.js';
export { PaymentWidget, type PaymentWidgetProps } from './PaymentWidget.js';
export { QrCode, qrPath } from './QrCode.js';
export { PAYMENT_PARAM, paymentIdFromUrl, returnUrlFor } from './return-url.js';
export { StatusView } from './StatusView.js';
export { PAYMENT_CSS } from './styles.js';
export { formatDueDate, groupAccountNumber, TEXTS } from './texts.js';
export type * from './types.js';
