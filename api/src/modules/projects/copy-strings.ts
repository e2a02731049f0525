/** The project's own messages (`/strings/{id}`: registration-flow texts) go with a duplicate and a new edition. */
import { tenantDocumentsContributor } from '../../project-copy/index.js';
import { PROJECT_STRINGS } from './store.js';

export const projectStringsCopyContributor = tenantDocumentsContributor('komunikaty', PROJECT_STRINGS);
