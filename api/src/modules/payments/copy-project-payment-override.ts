/**
 * A duplicate or new edition keeps the project's own payment module and gateway keys (still encrypted):
 * the projects module runs this contributor in the copy's transaction.
 */
import { tenantDocumentsContributor } from '../../project-copy/index.js';
import { PROJECT_PAYMENT_INTEGRATIONS } from './payment-accounts.js';

export const paymentOverrideCopyContributor = tenantDocumentsContributor(
  'ustawienia płatności',
  PROJECT_PAYMENT_INTEGRATIONS,
);
