/**
 * A project's copy (Duplikuj, Nowa edycja): the contract each module's contributor fulfils, the shared id
 * map and the common copy of a module's per-project documents. Infrastructure beside the modules, so a
 * module gives its contributor without importing the projects module's values.
 */
export type { ProjectCopyContext, ProjectCopyContributor, ProjectCopyMode } from './contract.js';
export { ProjectIdMap } from './id-map.js';
export { copyTenantDocuments, sourceDocuments, tenantDocumentsContributor } from './tenant-documents.js';
