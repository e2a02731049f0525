export {
  declarationsByGroup,
  integrationsSchemaFor,
  type ModuleSchemaOptions,
  moduleGroupSchema,
  organizationSettingsSchemaFor,
} from './module-settings-schema.js';
export {
  DEFAULT_NUMBERING_PATTERN,
  DEFAULT_SUBSCRIPTION_STATUS,
  defaultOrganizationSettings,
} from './organization-defaults.js';
export {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  type BusinessType,
  businessTypeSchema,
  NO_MODULE,
  NO_MODULE_LABEL,
  ORGANIZATION_SUBSCRIPTION_STATUS_LABELS,
  ORGANIZATION_SUBSCRIPTION_STATUSES,
  type OrganizationSubscriptionStatus,
} from './organization-enums.js';
export {
  AUDIT_SECRET_PLACEHOLDER,
  isSecretValueSet,
  ORGANIZATION_INTEGRATION_FIELDS,
  type SecretMarker,
} from './organization-integrations.js';
export {
  ORGANIZATION_GRANTABLE_ROLES,
  organizationPermissionSchema,
  type PermissionGrantInput,
  validateOrganizationPermissions,
} from './organization-permissions.js';
export {
  integrationsSchema,
  type JsonSchema,
  NUMBERING_PATTERNS_MAX,
  ORGANIZATION_DOMAIN_PATTERN,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_TEXT_MAX_LENGTH,
  organizationSettingsSchema,
  organizationSettingsSchemaWith,
  organizationSubscriptionStatusSchema,
} from './organization-schema.js';
export type {
  ModuleSettingsValues,
  NumberingPattern,
  Organization,
  OrganizationCustomerSettings,
  OrganizationIntegrations,
  OrganizationInvoicing,
  OrganizationLogo,
  OrganizationPermission,
  OrganizationSettings,
} from './organization-types.js';
export {
  PAYMENT_ACCOUNT_MESSAGES,
  PAYMENT_ACCOUNT_SOURCE_LABELS,
  PAYMENT_ACCOUNT_SOURCES,
  PAYMENT_MODULE_AS_ORGANIZATION_LABEL,
  type PaymentAccountSource,
} from './payment-accounts.js';
export { findUnknownFields, partialSchema, schemaDefaults, withoutDefaults } from './schema-tools.js';
