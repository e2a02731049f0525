export { AccountingModuleDouble, type AccountingModuleDoubleOptions } from './accounting-module-double.js';
export { BotProtectionDouble, type BotProtectionDoubleOptions } from './bot-protection-double.js';
export { ContractDouble, type DoubleFailure, type RecordedCall } from './contract-double.js';
export { DocumentRendererDouble, type DocumentRendererDoubleOptions } from './document-renderer-double.js';
export { EInvoicingDouble, type EInvoicingDoubleOptions } from './e-invoicing-double.js';
export { EmailTransportDouble, type EmailTransportDoubleOptions } from './email-transport-double.js';
export { fakeKsefNumber } from './fake-ksef-number.js';
export { minimalPdf, pdfPageCount } from './minimal-pdf.js';
export { SmsGatewayDouble, type SmsGatewayDoubleOptions } from './sms-gateway-double.js';
export { createTestContainer } from './test-container.js';
export {
  createTestIntegrationContext,
  type LoggedEntry,
  TEST_NOW,
  type TestIntegrationContext,
} from './test-integration-context.js';
export { testInvoiceDocument } from './test-invoice-document.js';
