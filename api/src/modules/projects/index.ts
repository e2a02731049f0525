/**
 * The projects module's public surface: project documents and their repositories, views, lookups and the
 * request's tenant project. Its routes (the spec's §7 table) are registered by routes.ts.
 */
export { translationTypesOf } from './app-wiring.js';
export { copyProject } from './copy-project.js';
export { domainNotFoundError, projectNotFoundError } from './messages.js';
export { type ProjectMoneyOptions, projectMoneyOptions } from './money-options.js';
export { normalizeDomainName } from './normalize-domain-name.js';
export { findProjectByDomain, findProjectById } from './public-lookups.js';
export { buildPublicPage, projectConsentsOf } from './public-page.js';
export { countParticipantsHoldingPlaces } from './registration-counts.js';
export { domainParams, FILE_URL_TYPES, idParams, projectView } from './schemas.js';
export { findSharedProject } from './shared-project.js';
export * from './store.js';
export { FILE_BASE_PATH, loadTenantProject, PROJECT_READ_ROLES, tenantOf } from './tenant-project.js';
export { projectVatRate } from './vat-rate.js';
export { toProjectSummary, toProjectView } from './views.js';
export { pickTranslationType } from './vocabulary.js';
