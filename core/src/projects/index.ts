export { ALL_DATA_BASE_COLUMNS, type AllDataColumn, allDataColumns } from './all-data-columns.js';
export {
  DUPLICATE_DOMAIN_SUFFIX,
  DUPLICATE_NAME_SUFFIX,
  domainCandidates,
  domainFromName,
  domainWithSuffix,
  invalidDomainMessage,
  isValidProjectDomain,
  normalizeProjectDomain,
  OLD_EDITION_DOMAIN_SUFFIX,
  PROJECT_DOMAIN_MAX_LENGTH,
} from './domain-names.js';
export {
  type DuplicateInput,
  duplicateDefaults,
  duplicateProblems,
  type FieldProblems,
  type NewEditionField,
  type NewEditionInput,
  newEditionDefaults,
  newEditionProblems,
  PROJECT_EDITION_MESSAGES,
  type ProjectEditionMessageKey,
  projectEditionMessage,
  validateDuplicate,
  validateNewEdition,
} from './edition-rules.js';
export {
  type EffectiveInvoicing,
  effectiveInvoicing,
  INHERITED_INVOICING_DEFAULTS,
  type InheritedInvoicing,
} from './effective-invoicing.js';
export {
  DEFAULT_AFFILIATE_BILLING_CATEGORY,
  projectEventSchema,
  receptionSettingsSchema,
  registrationSettingsSchema,
  surveySettingsSchema,
} from './event-schema.js';
export {
  defaultProject,
  defaultProjectSettings,
  type NewProjectInput,
  withProjectDefaults,
} from './project-defaults.js';
export {
  PROJECT_SETTINGS_GROUPS,
  type ProjectSettingsGroup,
  projectSchema,
  projectSettingsSchemas,
} from './project-schema.js';
export type {
  AnalyticsSettings,
  AppearanceSettings,
  CalendarSettings,
  DataSettings,
  DebtCollectionSettings,
  DocumentsSettings,
  EmployeesSettings,
  PaymentsSettings,
  Project,
  ProjectDate,
  ProjectEvent,
  ProjectInvoicingSettings,
  ProjectPermission,
  ProjectSettings,
  ReceptionSettings,
  RegistrationSettings,
  SurveySettings,
  WebhookName,
  WebhookSettings,
  WebhooksSettings,
} from './project-types.js';
export {
  availableTickets,
  isOnWaitingList,
  isRegistrationOpen,
  isSurveyOpen,
  isWindowOpen,
  type LimitSettings,
  type ProjectRegistrationView,
  type RegistrationStateInput,
  type WindowSettings,
} from './registration-state.js';
export { PROJECT_DOMAIN_PATTERN, PROJECT_DOMAIN_REGEXP } from './schema-parts.js';
export { findProjectSettingsProblems } from './settings-problems.js';
export {
  accommodationSettingsSchema,
  analyticsSettingsSchema,
  appearanceSettingsSchema,
  calendarSettingsSchema,
  DEBT_COLLECTION_SCOPES,
  DEFAULT_ABSENCE_MESSAGE_AFTER_HOUR,
  dataSettingsSchema,
  debtCollectionSettingsSchema,
  documentsSettingsSchema,
  employeesSettingsSchema,
  INTEREST_CALCULATION_METHODS,
  INTEREST_NOTE_FREQUENCIES,
  installmentsDefinitionSchema,
  invoicingSettingsSchema,
  LANDING_PAGE_TEMPLATES,
  paymentsSettingsSchema,
  projectPermissionSchema,
  subscriptionSettingsSchema,
  webhooksSettingsSchema,
} from './settings-schemas.js';
