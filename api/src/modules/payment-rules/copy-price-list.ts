/**
 * The price list of a project's copy (issue 14): its rules go with a duplicate and a new edition, each
 * product or installments plan a rule names remapped to the copy's, so a registration on the copy prices
 * like one on the source. Field names are the copied forms' own, unchanged.
 */
import { tenantDocumentsContributor } from '../../project-copy/index.js';
import { PAYMENT_RULES } from './store.js';

export const priceListCopyContributor = tenantDocumentsContributor('cennik', PAYMENT_RULES);
