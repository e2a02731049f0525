export { actorOf, isSiteAdmin } from './actor.js';
export {
  ALREADY_PRESENT_MESSAGE,
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  exportOrganization,
  type ImportResult,
  importOrganization,
  KNOWN_TENANT_COLLECTIONS,
  type OrganizationArchive,
  organizationArchiveSchema,
} from './archive.js';
export {
  BALANCES,
  type BalanceDocument,
  type BalancesResult,
  createBalances,
  parseYearMonth,
  YEAR_MONTH_PATTERN,
} from './balances.js';
export {
  type CreateOrganizationInput,
  createOrganization,
  newOrganizationDocument,
  ORGANIZATION_ID_LENGTH,
} from './create-organization.js';
export { deepMerge, isPlainObject } from './merge.js';
export { listOutbox, type OutboxItem, outboxPageSchema } from './outbox.js';
export {
  organizationCreateSchema,
  organizationIdParamsSchema,
  organizationPatchSchemaFor,
  organizationPermissionsBodySchema,
  organizationViewSchemaFor,
  secretMarkerSchema,
  siteAdminOrganizationCreateSchema,
} from './schemas.js';
export {
  type OrganizationUser,
  organizationUsersAnswerSchema,
  organizationUsersQuerySchema,
  searchOrganizationUsers,
  USER_SEARCH_LIMIT,
} from './search-users.js';
export { type PermissionInput, setOrganizationPermissions } from './set-permissions.js';
export {
  changeUserRole,
  createOrganizationForEmail,
  listOrganizations,
  listUsers,
  type OrganizationListItem,
  organizationListItemSchema,
  SELF_DEMOTION_MESSAGE,
  SITE_AUDIT_SCOPE,
} from './site-admin.js';
export {
  loadOrganization,
  ORGANIZATIONS,
  type OrganizationDocument,
  organizationNotFound,
  organizationsCollection,
} from './store.js';
export { settingsProblems, updateOrganization } from './update-organization.js';
export { type OrganizationView, settingsOf, toOrganizationView } from './view.js';
