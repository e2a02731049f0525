/** The billings module's public surface: who may read and change money by hand. */
export { BILLING_READ_ROLES, BILLING_WRITE_ROLES } from './access.js';
