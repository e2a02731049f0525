export type {
  AccountingCapabilities,
  AccountingInvoiceReference,
  AccountingInvoiceStatus,
  AccountingModule,
  AccountingPaymentState,
  InvoicePdf,
  IssueCorrectionInput,
  IssuedInvoice,
  IssueInvoiceInput,
  IssueOptions,
} from './accounting-module.js';
export {
  BOT_CHECK_FAILED_CODE,
  BOT_CHECK_FAILED_MESSAGE,
  BOT_REFUSAL_MESSAGES,
  type BotChallenge,
  type BotPageSources,
  type BotPageSourcesInput,
  type BotProtection,
  type BotRefusalReason,
  type BotVerification,
  botRefusal,
  type IssueBotChallengeInput,
  type ProofOfWorkBotChallenge,
  type ScriptBotChallenge,
  type VerifyBotTokenInput,
} from './bot-protection.js';
export type { PluginContainer } from './container.js';
export type {
  PluginBootstrapContext,
  PluginEventSubscriber,
  PluginKind,
  PluginLogger,
  PluginReply,
  PluginRequest,
  PluginRoute,
  PluginSubscriberContext,
  ZapisyPlugin,
} from './contract.js';
export { definePlugin } from './contract.js';
export type {
  DocumentPageSetup,
  DocumentRenderer,
  DocumentTemplate,
  RenderDocumentInput,
  RenderedDocument,
} from './document-renderer.js';
export type {
  BuildEInvoiceInput,
  EInvoiceIssue,
  EInvoiceSubmission,
  EInvoiceSubmissionReference,
  EInvoiceUpo,
  EInvoiceValidation,
  EInvoicingCapabilities,
  EInvoicingService,
  SendEInvoiceInput,
  StructuredInvoice,
  ValidateEInvoiceInput,
} from './e-invoicing.js';
export type {
  EmailAddress,
  EmailAttachment,
  EmailTransport,
  EmailTransportCapabilities,
  SendEmailInput,
  SendEmailResult,
} from './email-transport.js';
export {
  createFormFieldKindRegistry,
  type FormFieldKind,
  type FormFieldKindRegistry,
  type FormFieldValidationContext,
  type FormFieldValueContext,
} from './form-field-kind.js';
export type { IntegrationContext } from './integration-context.js';
export {
  INTEGRATION_ERROR_MESSAGES,
  IntegrationError,
  type IntegrationErrorCode,
  type IntegrationKind,
  isIntegrationError,
} from './integration-error.js';
export type {
  CapableIntegration,
  CheckCredentialsInput,
  CredentialsCheck,
  CredentialsCheckable,
  CredentialsCheckFailureReason,
  IntegrationIdentity,
} from './integration-provider.js';
export type {
  CalendarDate,
  CorrectedInvoice,
  CorrectionDetails,
  InvoiceAddress,
  InvoiceCorrection,
  InvoiceDocument,
  InvoiceLine,
  InvoiceParty,
  InvoicePayment,
  InvoicePaymentMethod,
  InvoiceTaxIdKind,
  InvoiceTotals,
} from './invoice-document.js';
export {
  KSEF_SUBMISSION_STATUS_LABELS,
  KSEF_SUBMISSION_STATUSES,
  type KsefSubmissionState,
  type KsefSubmissionStatus,
} from './ksef-submission.js';
export {
  type DeliveryStatusResult,
  isFinalDeliveryStatus,
  MESSAGE_DELIVERY_STATUS_LABELS,
  MESSAGE_DELIVERY_STATUSES,
  type MessageDeliveryStatus,
  type MessageReference,
  notificationStatusOfDelivery,
} from './message-delivery.js';
export type {
  ConfirmPaymentInput,
  CreatePaymentInput,
  CreatePaymentResult,
  FollowUpInput,
  FollowUpResult,
  NotificationReply,
  OnboardingIssue,
  OnboardingResult,
  PaymentBuyer,
  PaymentNotificationEvent,
  PaymentNotificationInput,
  PaymentNotificationResult,
  PaymentProvider,
  PaymentProviderCapabilities,
  PaymentProviderContext,
  PaymentProviderOnboarding,
  PaymentReference,
  PaymentSettingsField,
  PaymentSettingsSchema,
  PaymentStatusResult,
  RefundInput,
  RefundNotificationEvent,
  RefundResult,
  RefundStatus,
} from './payment-provider.js';
export { paymentModuleSettings } from './payment-settings.js';
export type { PluginJob, PluginJobContext } from './plugin-job.js';
export type { ProviderHttp, ProviderHttpRequest, ProviderHttpResponse } from './provider-http.js';
export { providersById } from './providers-by-id.js';
export {
  orderedFields,
  PLUGIN_SETTINGS_SLOTS,
  PLUGIN_SETTINGS_UI_KEYWORDS,
  type PluginSettings,
  type PluginSettingsField,
  type PluginSettingsSchema,
  type PluginSettingsSlot,
  type PluginSettingsWidget,
  schemaWithout,
  secretFieldsOf,
} from './settings.js';
export { pluginSettingsProblems } from './settings-problems.js';
export {
  isPluginSwitchedOn,
  PLUGIN_SWITCH_FIELD,
  type PluginChoices,
  type PluginSettingsScope,
  scopeSchemaOf,
} from './settings-switch.js';
export {
  declaredValues,
  isUnsetValue,
  type PluginSettingsReader,
  type PluginSettingsValueMap,
  type PluginSettingsValues,
  projectOverOrganization,
} from './settings-values.js';
export type {
  SendSmsInput,
  SendSmsResult,
  SmsDeliveryStatusResult,
  SmsGateway,
  SmsGatewayCapabilities,
  SmsMessageResult,
} from './sms-gateway.js';
export { createToken, type Token } from './token.js';
export { Tokens } from './tokens.js';
export type { TranslationType } from './translation-type.js';
